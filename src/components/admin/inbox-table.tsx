import type { ContactRow } from '@/server/db/database';
import { formatDateTime } from '@/lib/format';
import { leadSources } from '@/lib/leads/lead-labels';
import { EmptyList } from './empty-list';
import { SourceBadge, StatusBadge } from './lead-badges';

/** Counts of leads still 'Mới', per source. */
export function NewCounts({ counts }: { counts: Record<string, number> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Khách hàng mới theo nguồn">
      {Object.entries(leadSources).map(([source, label]) => (
        <div key={source} className="rounded-xl border border-border p-4">
          <dt className="text-sm text-muted-foreground">Mới · {label}</dt>
          <dd className="text-2xl font-bold">{counts[source] ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The leads of one page, newest first; everything the visitor typed is rendered as text. */
export function InboxTable({ leads }: { leads: ContactRow[] }) {
  if (!leads.length) return <EmptyList>Không có khách hàng nào khớp bộ lọc.</EmptyList>;
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Khách hàng tiềm năng, mới nhất trước</caption>
        <thead className="bg-muted">
          <tr>
            {['Thời gian', 'Họ tên', 'Khách sạn', 'Điện thoại', 'Email', 'Nguồn', 'Trạng thái'].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-bold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(lead.created_at)}</td>
              <td className="px-3 py-2">
                <a href={`/admin/leads/${lead.id}`} className="font-bold text-primary hover:underline">
                  {lead.name}
                </a>
              </td>
              <td className="px-3 py-2">{lead.company_name}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
                  {lead.phone}
                </a>
              </td>
              <td className="px-3 py-2">
                <a href={`mailto:${lead.email}`} className="hover:underline">
                  {lead.email}
                </a>
              </td>
              <td className="px-3 py-2">
                <SourceBadge source={lead.source} plan={lead.plan} />
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={lead.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
