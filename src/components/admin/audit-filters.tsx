import { auditActions } from '@/lib/audit/audit-actions';
import { activeFilters, FilterActions, FilterChoice, FilterFold, PeriodFields } from './filter-fields';

/** The audit log's filters: person, action, period; a GET form, so every view is a link. */
export function AuditFilters({
  params,
  people,
  exportHref,
}: {
  params: URLSearchParams;
  /** The team's addresses, each with how it is shown. */
  people: Record<string, string>;
  exportHref: string;
}) {
  return (
    <form
      method="get"
      action="/admin/nhat-ky"
      className="md:rounded-xl md:border md:border-border md:p-4"
      role="search"
      aria-label="Lọc nhật ký"
    >
      <FilterFold active={activeFilters(params, ['nguoi', 'hanh-dong', 'tu', 'den'])} className="md:grid-cols-4">
        <FilterChoice label="Nhân viên (thực hiện hoặc liên quan)" name="nguoi" options={people} params={params} />
        <FilterChoice label="Hành động" name="hanh-dong" options={auditActions} params={params} />
        <PeriodFields params={params} />
        <FilterActions clearHref="/admin/nhat-ky" exportHref={exportHref} className="md:col-span-4" />
      </FilterFold>
    </form>
  );
}
