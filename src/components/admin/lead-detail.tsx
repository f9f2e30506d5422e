import type { ReactNode } from 'react';
import type { HandedOverTurn } from '@/lib/assistant/conversation';
import { formatDateTime } from '@/lib/format';
import { leadFacts } from '@/lib/leads/lead-facts';
import { leadStatuses, nextStatuses } from '@/lib/leads/lead-labels';
import type { Lead, LeadEvent, LeadNotification, NotificationChannel } from '@/lib/leads/lead';
import { endingRefusals, type EndingRight } from '@/lib/sales/lead-rights';
import { EarlierLeads } from './earlier-leads';
import { SourceBadge, StatusBadge } from './lead-badges';
import { LeadContactActions } from './lead-contact-actions';
import { LastQuestion, LeadConversation } from './lead-conversation';
import { LeadDelete } from './lead-delete';
import { LeadNotifications } from './lead-notifications';
import { LeadOwner, type SalesPerson } from './lead-owner';
import { LeadTimeline } from './lead-timeline';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-bold">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{value ?? '—'}</dd>
    </div>
  );
}

/**
 * Everything stored about a lead and what staff can do with it, in a phone's order: the contact
 * buttons, a booked demo, the next step and status in one block (`work`, the work form island), the history, then
 * earlier requests, the owner, the details sent, notifications and deletion.
 */
export function LeadDetail({
  lead,
  events,
  notifications,
  maxAttempts,
  configuredChannels,
  notice,
  earlier,
  people,
  canReassign,
  ending,
  work,
  meeting,
  conversation,
}: {
  lead: Lead;
  earlier: Array<Pick<Lead, 'id' | 'created_at' | 'source' | 'status'>>;
  /** Salespeople the lead can be given to. */
  people: SalesPerson[];
  canReassign: boolean;
  /** Whether the member may end or delete the lead, and if not, why (`endingRight`). */
  ending: EndingRight;
  events: LeadEvent[];
  notifications: LeadNotification[];
  maxAttempts: number;
  configuredChannels: NotificationChannel[];
  notice?: string | undefined;
  /** The work form (the page's `work` slot): how the call went, the next step, the status, a note. */
  work?: ReactNode;
  /** A demo booking's 'Lịch demo' (the page's `meeting` slot), above the next step it leads into. */
  meeting?: ReactNode;
  /** An assistant lead's conversation, handed over with it. */
  conversation?: HandedOverTurn[] | undefined;
}) {
  const action = `/admin/leads/${lead.id}`;
  const why = ending === 'allowed' ? null : ending === 'take_first' ? endingRefusals.takeFirst : endingRefusals.close;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6">
      <a href="/admin" className="inline-flex min-h-11 w-fit items-center font-bold text-primary hover:underline">
        ← Quay lại danh sách
      </a>
      {notice && (
        <p role="status" className="rounded-lg bg-secondary p-4 font-bold">
          {notice}
        </p>
      )}
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold break-words">{lead.name}</h1>
          <StatusBadge status={lead.status} />
          <SourceBadge source={lead.source} plan={lead.plan} />
        </div>
        <p className="break-words text-muted-foreground">{lead.company_name}</p>
      </div>
      {lead.status === 'do_not_contact' ? (
        <p className="rounded-lg border border-destructive p-4 font-bold">
          Người này đã rút lại sự đồng ý: không gọi, nhắn tin hay gửi email cho họ.
        </p>
      ) : (
        <LeadContactActions lead={lead} />
      )}
      {/* The question the visitor wanted a person for, at hand; the whole conversation is below the work form. */}
      {lead.source === 'assistant' && <LastQuestion turns={conversation ?? []} />}
      {meeting}
      <section
        id="lam-viec"
        aria-labelledby="lead-work"
        className="grid scroll-mt-4 gap-3 rounded-xl border border-border p-4"
      >
        <h2 id="lead-work" className="text-lg font-bold">
          Bước tiếp theo và trạng thái
        </h2>
        {nextStatuses(lead.status).length === 0 && (
          <p className="text-muted-foreground">Khách hàng này đã kết thúc ({leadStatuses[lead.status]}).</p>
        )}
        {work}
        {why && <p className="text-sm text-muted-foreground">{why}</p>}
      </section>
      {lead.source === 'assistant' && <LeadConversation turns={conversation ?? []} />}
      <LeadTimeline lead={lead} events={events} />
      <EarlierLeads leads={earlier} />
      <LeadOwner action={action} ownerId={lead.owner_id} people={people} canReassign={canReassign} />
      <section aria-labelledby="lead-fields">
        <h2 id="lead-fields" className="text-lg font-bold">
          Thông tin đã gửi
        </h2>
        <dl className="mt-4 grid gap-3">
          {leadFacts(lead).map(([label, value]) => (
            <Field key={label} label={label} value={value} />
          ))}
          <Field
            label="Đồng ý"
            value={`Chính sách bảo mật phiên bản ${lead.consent_version}, lúc ${formatDateTime(lead.consent_at)}`}
          />
        </dl>
      </section>
      <LeadNotifications
        action={action}
        notifications={notifications}
        maxAttempts={maxAttempts}
        configured={configuredChannels}
      />
      <LeadDelete action={action} ending={ending} />
    </div>
  );
}
