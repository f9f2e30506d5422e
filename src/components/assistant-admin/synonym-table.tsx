import type * as React from 'react';
import type { Synonym } from '@/lib/assistant/synonyms';

/**
 * Synonyms as a table: the phrase owners type, what the assistant reads instead, and, when given,
 * what can be done with each (the editors' 'Xóa'). Long phrases wrap anywhere, so a phone's page
 * never scrolls sideways.
 */
export function SynonymTable({
  caption,
  synonyms,
  action,
}: {
  caption: string;
  synonyms: readonly Synonym[];
  action?: ((synonym: Synonym) => React.ReactNode) | undefined;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-border">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col />
          <col />
          {action && <col className="w-20" />}
        </colgroup>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-bold">
              Cụm từ khách dùng
            </th>
            <th scope="col" className="px-3 py-2 font-bold">
              Trợ lý hiểu là
            </th>
            {action && (
              <th scope="col" className="px-3 py-2 font-bold">
                <span className="sr-only">Thao tác</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {synonyms.map((synonym) => (
            <tr key={synonym.phrase}>
              <th scope="row" className="px-3 py-2 font-normal wrap-anywhere">
                {synonym.phrase}
              </th>
              <td className="px-3 py-2 wrap-anywhere">{synonym.means}</td>
              {action && <td className="px-1 py-1 text-right">{action(synonym)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
