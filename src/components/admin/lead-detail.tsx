import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { leadFacts } from '@/lib/leads/lead-facts';
import { leadStatuses } from '@/lib/leads/lead-labels';
import type { Lead, LeadEvent, LeadNotification, NotificationChannel } from '@/lib/leads/lead';
import type { EndingRight } from '@/lib/sales/lead-rights';
import { callOutcomes } from '@/lib/sales/sales-labels';
import { EarlierLeads } from './earlier-leads';
import { SourceBadge, StatusBadge } from './lead-badges';
import { LeadContactActions } from './lead-contact-actions';
import { LeadDelete } from './lead-delete';
import { LeadNextStep } from './lead-next-step';
import { LeadNotifications } from './lead-notifications';
import { LeadOwner, type SalesPerson } from './lead-owner';
import { LeadStatusForm } from './lead-status-form';
import { LogCallForm } from './log-call-form';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-bold">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{value ?? '—'}</dd>
    </div>
  );
}

/** Everything stored about a lead, its timeline, and what staff can do with it. */
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
  now,
}: {
  lead: Lead;
  earlier: Array<Pick<Lead, 'id' | 'created_at' | 'source' | 'status'>>;
  /** Salespeople the lead can be given to. */
  people: SalesPerson[];
  canReassign: boolean;
  /** Whether the member may end or delete the lead, and if not, why (`endingRight`). */
  ending: EndingRight;
  now: Date;
  events: LeadEvent[];
  notifications: LeadNotification[];
  maxAttempts: number;
  configuredChannels: NotificationChannel[];
  notice?: string | undefined;
}) {
  const action = `/admin/leads/${lead.id}`;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6">
      <a href="/admin" className="font-bold text-primary hover:underline">
        ← Quay lại danh sách
      </a>
      {notice && (
        <p role="status" className="rounded-lg bg-secondary p-4 font-bold">
          {notice}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{lead.name}</h1>
        <StatusBadge status={lead.status} />
        <SourceBadge source={lead.source} plan={lead.plan} />
      </div>
      <LeadContactActions lead={lead} />
      <LeadNextStep lead={lead} action={action} now={now} />
      <LogCallForm action={action} />
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
      <LeadStatusForm lead={lead} action={action} ending={ending} />
      <section aria-labelledby="lead-note" className="grid gap-3">
        <h2 id="lead-note" className="text-lg font-bold">
          Thêm ghi chú
        </h2>
        <form method="post" action={action} className="grid gap-2">
          <input type="hidden" name="action" value="note" />
          <label htmlFor="note" className="text-sm font-bold">
            Ghi chú
          </label>
          <textarea
            id="note"
            name="note"
            required
            maxLength={5000}
            rows={3}
            className="rounded-lg border border-border p-3 text-base"
          />
          <Button type="submit" className="w-fit">
            Lưu ghi chú
          </Button>
        </form>
      </section>
      <section aria-labelledby="lead-timeline">
        <h2 id="lead-timeline" className="text-lg font-bold">
          Lịch sử
        </h2>
        <ol className="mt-4 grid gap-3 border-l-2 border-border pl-4">
          <li>
            <p className="text-sm text-muted-foreground">{formatDateTime(lead.created_at)} · khách gửi yêu cầu</p>
          </li>
          {events.map((event) => (
            <li key={event.id}>
              <p className="text-sm text-muted-foreground">
                {formatDateTime(event.created_at)} · {event.author_email}
              </p>
              <p className="whitespace-pre-wrap">
                {event.kind === 'status' && event.status
                  ? `Chuyển sang “${leadStatuses[event.status]}”`
                  : event.kind === 'call' && event.outcome
                    ? [`Gọi điện: ${callOutcomes[event.outcome]}`, event.note].filter(Boolean).join(' · ')
                    : event.note}
              </p>
            </li>
          ))}
        </ol>
      </section>
      <LeadDelete action={action} ending={ending} />
    </div>
  );
}
