import { formatCount } from '@/lib/format';
import type { FigureTable as FigureTableData } from '@/lib/sales/dashboard-tables';

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
        <thead className="sticky top-0 bg-muted">
          <tr>
            {table.headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 align-bottom font-bold">
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
                  <th key={column} scope="row" className="px-3 py-2 font-normal break-words">
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
