import type * as React from 'react';
import type { SiteConfig } from '@/lib/site-config';
import { ContactChannels } from './contact-channels';
import { LeadFormCard } from './lead-form-card';

/** '#contact' on the landing page: how to reach sales, and the trial form (`children`). */
export function LandingContact({ site, children }: { site: SiteConfig; children: React.ReactNode }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-secondary">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            Sẵn sàng bắt đầu?
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Anh/chị dùng thử đầy đủ tính năng trong 15 ngày. Chúng tôi cài đặt, nhập dữ liệu phòng và hướng dẫn nhân
            viên miễn phí.
          </p>
          <ContactChannels site={site} className="mt-10" />
        </div>
        <LeadFormCard
          title="Đăng ký dùng thử miễn phí"
          intro="Điền 4 thông tin, chúng tôi gọi lại trong vòng 24 giờ để kích hoạt tài khoản dùng thử."
        >
          {children}
        </LeadFormCard>
      </div>
    </section>
  );
}
