import { buttonVariants } from '@/components/ui/button';
import { EmptyList } from '@/components/admin/empty-list';
import { PhoneFold } from '@/components/ui/phone-fold';
import type { FigureTable as FigureTableData } from '@/lib/sales/dashboard-tables';
import { FigureTable } from './figure-table';

/**
 * One part of the dashboard: a heading, its chart, the same figures as a table beside it (under it
 * below 1024 px, behind 'Bảng số liệu' on a phone) and a CSV download of that table.
 */
export function ChartSection({
  id,
  title,
  note,
  csvHref,
  table,
  children,
}: {
  id: string;
  title: string;
  /** What the figures count, in a sentence. */
  note: string;
  csvHref: string;
  table: FigureTableData;
  /** The chart and its legend. */
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 gap-4 rounded-xl border border-border px-2 py-4 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <a href={csvHref} className={buttonVariants({ variant: 'outline' })}>
          Tải CSV<span className="sr-only"> {title.toLowerCase()}</span>
        </a>
      </div>
      <p className="text-sm text-muted-foreground">{note}</p>
      {table.rows.length ? (
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          {/* Narrower than a chart's smallest width (below about 336 px), it scrolls here, not the page. */}
          <div className="grid min-w-0 gap-3 overflow-x-auto">{children}</div>
          {/* On a phone the table, the chart's figures again, waits behind a button: a fifth of the page. */}
          <PhoneFold
            summary={
              <>
                Bảng số liệu<span className="sr-only">{` ${title.toLowerCase()}`}</span>
              </>
            }
          >
            <FigureTable table={table} />
          </PhoneFold>
        </div>
      ) : (
        <EmptyList>Chưa có số liệu trong khoảng thời gian này.</EmptyList>
      )}
    </section>
  );
}
