import { controlClass, fieldClass } from '@/components/admin/admin-form';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { monthLabel } from '@/lib/search/search-months';

/** The month shown, chosen among those with searches: a GET form, so every month is a link. */
export function MonthPicker({ path, month, months }: { path: string; month: string; months: string[] }) {
  return (
    <form method="get" action={path} aria-label="Chọn tháng" className="flex flex-wrap items-end gap-2">
      {/* Beside its select, not around it: a label holding the select would be named with the option too. */}
      <div className={cn(fieldClass, 'min-w-0')}>
        <label htmlFor="thang">Tháng</label>
        <select id="thang" name="thang" defaultValue={month} className={controlClass}>
          {months.map((value) => (
            <option key={value} value={value}>
              {monthLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonVariants({ variant: 'outline' })}>
        Xem
      </button>
    </form>
  );
}
