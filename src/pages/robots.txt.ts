import type { APIRoute } from 'astro';
import { siteConfig } from '@/lib/site-config';

/** /robots.txt: everything public is crawlable; the API, the staff area and the thank-you page are not. */
export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /cam-on',
      'Disallow: /gui-yeu-cau',
      '',
      `Sitemap: ${new URL('/sitemap.xml', siteConfig.siteUrl).href}`,
      '',
    ].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
