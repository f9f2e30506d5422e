import { Button } from '@/components/ui/button';
import { outcomeProblem, outcomeRefusals, mayMarkMeeting } from '@/lib/booking/meeting-outcome';
import { meetingModeLabels, meetingStatusLabels, type DemoMeeting } from '@/lib/booking/meeting';
import { staffCancelProblem, staffCancelQuestion } from '@/lib/booking/meeting-staff-cancel';
import { teamHost } from '@/lib/booking/scheduled-demo';
import { slotLabel } from '@/lib/format';
import type { StaffRole } from '@/lib/auth/staff-roles';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="font-bold">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * 'Hủy lịch demo' behind a question that opens in place (no script): a plain post whose answer is
 * this page again, the demo cancelled and the notice above it.
 */
function CancelMeeting({ meeting, sendsEmail }: { meeting: DemoMeeting; sendsEmail: boolean }) {
  return (
    <details>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-bold text-destructive">
        Hủy lịch demo…
      </summary>
      <form method="post" action={`/admin/leads/${meeting.contact_id}#lich-demo`} className="mt-2 grid gap-3">
        <input type="hidden" name="action" value="meeting_cancel" />
        <input type="hidden" name="meeting" value={meeting.id} />
        <p>{staffCancelQuestion(sendsEmail)}</p>
        <Button type="submit" size="lg" variant="destructive" className="w-fit">
          Hủy lịch demo
        </Button>
      </form>
    </details>
  );
}

/**
 * 'Lịch demo' on a lead's page: when, how, where or the meeting link (in a new tab), who holds it and
 * where it stands. Before it starts, its salesperson (or the owner role) may cancel it, the visitor
 * being told by e-mail when this install sends one, else by the salesperson; once it has started,
 * they mark it 'Đã demo' or 'Khách không đến' with one tap: a plain post, after which the page opens
 * on the next step.
 */
export function LeadMeeting({
  meeting,
  host,
  leadOwnerId,
  member,
  now,
  notice,
  sendsEmail,
}: {
  meeting: DemoMeeting;
  /** The salesperson's name, or null for a team demo. */
  host: string | null;
  leadOwnerId: string | null;
  member: { id: string; role: StaffRole };
  now: Date;
  /** What was just done to it, e.g. cancelled. */
  notice?: string | undefined;
  /** Whether this install e-mails the visitor (a mail server is configured). */
  sendsEmail: boolean;
}) {
  const problem = outcomeProblem(meeting, now);
  const mayMark = mayMarkMeeting(member, meeting, leadOwnerId);
  return (
    <section
      id="lich-demo"
      aria-labelledby="lead-meeting"
      className="grid scroll-mt-4 gap-3 rounded-xl border border-border p-4"
    >
      <h2 id="lead-meeting" className="text-lg font-bold">
        Lịch demo
      </h2>
      {notice && (
        <p role="status" className="rounded-lg bg-secondary p-3 font-bold">
          {notice}
        </p>
      )}
      <dl className="grid gap-2">
        <Row label="Thời gian">{slotLabel(new Date(meeting.starts_at))}</Row>
        <Row label="Hình thức">{meetingModeLabels[meeting.mode]}</Row>
        {meeting.mode === 'onsite' ? (
          <Row label="Địa chỉ">{meeting.address ?? '—'}</Row>
        ) : (
          <Row label="Đường dẫn họp">
            {meeting.meeting_link ? (
              <a
                href={meeting.meeting_link}
                target="_blank"
                rel="noopener noreferrer"
                className="font-bold break-all text-primary underline"
              >
                {meeting.meeting_link}
                <span className="sr-only"> (mở trong thẻ mới)</span>
              </a>
            ) : (
              'Chưa có: hãy gửi đường dẫn họp cho khách qua Zalo hoặc tin nhắn trước giờ hẹn.'
            )}
          </Row>
        )}
        <Row label="Người phụ trách">{host ?? teamHost}</Row>
        <Row label="Trạng thái">
          <span className={meeting.status === 'cancelled' ? 'font-bold text-destructive' : 'font-bold'}>
            {meetingStatusLabels[meeting.status]}
          </span>
        </Row>
      </dl>
      {meeting.status === 'booked' &&
        (problem === 'not_started' ? (
          <>
            <p className="text-sm text-muted-foreground">Ghi kết quả được sau giờ hẹn.</p>
            {mayMark && staffCancelProblem(meeting, now) === null && (
              <CancelMeeting meeting={meeting} sendsEmail={sendsEmail} />
            )}
          </>
        ) : !mayMark ? (
          <p className="text-sm text-muted-foreground">{outcomeRefusals.not_yours}</p>
        ) : (
          <form method="post" action={`/admin/leads/${meeting.contact_id}#lam-viec`} className="grid gap-2">
            <input type="hidden" name="action" value="meeting_outcome" />
            <input type="hidden" name="meeting" value={meeting.id} />
            <p className="text-sm font-bold">Buổi demo thế nào?</p>
            <div className="grid gap-2 sm:flex">
              <Button type="submit" name="outcome" value="held" size="lg">
                Đã demo
              </Button>
              <Button type="submit" name="outcome" value="no_show" size="lg" variant="outline">
                Khách không đến
              </Button>
            </div>
          </form>
        ))}
    </section>
  );
}
