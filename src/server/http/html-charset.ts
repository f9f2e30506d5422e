import type { MiddlewareHandler } from 'astro';

/**
 * A rendered page says its encoding in its Content-Type, as the build's own files do
 * (scripts/lib/precompressed-files.ts). With a bare `text/html` Chrome decodes the page on its
 * sniffing path until it meets the <meta charset>: in traces of the landing page that decoding took
 * longer, on the main thread, before the first layout (bench/results/lighthouse-*.md).
 */
export const declareHtmlCharset: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (response.headers.get('content-type') !== 'text/html') return response;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
