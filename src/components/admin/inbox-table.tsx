import { formatDateTime } from '@/lib/format';
import type { Lead } from '@/lib/leads/lead';
import { leadSources } from '@/lib/leads/lead-labels';
import { nextStepLine } from '@/lib/sales/sales-labels';
import { EmptyList } from './empty-list';
import { MarkBadges, SourceBadge, StatusBadge, type LeadMarks } from './lead-badges';

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

/** What the inbox shows of each lead besides its row: its marks and who works it. */
export interface InboxExtras {
  marks: Record<string, LeadMarks>;
  /** Owner id → how the owner is shown. */
  owners: Record<string, string>;
}

const stepOf = (lead: Lead) =>
  lead.next_step_kind && lead.next_step_at
    ? nextStepLine({ kind: lead.next_step_kind, at: lead.next_step_at, note: lead.next_step_note }, formatDateTime)
    : '—';
const ownerOf = (lead: Lead, owners: Record<string, string>) =>
  lead.owner_id ? (owners[lead.owner_id] ?? 'Tài khoản đã nghỉ') : 'Chưa giao';
const phoneHref = (lead: Lead) => `tel:${lead.phone_e164 ?? lead.phone.replace(/[^\d+]/g, '')}`;

function LeadName({ lead }: { lead: Lead }) {
  return (
    <a href={`/admin/leads/${lead.id}`} className="font-bold text-primary hover:underline">
      {lead.name}
    </a>
  );
}

/** On a phone: one card per lead, the name to open it and the number to call, nothing to scroll sideways. */
function LeadCards({ leads, extras }: { leads: Lead[]; extras: InboxExtras }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Khách hàng tiềm năng, mới nhất trước">
      {leads.map((lead) => (
        <li key={lead.id} className="grid gap-2 rounded-xl border border-border p-4 text-sm break-words">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <LeadName lead={lead} />
            <StatusBadge status={lead.status} />
          </div>
          <p>{lead.company_name}</p>
          <a href={phoneHref(lead)} className="font-bold hover:underline">
            {lead.phone}
          </a>
          <SourceBadge source={lead.source} plan={lead.plan} />
          <MarkBadges marks={extras.marks[lead.id]} />
          <p className="text-muted-foreground">
            {formatDateTime(lead.created_at)} · {ownerOf(lead, extras.owners)}
          </p>
          <p>Bước tiếp theo: {stepOf(lead)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The leads of one page, newest first; everything the visitor typed is rendered as text. */
export function InboxTable({ leads, extras }: { leads: Lead[]; extras: InboxExtras }) {
  if (!leads.length) return <EmptyList>Không có khách hàng nào khớp bộ lọc.</EmptyList>;
  const headings = [
    'Thời gian',
    'Họ tên',
    'Khách sạn',
    'Điện thoại',
    'Nguồn',
    'Trạng thái',
    'Phụ trách',
    'Bước tiếp theo',
  ];
  return (
    <>
      <LeadCards leads={leads} extras={extras} />
      <div className="hidden overflow-x-auto rounded-xl border border-border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Khách hàng tiềm năng, mới nhất trước</caption>
          <thead className="bg-muted">
            <tr>
              {headings.map((heading) => (
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
                <td className="grid gap-1 px-3 py-2">
                  <LeadName lead={lead} />
                  <MarkBadges marks={extras.marks[lead.id]} />
                </td>
                <td className="px-3 py-2">{lead.company_name}</td>
                <td className="grid gap-1 px-3 py-2">
                  <a href={phoneHref(lead)} className="whitespace-nowrap hover:underline">
                    {lead.phone}
                  </a>
                  <a href={`mailto:${lead.email}`} className="break-all hover:underline">
                    {lead.email}
                  </a>
                </td>
                <td className="px-3 py-2">
                  <SourceBadge source={lead.source} plan={lead.plan} />
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={lead.status} />
                </td>
                <td className="px-3 py-2">{ownerOf(lead, extras.owners)}</td>
                <td className="px-3 py-2">{stepOf(lead)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
