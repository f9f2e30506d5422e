import { formatCount } from '@/lib/format';
import type { QueryCount } from '@/lib/search/search-report';

/**
 * Queries and their counts as a table. A long query without spaces wraps anywhere, so a phone's page
 * never scrolls sideways; the count keeps its one line.
 */
export function QueryCountTable({ caption, rows }: { caption: string; rows: QueryCount[] }) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col />
        <col className="w-24" />
      </colgroup>
      <thead className="bg-muted">
        <tr>
          <th scope="col" className="px-3 py-2 font-bold">
            Từ khóa
          </th>
          <th scope="col" className="px-3 py-2 text-right font-bold">
            Lượt tìm
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row) => (
          <tr key={row.query}>
            <th scope="row" className="px-3 py-2 font-normal wrap-anywhere">
              {row.query}
            </th>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatCount(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
