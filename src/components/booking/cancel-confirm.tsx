import { Button } from '@/components/ui/button';
import type { VisitorMeeting } from '@/lib/booking/visitor-meeting';
import { BookingSection } from './booking-section';
import { MeetingDetails } from './meeting-details';

/** 'Hủy lịch': the demo, and a button that posts the cancellation (opening the link alone changes nothing). */
export function CancelConfirm({
  meeting,
  hostName,
  action,
  viewHref,
  error,
}: {
  meeting: VisitorMeeting;
  hostName: string | null;
  action: string;
  viewHref: string;
  /** Why the last press cancelled nothing (too many requests from this address). */
  error?: string | undefined;
}) {
  return (
    <BookingSection
      title="Hủy lịch demo?"
      intro="Anh/chị có chắc muốn hủy lịch hẹn này? Chúng tôi sẽ báo cho người tư vấn."
      notice={error}
    >
      <MeetingDetails meeting={meeting} hostName={hostName} />
      <form method="post" action={action} className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" size="lg">
          Hủy lịch demo
        </Button>
        <a
          href={viewHref}
          className="inline-flex min-h-12 items-center font-bold text-primary underline underline-offset-2"
        >
          Giữ lịch hẹn
        </a>
      </form>
    </BookingSection>
  );
}
