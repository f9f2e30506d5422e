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
  rescheduleHref?: string | undefined;
  cancelHref?: string | undefined;
  /** Whether the visitor was e-mailed this version of the meeting: the page says so only then. */
  mailed: boolean;
}

/** The page a booking (or a change) lands on: the demo's facts, the calendar file, change and cancel. */
export function MeetingConfirmation({
  meeting,
  hostName,
  calendarHref,
  rescheduleHref,
  cancelHref,
  mailed,
}: MeetingConfirmationProps) {
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
      title="Lịch demo đã được đặt"
      intro={
        mailed
          ? 'Cảm ơn anh/chị. Chúng tôi đã gửi xác nhận kèm lời mời vào lịch qua email.'
          : 'Cảm ơn anh/chị. Anh/chị có thể thêm buổi demo vào lịch của mình bằng nút “Thêm vào lịch”.'
      }
    >
      <MeetingDetails meeting={meeting} hostName={hostName} />
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={calendarHref} className={buttonVariants()}>
          <Icon name="calendar-days" /> Thêm vào lịch
        </a>
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
