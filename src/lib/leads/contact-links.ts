import type { SiteConfig } from '../site-config';

/** The ways to reach the team that a lead form offers when it cannot be sent. */
export interface ContactLinks {
  hotline: { display: string; href: string };
  zaloUrl: string;
}

/** The links from `site` (the company's details as saved, `currentSite`): only these reach the islands' props. */
export function contactLinksOf(site: Pick<SiteConfig, 'hotline' | 'zaloUrl'>): ContactLinks {
  return { hotline: { display: site.hotline.display, href: site.hotline.href }, zaloUrl: site.zaloUrl };
}
