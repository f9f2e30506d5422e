import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-set';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { mapsSearchUrl } from '@/lib/maps';
import type { SiteConfig } from '@/lib/site-config';

const linkClass = 'font-bold text-primary underline-offset-4 hover:underline';

// A <dl> group may hold only <dt> and <dd>, so the icon sits inside the <dt>, placed in the margin.
function Channel({ icon, title, children }: { icon: IconName; title: string; children: React.ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="font-bold">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 grid size-11 place-items-center rounded-lg bg-secondary text-primary"
        >
          <Icon name={icon} className="size-5" />
        </span>
        {title}
      </dt>
      <dd className="mt-1 text-muted-foreground">{children}</dd>
    </div>
  );
}

/**
 * Hotline, sales e-mail and office (with a maps link), and optionally the office hours with the paid
 * plans' incident line: the support model of the feature list and the pricing table.
 */
export function ContactChannels({
  site,
  showHours = false,
  className,
}: {
  site: SiteConfig;
  showHours?: boolean;
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-6', className)}>
      <Channel icon="phone" title="Hotline">
        <a href={site.hotline.href} className={linkClass}>
          {site.hotline.display}
        </a>
        <br />
        {site.hotline.hours}
      </Channel>
      <Channel icon="mail" title="Email kinh doanh">
        <a href={`mailto:${site.salesEmail}`} className={linkClass}>
          {site.salesEmail}
        </a>
        <br />
        Phản hồi trong vòng 24 giờ
      </Channel>
      <Channel icon="map-pin" title="Văn phòng TP. Hồ Chí Minh">
        <address className="not-italic">{site.officeAddress}</address>
        <a href={site.mapUrl ?? mapsSearchUrl(site.officeAddress)} target="_blank" rel="noopener" className={linkClass}>
          Xem trên bản đồ
        </a>
      </Channel>
      {showHours && (
        <Channel icon="clock" title="Giờ làm việc văn phòng">
          <ul>
            {site.officeHours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-1">Khách sạn dùng gói trả phí có số trực sự cố 24/7.</p>
        </Channel>
      )}
    </dl>
  );
}
