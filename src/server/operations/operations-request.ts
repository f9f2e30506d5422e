import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { StorageSpace } from '../db/storage-space.ts';
import { log } from '../log.ts';
import { metricsToken } from '../metrics/metrics-config.ts';
import { siteMetrics } from '../metrics/metrics-registry.ts';
import { readinessChecker } from './readiness.ts';

// The operator's three addresses, answered at the node level before Astro: no middleware, no
// session, no cookie, no log line per request (a load balancer polls every second), and not counted
// in the request metric they would otherwise drown. Without METRICS_TOKEN, /metrics is the site's
// ordinary 404 page.
const operationPaths = new Set(['/healthz', '/readyz', ...(metricsToken() ? ['/metrics'] : [])]);

/** Whether `req` is for /healthz, /readyz or (when on) /metrics; the query is ignored. */
export function isOperationsRequest(req: IncomingMessage): boolean {
  return operationPaths.has((req.url ?? '').split('?', 1)[0]!);
}

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

// Compared as hashes: equal lengths for timingSafeEqual, and no early exit on the first wrong byte.
const digest = (value: string) => createHash('sha256').update(value).digest();

function authorised(req: IncomingMessage, token: string): boolean {
  const match = /^Bearer ([\x21-\x7e]+)$/.exec(req.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

async function serveMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const metrics = siteMetrics()!;
  if (!authorised(req, metricsToken()!))
    return reply(res, 401, 'Cần mã truy cập hợp lệ (Authorization: Bearer).\n', {
      'www-authenticate': 'Bearer realm="metrics"',
    });
  reply(res, 200, await metrics.registry.metrics(), { 'content-type': metrics.registry.contentType });
}

/**
 * Answers /healthz, /readyz and /metrics; `stopping()` makes /readyz say 503 from then on, as does a
 * SQLite data folder without room (`space`).
 */
export function createOperationsHandler(
  db: Kysely<Database>,
  space?: StorageSpace,
): {
  serve: (req: IncomingMessage, res: ServerResponse) => void;
  stopping: () => void;
} {
  const readiness = readinessChecker(db, space);
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return reply(res, 405, 'Phương thức không được hỗ trợ.\n', { allow: 'GET, HEAD' });
    const path = req.url!.split('?', 1)[0];
    // Up while this process answers: no database call, so a database outage does not restart it.
    if (path === '/healthz') return reply(res, 200, { status: 'ok' });
    if (path === '/readyz') {
      const state = await readiness.check();
      return state.ready
        ? reply(res, 200, { status: 'ready' })
        : reply(res, 503, { status: 'unavailable', reason: state.reason });
    }
    await serveMetrics(req, res);
  };
  return {
    serve: (req, res) => {
      // Whatever a request sends, it is not read: drain it so the socket is not left half-read.
      req.resume();
      route(req, res).catch((error: unknown) => {
        log.error('operations_request_failed', { path: req.url, error });
        if (res.headersSent) res.destroy();
        else reply(res, 500, 'Đã có lỗi xảy ra.\n');
      });
    },
    stopping: readiness.stopping,
  };
}
