import { CalendarDays, Phone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import type { SiteConfig } from '@/lib/site-config';

/**
 * 'Đặt lịch demo trực tiếp' on the contact page. SLOT for the lead-capture issue (#4): the booking
 * button will open the demo-request form; until then it starts an e-mail to sales.
 */
export function DemoBooking({ site }: { site: SiteConfig }) {
  return (
    <section aria-labelledby="demo-booking-heading" className="rounded-xl bg-primary p-8 text-primary-foreground">
      <h2 id="demo-booking-heading" className="text-2xl font-bold">
        Đặt lịch demo trực tiếp
      </h2>
      <p className="mt-3">
        Chuyên viên của chúng tôi trình diễn phần mềm trên dữ liệu giống khách sạn của bạn trong 30 phút, qua video hoặc
        tại khách sạn ở TP. Hồ Chí Minh.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          data-lead-form-slot="demo"
          href={`mailto:${site.salesEmail}?subject=${encodeURIComponent('Đặt lịch demo miễn phí')}`}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <CalendarDays aria-hidden="true" /> Đặt lịch demo miễn phí
        </a>
        <a
          href={site.hotline.href}
          className={`${buttonVariants({ variant: 'outline' })} border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover`}
        >
          <Phone aria-hidden="true" /> Gọi ngay: {site.hotline.display}
        </a>
      </div>
    </section>
  );
}
