import { buttonVariants } from '@/components/ui/button';
import { meetingPlaceLine } from '@/lib/booking/meeting-outcome';
import { meetingStatusLabels } from '@/lib/booking/meeting';
import { isDemoWork, type ScheduledDemo } from '@/lib/booking/scheduled-demo';
import { callSheetAttributes } from '@/lib/sales/call-sheet';
import { LeadCallLinks } from './lead-call-links';

/**
 * A booked demo in a list of work: hotel, when ('14:30' today, 'Thứ Năm, 27/11 · 14:30' further on),
 * the visitor, online or at the hotel (with its address), and for an online demo still booked the
 * meeting link as a button. A cancelled or marked demo says so and offers no work.
 */
export function DemoRow({ demo: { meeting, lead }, when }: { demo: ScheduledDemo; when: string }) {
  const work = isDemoWork(meeting);
  return (
    <li
      {...(work ? { [callSheetAttributes.row]: lead.id } : {})}
      className={`grid gap-2 rounded-xl border p-3 text-sm break-words data-done:border-primary ${work ? 'border-border' : 'border-dashed border-border text-muted-foreground'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <a
          href={`/admin/leads/${lead.id}`}
          className="inline-flex min-h-11 items-center text-base font-bold text-primary hover:underline"
        >
          {lead.company_name}
        </a>
        <span className={work ? 'font-bold' : 'line-through'}>{`Demo · ${when}`}</span>
      </div>
      <p>
        {lead.name} · {meetingPlaceLine(meeting)}
        {meeting.staff_id === null && ' · Chưa giao'}
      </p>
      {!work && <p className="font-bold">{meetingStatusLabels[meeting.status]}</p>}
      {work && meeting.mode === 'online' && meeting.meeting_link && (
        <a
          href={meeting.meeting_link}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
        >
          Vào phòng họp<span className="sr-only"> với {lead.company_name} (mở trong thẻ mới)</span>
        </a>
      )}
      {work && <LeadCallLinks lead={lead} />}
      {work && <p data-slot="logged" role="status" className="font-bold text-primary empty:hidden" />}
    </li>
  );
}
