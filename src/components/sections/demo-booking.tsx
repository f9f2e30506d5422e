import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button';
import type { SiteConfig } from '@/lib/site-config';

/** A free slot offered on the contact page: its key for the booking page and how it reads. */
export interface OfferedSlot {
  key: string;
  label: string;
}

const slotLinkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-primary-foreground px-3 font-bold hover:bg-primary-hover';

/**
 * 'Đặt lịch demo trực tiếp' on the contact page: the next free slots, each a link to the booking
 * page with it chosen, and the way to every slot. Plain links: no JavaScript.
 */
export function DemoBooking({
  site,
  slots,
  onsiteAreas,
}: {
  site: SiteConfig;
  slots: OfferedSlot[];
  /** Where demos at the hotel are offered (the owner's list); empty: online only. */
  onsiteAreas: string[];
}) {
  return (
    <section aria-labelledby="demo-booking-heading" className="rounded-xl bg-primary p-8 text-primary-foreground">
      <h2 id="demo-booking-heading" className="text-2xl font-bold">
        Đặt lịch demo trực tiếp
      </h2>
      <p className="mt-3">
        Trong 30 phút, chuyên viên của chúng tôi trình diễn phần mềm trên dữ liệu giống khách sạn của anh/chị, qua gọi
        video{onsiteAreas.length > 0 && ` hoặc ngay tại khách sạn ở ${onsiteAreas.join(', ')}`}.
      </p>
      {slots.length > 0 && (
        <>
          <h3 className="mt-6 font-bold">Giờ trống gần nhất</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {slots.map((slot) => (
              <li key={slot.key}>
                <a href={`/dat-lich-demo?gio=${slot.key}`} className={slotLinkClass}>
                  {slot.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="/dat-lich-demo" className={buttonVariants({ variant: 'secondary' })}>
          <Icon name="calendar-days" /> Xem tất cả khung giờ
        </a>
        <a
          href={site.hotline.href}
          className={`${buttonVariants({ variant: 'outline' })} border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover`}
        >
          <Icon name="phone" /> Gọi ngay: {site.hotline.display}
        </a>
      </div>
    </section>
  );
}
