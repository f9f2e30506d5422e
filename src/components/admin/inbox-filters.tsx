import { buttonVariants } from '@/components/ui/button';
import { leadSources, leadStatuses } from '@/lib/leads/lead-labels';
import { controlClass as control } from './admin-form';

/** A filter with 'Tất cả' first, then `options` (value → label). */
function Choice({
  label,
  name,
  options,
  params,
}: {
  label: string;
  name: string;
  options: Record<string, string>;
  params: URLSearchParams;
}) {
  return (
    <label className="grid gap-1 text-sm font-bold">
      {label}
      <select name={name} defaultValue={params.get(name) ?? ''} className={control}>
        <option value="">Tất cả</option>
        {Object.entries(options).map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

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
      <Choice label="Nguồn" name="nguon" options={leadSources} params={params} />
      <Choice label="Trạng thái" name="trang-thai" options={leadStatuses} params={params} />
      <label className="grid gap-1 text-sm font-bold">
        Từ ngày
        <input type="date" name="tu" defaultValue={params.get('tu') ?? ''} className={control} />
      </label>
      <label className="grid gap-1 text-sm font-bold">
        Đến ngày
        <input type="date" name="den" defaultValue={params.get('den') ?? ''} className={control} />
      </label>
      <div className="flex flex-wrap gap-2 md:col-span-6">
        <button type="submit" className={buttonVariants()}>
          Lọc
        </button>
        <a href="/admin" className={buttonVariants({ variant: 'outline' })}>
          Xoá bộ lọc
        </a>
        <a href={exportHref} className={buttonVariants({ variant: 'outline' })}>
          Xuất CSV
        </a>
      </div>
    </form>
  );
}
