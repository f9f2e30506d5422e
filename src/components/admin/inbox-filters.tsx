import { leadSources, leadStatuses } from '@/lib/leads/lead-labels';
import { controlClass as control } from './admin-form';
import { FilterActions, FilterChoice, PeriodFields } from './filter-fields';

/** The inbox's search and filters: a GET form, so every view is a link; export follows the filter. */
export function InboxFilters({ params, exportHref }: { params: URLSearchParams; exportHref: string }) {
  return (
    <form
      method="get"
      action="/admin"
      className="grid gap-3 rounded-xl border border-border p-4 md:grid-cols-6"
      role="search"
      aria-label="Lọc khách hàng"
    >
      <label className="grid gap-1 text-sm font-bold md:col-span-2">
        Tìm kiếm (tên, khách sạn, email, số điện thoại)
        <input type="search" name="q" defaultValue={params.get('q') ?? ''} className={control} />
      </label>
      <FilterChoice label="Nguồn" name="nguon" options={leadSources} params={params} />
      <FilterChoice label="Trạng thái" name="trang-thai" options={leadStatuses} params={params} />
      <PeriodFields params={params} />
      <FilterActions clearHref="/admin" exportHref={exportHref} className="md:col-span-6" />
    </form>
  );
}
