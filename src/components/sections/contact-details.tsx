import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { SiteConfig } from '@/lib/site-config';

/** How to reach the company: hotline, e-mail, office, and when each answers. */
export function ContactDetails({ site }: { site: SiteConfig }) {
  return (
    <section aria-labelledby="contact-details-heading" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h2 id="contact-details-heading" className="text-2xl font-bold">
        Thông tin liên hệ
      </h2>
      <dl className="mt-8 grid gap-6 sm:grid-cols-2 [&_dt]:flex [&_dt]:items-center [&_dt]:gap-2 [&_dt]:font-bold [&_dd]:mt-1 [&_dd]:text-muted-foreground [&_svg]:size-5 [&_svg]:text-primary">
        <div>
          <dt>
            <Phone aria-hidden="true" /> Hotline
          </dt>
          <dd>
            <a href={site.hotline.href} className="font-bold text-primary underline-offset-4 hover:underline">
              {site.hotline.display}
            </a>{' '}
            ({site.hotline.hours})
          </dd>
        </div>
        <div>
          <dt>
            <Mail aria-hidden="true" /> Email kinh doanh
          </dt>
          <dd>
            <a href={`mailto:${site.salesEmail}`} className="font-bold text-primary underline-offset-4 hover:underline">
              {site.salesEmail}
            </a>
            <br />
            Phản hồi trong vòng 24 giờ.
          </dd>
        </div>
        <div>
          <dt>
            <MapPin aria-hidden="true" /> Văn phòng TP. Hồ Chí Minh
          </dt>
          <dd>
            <address className="not-italic">{site.officeAddress}</address>
          </dd>
        </div>
        <div>
          <dt>
            <Clock aria-hidden="true" /> Giờ làm việc
          </dt>
          <dd>
            <ul>
              {site.officeHours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
