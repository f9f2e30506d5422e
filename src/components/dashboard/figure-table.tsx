import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import type { FigureTable as FigureTableData } from '@/lib/sales/dashboard-tables';

// The first column names the row, so it stays in view while the figures scroll under it; sticky
// cells need an opaque background, or the figures would show through them.
const stickyColumn = 'sticky left-0 min-w-24 break-words';

/**
 * The figures behind a chart as a real table (what a screen reader reads instead of the image). It
 * scrolls in its own box, so a wide or long table never pushes the page sideways; the box can be
 * focused, so keyboard users can scroll it too.
 */
export function FigureTable({ table }: { table: FigureTableData }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={table.caption}
      className="max-h-96 overflow-auto rounded-xl border border-border"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="sticky top-0 z-10 bg-muted">
          <tr>
            {table.headings.map((heading, column) => (
              <th
                key={heading}
                scope="col"
                className={cn('px-3 py-2 align-bottom font-bold', column === 0 && [stickyColumn, 'bg-muted'])}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className={cn(stickyColumn, 'bg-background px-3 py-2 font-normal')}>
                    {cell}
                  </th>
                ) : (
                  <td key={column} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {typeof cell === 'number' ? formatCount(cell) : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
