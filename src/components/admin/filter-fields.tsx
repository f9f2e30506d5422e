import type * as React from 'react';
import { PhoneFold } from '@/components/ui/phone-fold';
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

/** How many of `names` the address sets to something other than their default (none: empty). */
export function activeFilters(params: URLSearchParams, names: string[], defaults: Record<string, string> = {}): number {
  return names.filter((name) => {
    const value = params.get(name);
    return value !== null && value !== '' && value !== defaults[name];
  }).length;
}

/**
 * The filters behind one 'Lọc (2)' on a phone, where open they would push the first line a screen
 * down; from 768 px they stay open: a wide screen has the room, and the fields show what the list is
 * filtered by.
 */
export function FilterFold({
  active,
  className,
  children,
}: {
  /** How many filters are set, shown on the summary. */
  active: number;
  /** The fields' grid. */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <PhoneFold summary={active ? `Lọc (${active})` : 'Lọc'} className={cn('grid gap-3', className)}>
      {children}
    </PhoneFold>
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
