import { buttonVariants } from '@/components/ui/button';
import { leadSources } from '@/lib/leads/lead-form-views';
import { leadStatuses } from '@/lib/leads/lead-labels';
import type { StaffRole } from '@/lib/auth/staff-roles';
import { controlClass as control, fieldClass } from './admin-form';
import { activeFilters, FilterActions, FilterChoice, FilterFold, PeriodFields } from './filter-fields';

/**
 * Whose leads: salespeople start on their own ('Của tôi'); the owner role picks anyone. The value
 * without a choice is the role's default (parseInboxFilter), so the select shows what is listed.
 */
function ownerChoices(people: Array<{ id: string; label: string }>, viewerRole: StaffRole): Record<string, string> {
  const fixed = { toi: 'Của tôi', 'chua-giao': 'Chưa giao', 'tat-ca': 'Tất cả' };
  return viewerRole === 'owner' ? { ...fixed, ...Object.fromEntries(people.map((p) => [p.id, p.label])) } : fixed;
}

/**
 * The inbox's search and filters: a GET form, so every view is a link; export follows the filter. The
 * search stays in sight on a phone (it is what a salesperson reaches for when a customer calls back);
 * the rest folds behind 'Lọc (n)'.
 */
export function InboxFilters({
  params,
  people,
  viewerRole,
  exportHref,
}: {
  params: URLSearchParams;
  people: Array<{ id: string; label: string }>;
  viewerRole: StaffRole;
  exportHref: string;
}) {
  const ownDefault = viewerRole === 'sales' ? 'toi' : 'tat-ca';
  const owner = params.get('phu-trach') ?? ownDefault;
  const choices = ownerChoices(people, viewerRole);
  const active = activeFilters(params, ['phu-trach', 'nguon', 'trang-thai', 'tu', 'den'], { 'phu-trach': ownDefault });
  return (
    <form
      method="get"
      action="/admin"
      className="grid gap-3 md:rounded-xl md:border md:border-border md:p-4"
      role="search"
      aria-label="Lọc khách hàng"
    >
      <div className="flex items-end gap-2">
        <label className={`${fieldClass} min-w-0 flex-1`}>
          Tìm kiếm (tên, khách sạn, email, số điện thoại, lời nhắn, ghi chú)
          <input type="search" name="q" defaultValue={params.get('q') ?? ''} className={control} />
        </label>
        <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
          Tìm
        </button>
      </div>
      <FilterFold active={active} className="md:grid-cols-5">
        <label className={`${fieldClass} min-w-0`}>
          Người phụ trách
          <select name="phu-trach" defaultValue={owner} className={`${control} w-full min-w-0`}>
            {Object.entries(choices).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <FilterChoice label="Nguồn" name="nguon" options={leadSources} params={params} />
        <FilterChoice label="Trạng thái" name="trang-thai" options={leadStatuses} params={params} />
        <PeriodFields params={params} />
        <FilterActions clearHref="/admin" exportHref={exportHref} className="md:col-span-5" />
      </FilterFold>
    </form>
  );
}
