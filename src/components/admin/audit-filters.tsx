import { auditActions } from '@/lib/audit/audit-actions';
import { FilterActions, FilterChoice, PeriodFields } from './filter-fields';

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
      className="grid gap-3 rounded-xl border border-border p-4 md:grid-cols-4"
      role="search"
      aria-label="Lọc nhật ký"
    >
      <FilterChoice label="Nhân viên (thực hiện hoặc liên quan)" name="nguoi" options={people} params={params} />
      <FilterChoice label="Hành động" name="hanh-dong" options={auditActions} params={params} />
      <PeriodFields params={params} />
      <FilterActions clearHref="/admin/nhat-ky" exportHref={exportHref} className="md:col-span-4" />
    </form>
  );
}
