import { formatDateTime } from '@/lib/format';
import { leadStatuses } from '@/lib/leads/lead-labels';
import type { Lead, LeadEvent } from '@/lib/leads/lead';
import { callOutcomes } from '@/lib/sales/sales-labels';

/** 'Lịch sử': the request, then every status change, call, note, owner and next step, oldest first. */
export function LeadTimeline({ lead, events }: { lead: Pick<Lead, 'created_at'>; events: LeadEvent[] }) {
  return (
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
            <p className="text-sm break-words text-muted-foreground">
              {formatDateTime(event.created_at)} · {event.author_email}
            </p>
            <p className="break-words whitespace-pre-wrap">
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
  );
}
