import type { APIRoute } from 'astro';
import source from '@/scripts/admin-sw.js?raw';

export const prerender = false;

/**
 * The back office's service worker. Its scope is /admin (the owners' inbox is /admin itself), which its
 * folder alone would not allow: Service-Worker-Allowed says so, and no further. Checked
 * for an update on every visit (no-cache); served to anyone, as a browser fetches it without asking.
 */
export const GET: APIRoute = () =>
  new Response(source, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'service-worker-allowed': '/admin',
    },
  });
