import { CallOrZalo } from '@/components/forms/call-or-zalo';
import { buttonVariants } from '@/components/ui/button';
import { deadLinkAdvice } from '@/lib/booking/mail-promises';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { BookingSection } from './booking-section';

/** A visitor's meeting link that no longer works (altered, replaced by a change, or past its meeting). */
export function DeadLink({ contactLinks, sendsEmail }: { contactLinks: ContactLinks; sendsEmail: boolean }) {
  return (
    <BookingSection
      title="Liên kết này không còn dùng được"
      intro={
        <p>
          Liên kết có thể đã hết hạn, đã được thay bằng liên kết mới sau khi lịch hẹn thay đổi, hoặc bị sai một phần.
          {deadLinkAdvice(sendsEmail)} <CallOrZalo contactLinks={contactLinks} />
        </p>
      }
    >
      <a href="/dat-lich-demo" className={buttonVariants()}>
        Đặt lịch demo mới
      </a>
    </BookingSection>
  );
}
