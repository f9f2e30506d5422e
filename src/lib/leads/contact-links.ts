import type { SiteConfig } from '../site-config';

/** The ways to reach the team that a lead form offers when it cannot be sent. */
export interface ContactLinks {
  hotline: { display: string; href: string };
  zaloUrl: string;
}

/**
 * The links from `site`: only these reach the islands' props. Company details are moving to the
 * database; pages then pass the stored ones here instead of siteConfig.
 */
export function contactLinksOf(site: Pick<SiteConfig, 'hotline' | 'zaloUrl'>): ContactLinks {
  return { hotline: { display: site.hotline.display, href: site.hotline.href }, zaloUrl: site.zaloUrl };
}
