import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button';
import { dialogOpeners } from '@/lib/dialog-openers';
import type { SiteConfig } from '@/lib/site-config';

/**
 * 'Đặt lịch demo trực tiếp' on the contact page. The booking link leads to the demo-request form
 * page; once the demo-request dialog island runs, it opens the form in a dialog instead.
 */
export function DemoBooking({ site }: { site: SiteConfig }) {
  return (
    <section aria-labelledby="demo-booking-heading" className="rounded-xl bg-primary p-8 text-primary-foreground">
      <h2 id="demo-booking-heading" className="text-2xl font-bold">
        Đặt lịch demo trực tiếp
      </h2>
      <p className="mt-3">
        Trong 30 phút, chuyên viên của chúng tôi trình diễn phần mềm trên dữ liệu giống khách sạn của anh/chị, qua gọi
        video hoặc ngay tại khách sạn ở TP. Hồ Chí Minh.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          {...{ [dialogOpeners.demoRequest]: true }}
          href="/gui-yeu-cau?form=demo"
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Icon name="calendar-days" /> Đặt lịch demo miễn phí
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
