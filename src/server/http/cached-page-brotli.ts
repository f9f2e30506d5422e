import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// A cached page is the same bytes for every visitor until a publication drops it, so it is worth
// compressing once at brotli's best (quality 11) instead of at quality 6 on every request: for the
// landing page that is the difference between one round trip and two. Quality 11 takes far more
// CPU, too slow for a request: it runs on libuv's thread pool after the first
// visitor is served (at quality 6, by scripts/serve.ts), and later visitors get the stored copy.

const brotli = promisify(zlib.brotliCompress);
const bestQuality = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** As many pages as the route cache holds: the compressed copies' memory stays bounded. */
const maxStored = 1_000;

/** Compressed copies by the SHA-1 of the page's bytes: the same page under two cache keys shares one. */
const stored = new Map<string, Uint8Array<ArrayBuffer>>();
const underway = new Set<string>();

function keep(key: string, compressed: Uint8Array<ArrayBuffer>): void {
  if (stored.size >= maxStored) stored.delete(stored.keys().next().value!);
  stored.set(key, compressed);
}

/** Starts compressing `body` once (a second request meanwhile does not start another). */
function compressLater(key: string, body: Uint8Array): void {
  if (underway.has(key)) return;
  underway.add(key);
  brotli(body, bestQuality)
    .then((compressed) => keep(key, new Uint8Array(compressed)))
    // A failed compression only leaves the page to quality 6: nothing for a visitor to see.
    .catch(() => undefined)
    .finally(() => underway.delete(key));
}

const acceptsBrotli = (request: Request) => /\bbr\b/.test(request.headers.get('accept-encoding') ?? '');

/**
 * `response` (a page the route cache served or just stored) as its stored brotli copy when the
 * browser takes brotli and the copy is ready; otherwise the same page, its copy made in the background.
 */
export async function withBestBrotli(request: Request, response: Response): Promise<Response> {
  const fromCache = response.headers.has('x-astro-cache');
  const html = response.headers.get('content-type')?.startsWith('text/html');
  if (!fromCache || !html || response.status !== 200 || response.headers.has('content-encoding')) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const key = createHash('sha1').update(body).digest('base64');
  const compressed = stored.get(key);
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (!compressed) compressLater(key, body);
  if (!compressed || !acceptsBrotli(request)) return new Response(body, { status: 200, headers });
  headers.set('content-encoding', 'br');
  headers.set('content-length', String(compressed.byteLength));
  return new Response(compressed, { status: 200, headers });
}
