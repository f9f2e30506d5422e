import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Negotiator from 'negotiator';
import send from 'send';

/** Text files the build compresses ahead, with the type they are served as. */
export const precompressibleTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export const precompressedSuffix = '.br';

/** Astro's hashed build assets: their names change with their content, so browsers may keep them. */
const immutableAssets = '/_astro/';

/** Where the adapter records the headers of prerendered pages (their Content-Security-Policy). */
interface PageHeaders {
  pathname: string;
  headers: { key: string; value: string }[];
}

/** Answers a request with a brotli copy written by the build, or returns false to let Astro answer. */
export type PrecompressedHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Serves the brotli copies `precompress()` wrote beside the client build, to browsers that take br,
 * with what Astro would have sent with the file: the page's headers (CSP), its type, and a year of
 * caching for hashed assets. Everything else (other encodings, pages rendered on demand, files
 * without a copy) is left to Astro and the on-the-fly compression.
 */
export function precompressedFiles(clientDir: string, headersFile: string): PrecompressedHandler {
  const copies = brotliCopies(clientDir);
  const headersByPage = new Map(readPageHeaders(headersFile).map((page) => [page.pathname, page.headers]));

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (new Negotiator(req).encoding(['br', 'identity']) !== 'br') return false;
    const pathname = requestPath(req.url);
    const file = pathname && fileFor(pathname, copies);
    if (!file) return false;

    res.setHeader('Content-Type', precompressibleTypes[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    for (const { key, value } of headersByPage.get(pathname) ?? []) res.setHeader(key, value);
    // Pages: 'no-cache' (check the ETag before each use) says what send's 'public, max-age=0' says, in
    // 9 bytes fewer.
    res.setHeader(
      'Cache-Control',
      file.startsWith(immutableAssets) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );

    // The ETag alone answers revalidation; Last-Modified and Accept-Ranges would only add 70 bytes
    // of header to every first response (the landing page's must fit one round trip, 14 KB).
    send(req, file + precompressedSuffix, {
      root: clientDir,
      dotfiles: 'deny',
      lastModified: false,
      acceptRanges: false,
    })
      .on('error', (error: { status?: number }) => {
        // The copy was listed at start; gone now means the build changed under the server.
        if (res.headersSent) return void res.destroy();
        // Nor a year of caching for the error that stands in for it.
        res.removeHeader('Content-Encoding');
        res.removeHeader('Cache-Control');
        res.writeHead(error.status ?? 500).end();
      })
      .pipe(res);
    return true;
  };
}

/** The build files (as URL paths, without `.br`) that have a brotli copy. */
function brotliCopies(clientDir: string): Set<string> {
  if (!existsSync(clientDir)) return new Set();
  return new Set(
    readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith(precompressedSuffix))
      .map((name) => `/${name.slice(0, -precompressedSuffix.length).split(path.sep).join('/')}`),
  );
}

/** The paths of the prerendered pages, as the adapter listed them. */
export function prerenderedPaths(headersFile: string): string[] {
  return readPageHeaders(headersFile).map((page) => page.pathname);
}

function readPageHeaders(headersFile: string): PageHeaders[] {
  return existsSync(headersFile) ? (JSON.parse(readFileSync(headersFile, 'utf8')) as PageHeaders[]) : [];
}

/** The decoded path of a request URL, or null when it cannot be decoded. */
function requestPath(url: string | undefined): string | null {
  const pathname = (url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

/**
 * The file Astro would serve for this path (build.format 'preserve', trailingSlash 'never'): the page
 * `x/index.html` or `x.html` for `/x`, any other file by its own name. A page asked for by its file
 * name (`/index.html`) is left to Astro, which serves it without the page's headers.
 */
function fileFor(pathname: string, copies: Set<string>): string | null {
  const candidates =
    pathname === '/'
      ? ['/index.html']
      : pathname.endsWith('.html') || pathname.endsWith('/')
        ? []
        : [pathname, `${pathname}/index.html`, `${pathname}.html`];
  return candidates.find((candidate) => copies.has(candidate)) ?? null;
}
