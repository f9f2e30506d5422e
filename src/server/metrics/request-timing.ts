import type { IncomingMessage, ServerResponse } from 'node:http';
import { siteMetrics } from './metrics-registry.ts';
import { withRouteNote, type RouteNote } from './request-route.ts';

/** Serves one request; the timer wraps it. */
type Serve = (req: IncomingMessage, res: ServerResponse) => void;

const countedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A URL's path, without its query, and with one trailing slash dropped. */
function pagePath(url: string | undefined): string {
  const pathname = (url ?? '/').split('?', 1)[0]!;
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Which route answered, as a label: the pattern Astro's middleware noted; else a prerendered page's
 * own path (the build fixes that list); else 'static' for a build file, 'error' for a failure before
 * any route, or 'unmatched' for what nothing served. A random address therefore never becomes a label of its own.
 */
function routeLabel(
  note: RouteNote,
  req: IncomingMessage,
  status: number,
  prerenderedPages: ReadonlySet<string>,
): string {
  if (note.route) return note.route;
  const page = pagePath(req.url);
  if (prerenderedPages.has(page)) return page;
  // A 500 with no route: something threw before a route took the request (serveSafely caught it).
  if (status >= 500) return 'error';
  return status < 400 ? 'static' : 'unmatched';
}

/**
 * Wraps `serve` so each request is timed from arrival to the end of its answer, labelled by route
 * pattern, method and status class; `serve` itself when metrics are off.
 */
export function timeRequests(serve: Serve, prerenderedPaths: readonly string[]): Serve {
  const metrics = siteMetrics();
  if (!metrics) return serve;
  const prerenderedPages = new Set(prerenderedPaths.map(pagePath));
  return (req, res) => {
    const started = process.hrtime.bigint();
    const note: RouteNote = {};
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = countedMethods.has(req.method ?? '') ? req.method! : 'other';
      // Closed before the answer was complete: the visitor left, or the server cut a slow sender off.
      const statusClass = res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';
      metrics.requestSeconds.observe(
        { route: routeLabel(note, req, res.statusCode, prerenderedPages), method, status_class: statusClass },
        seconds,
      );
    });
    withRouteNote(note, () => serve(req, res));
  };
}
