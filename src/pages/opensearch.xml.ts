import type { APIRoute } from 'astro';
import { openSearchDescription, openSearchType } from '@/lib/seo/opensearch';
import { siteConfig } from '@/lib/site-config';

// On demand: a prerendered .xml file would be served as application/xml, and browsers only take the
// description under its own type. It names the site's address and brand, both from the configuration.
export const prerender = false;

/** /opensearch.xml: the site search, for browsers to add (linked from every page's head). */
export const GET: APIRoute = () =>
  new Response(openSearchDescription(siteConfig), {
    headers: { 'content-type': `${openSearchType}; charset=utf-8`, 'cache-control': 'public, max-age=86400' },
  });
