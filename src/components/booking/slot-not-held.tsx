import { CallOrZalo } from '@/components/forms/call-or-zalo';
import { buttonVariants } from '@/components/ui/button';
import { slotNotHeldMessage } from '@/lib/booking/booking-messages';
import type { ContactLinks } from '@/lib/leads/contact-links';
import { BookingSection } from './booking-section';

/**
 * Where a booking lands when its request was stored but no time was held: plainly not a booking,
 * with the hotline. The same words whatever the reason, naming no demo the person may already have.
 */
export function SlotNotHeld({ contactLinks }: { contactLinks: ContactLinks }) {
  return (
    <BookingSection
      title="Lịch demo chưa được đặt"
      intro={
        <>
          <p className="font-bold text-foreground">{slotNotHeldMessage}</p>
          <p className="mt-3">
            Yêu cầu này chưa phải là lịch hẹn. Nếu cần trao đổi sớm, anh/chị có thể{' '}
            <CallOrZalo contactLinks={contactLinks} />
          </p>
        </>
      }
    >
      <a href="/" className={buttonVariants()}>
        Về trang chủ
      </a>
    </BookingSection>
  );
}
