import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { leadFacts } from '@/lib/leads/lead-facts';
import { leadStatuses, nextStatuses } from '@/lib/leads/lead-labels';
import type { Lead, LeadEvent, LeadNotification, NotificationChannel } from '@/lib/leads/lead';
import { callOutcomes } from '@/lib/sales/sales-labels';
import { EarlierLeads } from './earlier-leads';
import { SourceBadge, StatusBadge } from './lead-badges';
import { LeadContactActions } from './lead-contact-actions';
import { LeadNextStep } from './lead-next-step';
import { LeadNotifications } from './lead-notifications';
import { LeadOwner, type SalesPerson } from './lead-owner';
import { LogCallForm } from './log-call-form';
import { NextStepFields } from './next-step-fields';

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
  now,
}: {
  lead: Lead;
  earlier: Array<Pick<Lead, 'id' | 'created_at' | 'source' | 'status'>>;
  /** Salespeople the lead can be given to. */
  people: SalesPerson[];
  canReassign: boolean;
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
      <section aria-labelledby="lead-status" className="grid gap-3">
        <h2 id="lead-status" className="text-lg font-bold">
          Cập nhật trạng thái
        </h2>
        {nextStatuses(lead.status).length ? (
          <form method="post" action={action} className="grid gap-3">
            <input type="hidden" name="action" value="status" />
            <input type="hidden" name="from" value={lead.status} />
            {!lead.next_step_at && (
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm">
                  Khách chưa có bước tiếp theo: đặt luôn ở đây (không cần khi chuyển sang “Thành công” hoặc “Không phù
                  hợp”).
                </legend>
                <NextStepFields idPrefix="status-step" />
              </fieldset>
            )}
            <div className="flex flex-wrap gap-2">
              {nextStatuses(lead.status).map((status) => (
                <Button
                  key={status}
                  type="submit"
                  name="to"
                  value={status}
                  variant={status === 'lost' ? 'outline' : 'default'}
                >
                  {leadStatuses[status]}
                </Button>
              ))}
            </div>
          </form>
        ) : (
          <p className="text-muted-foreground">Khách hàng này đã kết thúc ({leadStatuses[lead.status]}).</p>
        )}
      </section>
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
      <section aria-labelledby="lead-delete" className="rounded-xl border border-destructive p-4">
        <h2 id="lead-delete" className="text-lg font-bold text-destructive">
          Xoá theo yêu cầu của khách
        </h2>
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-bold">Xoá khách hàng này…</summary>
          <form method="post" action={action} className="mt-3 grid gap-3">
            <input type="hidden" name="action" value="delete" />
            <p>Mọi thông tin và lịch sử của khách hàng này sẽ bị xoá vĩnh viễn. Chỉ xoá khi khách yêu cầu.</p>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="confirm" value="yes" required className="size-5" /> Tôi xác nhận khách đã yêu
              cầu xoá dữ liệu
            </label>
            <button
              type="submit"
              className="min-h-11 w-fit rounded-lg bg-destructive px-4 font-bold text-primary-foreground"
            >
              Xoá vĩnh viễn
            </button>
          </form>
        </details>
      </section>
    </div>
  );
}
