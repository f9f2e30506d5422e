import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { VisitorMeeting } from '@/lib/booking/visitor-meeting';
import { BookingSection } from './booking-section';
import { MeetingDetails } from './meeting-details';

interface MeetingConfirmationProps {
  meeting: VisitorMeeting;
  hostName: string | null;
  /** The invitation to download, and the visitor's links to change or cancel (when still possible). */
  calendarHref: string;
  /** The same in Google Calendar, one tap on an Android phone. */
  googleCalendarHref?: string | undefined;
  rescheduleHref?: string | undefined;
  cancelHref?: string | undefined;
  /** Whether the visitor was e-mailed this version of the meeting: the page says so only then. */
  mailed: boolean;
}

/** What the confirmation says first: only what this install did (an e-mail only when one was sent). */
function confirmationIntro(moved: boolean, mailed: boolean): string {
  if (moved)
    return mailed
      ? 'Giờ mới đã được lưu. Chúng tôi đã gửi lời mời mới qua email; lời mời cũ không còn dùng được.'
      : 'Giờ mới đã được lưu. Anh/chị vui lòng cập nhật lịch của mình bằng nút “Thêm vào lịch” bên dưới.';
  return mailed
    ? 'Cảm ơn anh/chị. Chúng tôi đã gửi xác nhận kèm lời mời vào lịch qua email.'
    : 'Cảm ơn anh/chị. Anh/chị có thể thêm buổi demo vào lịch của mình bằng nút “Thêm vào lịch”.';
}

/** Without an e-mail, this page is the visitor's only way back to the booking: they are told to keep it. */
function keepThisPage(mailed: boolean, changeable: boolean): string | undefined {
  if (mailed || !changeable) return undefined;
  return 'Anh/chị vui lòng lưu lại trang này (đánh dấu trang hoặc giữ đường dẫn) để đổi giờ hoặc hủy lịch khi cần; buổi demo anh/chị thêm vào lịch cũng kèm đường dẫn để đổi giờ hoặc hủy.';
}

/** The page a booking (or a change) lands on: the demo's facts, the calendar file, change and cancel. */
export function MeetingConfirmation({
  meeting,
  hostName,
  calendarHref,
  googleCalendarHref,
  rescheduleHref,
  cancelHref,
  mailed,
}: MeetingConfirmationProps) {
  // Every change raises the meeting's sequence; a booked one with changes was given a new time.
  const moved = meeting.sequence > 0;
  const keep = keepThisPage(mailed, Boolean(cancelHref));
  if (meeting.status === 'cancelled')
    return (
      <BookingSection
        title="Lịch demo đã được hủy"
        intro="Lịch hẹn này đã được hủy. Anh/chị có thể đặt một giờ khác bất cứ lúc nào."
      >
        <MeetingDetails meeting={meeting} hostName={hostName} />
        <a href="/dat-lich-demo" className={`${buttonVariants()} mt-6`}>
          Đặt lịch demo mới
        </a>
      </BookingSection>
    );
  return (
    <BookingSection
      title={moved ? 'Lịch demo đã được đổi giờ' : 'Lịch demo đã được đặt'}
      intro={confirmationIntro(moved, mailed)}
    >
      <MeetingDetails meeting={meeting} hostName={hostName} />
      {keep && <p className="mt-6 rounded-lg bg-secondary p-4">{keep}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={calendarHref} className={buttonVariants()}>
          <Icon name="calendar-days" /> Thêm vào lịch
        </a>
        {googleCalendarHref && (
          <a
            href={googleCalendarHref}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline' })}
          >
            Thêm vào Google Lịch
          </a>
        )}
        {rescheduleHref && (
          <a href={rescheduleHref} className={buttonVariants({ variant: 'outline' })}>
            Đổi giờ
          </a>
        )}
        {cancelHref && (
          <a href={cancelHref} className={buttonVariants({ variant: 'outline' })}>
            Hủy lịch
          </a>
        )}
      </div>
    </BookingSection>
  );
}
