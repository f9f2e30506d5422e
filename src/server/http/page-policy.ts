import type { MiddlewareHandler } from 'astro';
import { policyForPage } from './page-csp.ts';

const policyHeader = 'content-security-policy';

/**
 * Cuts a rendered page's Content-Security-Policy to the hashes of the inline scripts and styles it
 * carries, as the build does for prerendered pages (page-csp.ts says why): Astro lists the whole
 * site's, header bytes the landing page's first round trip cannot spare. The page is read
 * whole to know what it carries; readers' pages are a few dozen KB, rendered in milliseconds, and
 * the route cache keeps the cut copy, so a cached page pays nothing more.
 */
export const cutPagePolicy: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  const policy = response.headers.get(policyHeader);
  if (!policy || !response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set(policyHeader, policyForPage(policy, html));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
};
