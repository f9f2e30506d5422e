import { leadSources, leadStatuses } from '@/lib/leads/lead-labels';
import type { StaffRole } from '@/lib/auth/staff-roles';
import { controlClass as control, fieldClass } from './admin-form';
import { FilterActions, FilterChoice, PeriodFields } from './filter-fields';

/**
 * Whose leads: salespeople start on their own ('Của tôi'); the owner role picks anyone. The value
 * without a choice is the role's default (parseInboxFilter), so the select shows what is listed.
 */
function ownerChoices(people: Array<{ id: string; label: string }>, viewerRole: StaffRole): Record<string, string> {
  const fixed = { toi: 'Của tôi', 'chua-giao': 'Chưa giao', 'tat-ca': 'Tất cả' };
  return viewerRole === 'owner' ? { ...fixed, ...Object.fromEntries(people.map((p) => [p.id, p.label])) } : fixed;
}

/** The inbox's search and filters: a GET form, so every view is a link; export follows the filter. */
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
  const owner = params.get('phu-trach') ?? (viewerRole === 'sales' ? 'toi' : 'tat-ca');
  const choices = ownerChoices(people, viewerRole);
  return (
    <form
      method="get"
      action="/admin"
      className="grid gap-3 rounded-xl border border-border p-4 md:grid-cols-6"
      role="search"
      aria-label="Lọc khách hàng"
    >
      <label className="grid gap-1 text-sm font-bold md:col-span-3">
        Tìm kiếm (tên, khách sạn, email, số điện thoại)
        <input type="search" name="q" defaultValue={params.get('q') ?? ''} className={control} />
      </label>
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
      <FilterActions clearHref="/admin" exportHref={exportHref} className="md:col-span-6" />
    </form>
  );
}
