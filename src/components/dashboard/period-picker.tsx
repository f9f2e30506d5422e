import { PeriodFields } from '@/components/admin/filter-fields';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  customPeriod,
  periodPresets,
  periodSearch,
  type DashboardPeriod,
  type PeriodPreset,
} from '@/lib/sales/dashboard-period';

const presets = Object.entries(periodPresets) as Array<[PeriodPreset, string]>;

/**
 * The period: '7 ngày', '30 ngày', '90 ngày' as links, 'Tuỳ chọn' as a GET form of two dates; the
 * address holds the period, so every view is a link.
 */
export function PeriodPicker({ period, path }: { period: DashboardPeriod; path: string }) {
  const dates = new URLSearchParams({ tu: period.from, den: period.to });
  return (
    <div className="grid gap-4 rounded-xl border border-border p-4">
      <nav aria-label="Khoảng thời gian">
        <ul className="flex flex-wrap gap-2">
          {presets.map(([kind, label]) => (
            <li key={kind}>
              <a
                href={`${path}${periodSearch({ ...period, kind })}`}
                aria-current={period.kind === kind ? 'page' : undefined}
                className={cn(
                  buttonVariants({ variant: 'outline' }),
                  'aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
                )}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form
        method="get"
        action={path}
        aria-labelledby="tuy-chon"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <p id="tuy-chon" className="font-bold sm:col-span-3">
          Tuỳ chọn
        </p>
        <input type="hidden" name="ky" value={customPeriod} />
        <PeriodFields params={dates} />
        <button type="submit" className={buttonVariants()}>
          Xem
        </button>
      </form>
    </div>
  );
}
