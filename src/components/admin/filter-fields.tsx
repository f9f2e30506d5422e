import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { controlClass as control, fieldClass } from './admin-form';

/** A filter with 'Tất cả' first, then `options` (value → label); its value comes from the address. */
export function FilterChoice({
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
    // min-w-0: a select is as wide as its longest option (a member's name and address), which
    // would push a phone's page sideways.
    <label className={cn(fieldClass, 'min-w-0')}>
      {label}
      <select name={name} defaultValue={params.get(name) ?? ''} className={cn(control, 'w-full min-w-0')}>
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

/** 'Từ ngày' and 'Đến ngày' (?tu=&den=), inclusive Vietnam days. */
export function PeriodFields({ params }: { params: URLSearchParams }) {
  return (
    <>
      <label className={fieldClass}>
        Từ ngày
        <input type="date" name="tu" defaultValue={params.get('tu') ?? ''} className={control} />
      </label>
      <label className={fieldClass}>
        Đến ngày
        <input type="date" name="den" defaultValue={params.get('den') ?? ''} className={control} />
      </label>
    </>
  );
}

/** 'Lọc', 'Xoá bộ lọc' (back to `clearHref`) and 'Xuất CSV' of what the filter shows. */
export function FilterActions({
  clearHref,
  exportHref,
  className,
}: {
  clearHref: string;
  exportHref: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <button type="submit" className={buttonVariants()}>
        Lọc
      </button>
      <a href={clearHref} className={buttonVariants({ variant: 'outline' })}>
        Xoá bộ lọc
      </a>
      <a href={exportHref} className={buttonVariants({ variant: 'outline' })}>
        Xuất CSV
      </a>
    </div>
  );
}
