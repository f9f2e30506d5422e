import { formatDateTime } from '@/lib/format';
import type { Lead } from '@/lib/leads/lead';
import { leadSources } from '@/lib/leads/lead-form-views';
import { callSheetAttributes } from '@/lib/sales/call-sheet';
import { closedStatuses, nextStepLine } from '@/lib/sales/sales-labels';
import { EmptyList } from './empty-list';
import { MarkBadges, SourceBadge, StatusBadge, type LeadMarks } from './lead-badges';
import { LeadCallLinks } from './lead-call-links';

/**
 * Leads still 'Mới', per source, as one row of links that list them (everyone's, as counted). Sources
 * with none are left out: on a phone five tiles pushed the first lead half a screen down.
 */
export function NewCounts({ counts, params }: { counts: Record<string, number>; params: URLSearchParams }) {
  const waiting = Object.entries(leadSources).filter(([source]) => (counts[source] ?? 0) > 0);
  return (
    <nav aria-label="Khách hàng mới theo nguồn" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-bold">Khách mới:</span>
      {waiting.length ? (
        <ul className="flex flex-wrap gap-2">
          {waiting.map(([source, label]) => (
            <li key={source}>
              <a
                href={`/admin?phu-trach=tat-ca&nguon=${source}&trang-thai=new`}
                aria-current={params.get('nguon') === source && params.get('trang-thai') === 'new' ? 'page' : undefined}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border px-3 hover:bg-muted aria-[current]:border-primary aria-[current]:bg-secondary"
              >
                {label}
                <span className="font-bold text-primary">{counts[source]}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-muted-foreground">không có</span>
      )}
    </nav>
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
    <a
      href={`/admin/leads/${lead.id}`}
      className="inline-flex min-h-11 items-center font-bold text-primary hover:underline"
    >
      {lead.name}
    </a>
  );
}

/** On a phone: one card per lead, the name to open it and the number to call, nothing to scroll sideways. */
function LeadCards({ leads, extras }: { leads: Lead[]; extras: InboxExtras }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Khách hàng tiềm năng, mới nhất trước">
      {leads.map((lead) => (
        <li
          key={lead.id}
          {...{ [callSheetAttributes.row]: lead.id }}
          className="grid gap-2 rounded-xl border border-border p-4 text-sm break-words data-done:border-primary"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <LeadName lead={lead} />
            <StatusBadge status={lead.status} />
          </div>
          <p>{lead.company_name}</p>
          {/* The row's ways to reach the person, as the table's, then the call sheet's links. */}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <a
              href={phoneHref(lead)}
              className="inline-flex min-h-11 items-center font-bold hover:underline"
              {...{ [callSheetAttributes.call]: lead.id }}
            >
              {lead.phone}
            </a>
            {lead.email && (
              <a
                href={`mailto:${lead.email}`}
                className="inline-flex min-h-11 min-w-0 items-center break-all hover:underline"
              >
                {lead.email}
              </a>
            )}
          </div>
          <SourceBadge source={lead.source} plan={lead.plan} />
          <MarkBadges marks={extras.marks[lead.id]} />
          <p className="text-muted-foreground">
            {formatDateTime(lead.created_at)} · {ownerOf(lead, extras.owners)}
          </p>
          <p>Bước tiếp theo: {stepOf(lead)}</p>
          {!closedStatuses.has(lead.status) && <LeadCallLinks lead={lead} />}
          <p data-slot="logged" role="status" className="font-bold text-primary empty:hidden" />
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
                  {/* The assistant's handover asks for a phone only. */}
                  {lead.email && (
                    <a href={`mailto:${lead.email}`} className="break-all hover:underline">
                      {lead.email}
                    </a>
                  )}
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
