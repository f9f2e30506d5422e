import { Icon } from '@/components/ui/icon';
import type { SiteConfig } from '@/lib/site-config';
import { footerNav } from '@/lib/navigation';

// 44 px tall, as every tap target on a phone (tests/e2e/tap-targets.ts): the lists need no gap.
// One utility (global.css), as the page's first response has few bytes to spare.
const linkClass = 'footer-link';

/** Site footer: what we do, where every page is, how to reach sales, who we are legally. */
export function SiteFooter({ site, year }: { site: SiteConfig; /** This year in Vietnam. */ year: number }) {
  // From the year the site's copyright starts to this one: '© 2025–2026'.
  const years = year > site.copyrightYear ? `${site.copyrightYear}–${year}` : String(site.copyrightYear);
  return (
    <footer className="bg-footer pb-24 text-sm text-footer-foreground print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-footer-heading">{site.brand}</p>
          <p className="mt-3 leading-relaxed">
            Phần mềm quản lý khách sạn, kết nối OTA, chatbot AI và thiết bị thông minh cho khách sạn Việt Nam.
          </p>
        </div>
        {footerNav.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-bold text-footer-heading">{group.title}</h2>
            <ul className="mt-1 grid">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="font-bold text-footer-heading">Liên hệ</h2>
          <ul className="mt-1 grid [&_svg]:size-4 [&_svg]:shrink-0">
            <li className="flex items-center gap-2">
              <Icon name="phone" />
              <a href={site.hotline.href} className={linkClass}>
                Hotline: {site.hotline.display}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="mail" />
              <a href={`mailto:${site.salesEmail}`} className={linkClass}>
                {site.salesEmail}
              </a>
            </li>
            <li className="flex items-start gap-2 pt-3">
              <Icon name="map-pin" className="mt-0.5" />
              <address className="not-italic">{site.officeAddress}</address>
            </li>
          </ul>
          {site.social?.length ? (
            <ul aria-label="Mạng xã hội" className="mt-1 flex flex-wrap gap-x-4">
              {site.social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener" className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="mx-auto mt-10 max-w-7xl border-t border-white/15 px-4 pt-6 sm:px-6">
        {site.legalName && (
          <p>
            {site.legalName}
            {site.businessRegistrationNumber && <> · Mã số doanh nghiệp: {site.businessRegistrationNumber}</>}
          </p>
        )}
        <p className="mt-1">
          © {years} {site.brand}.
        </p>
      </div>
    </footer>
  );
}
