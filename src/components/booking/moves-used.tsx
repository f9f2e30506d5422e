import { CallOrZalo } from '@/components/forms/call-or-zalo';
import { buttonVariants } from '@/components/ui/button';
import type { VisitorMeeting } from '@/lib/booking/visitor-meeting';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { BookingSection } from './booking-section';
import { MeetingDetails } from './meeting-details';

/** 'Đổi giờ' once a booking's changes of time are used up: why, the demo as it stands, cancel or call. */
export function MovesUsed({
  meeting,
  hostName,
  message,
  cancelHref,
  viewHref,
  contactLinks,
}: {
  meeting: VisitorMeeting;
  hostName: string | null;
  message: string;
  cancelHref: string;
  viewHref: string;
  contactLinks: ContactLinks;
}) {
  return (
    <BookingSection
      title="Đổi giờ demo"
      notice={message}
      intro={
        <p>
          Cần hỗ trợ, anh/chị vui lòng <CallOrZalo contactLinks={contactLinks} />
        </p>
      }
    >
      <MeetingDetails meeting={meeting} hostName={hostName} />
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={viewHref} className={buttonVariants()}>
          Giữ giờ hiện tại
        </a>
        <a href={cancelHref} className={buttonVariants({ variant: 'outline' })}>
          Hủy lịch
        </a>
      </div>
    </BookingSection>
  );
}
