import { meetingModeLabels } from '@/lib/booking/meeting';
import { onlineRoomPending, visitorOnsitePlace, type VisitorMeeting } from '@/lib/booking/visitor-meeting';
import { slotLabel } from '@/lib/format';

/**
 * When, how and with whom: the facts of a booked demo, as a description list, for the pages of the
 * visitor's links. Where an onsite demo is is said in our words: the address typed is not shown.
 */
export function MeetingDetails({
  meeting,
  hostName,
}: {
  meeting: Pick<VisitorMeeting, 'starts_at' | 'mode' | 'meeting_link' | 'status'>;
  /** The salesperson's name; null when the demo went to the team (no salesperson took it yet). */
  hostName: string | null;
}) {
  const live = meeting.status === 'booked';
  return (
    <dl className="grid gap-3 rounded-xl border border-border p-5 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-bold">Thời gian</dt>
      <dd>{slotLabel(Date.parse(meeting.starts_at))}</dd>
      <dt className="font-bold">Hình thức</dt>
      <dd>{meetingModeLabels[meeting.mode]}</dd>
      {meeting.mode === 'onsite' ? (
        <>
          <dt className="font-bold">Địa điểm</dt>
          <dd>{visitorOnsitePlace}</dd>
        </>
      ) : (
        live && (
          <>
            <dt className="font-bold">Phòng họp trực tuyến</dt>
            <dd>
              {meeting.meeting_link && /^https?:\/\//.test(meeting.meeting_link) ? (
                <a href={meeting.meeting_link} className="font-bold text-primary underline underline-offset-2">
                  {meeting.meeting_link}
                </a>
              ) : (
                `${onlineRoomPending}.`
              )}
            </dd>
          </>
        )
      )}
      <dt className="font-bold">Nhân viên tư vấn</dt>
      <dd>{hostName ?? 'Nhóm tư vấn (sẽ liên hệ trước buổi demo)'}</dd>
    </dl>
  );
}
