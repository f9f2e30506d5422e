import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { getDb } from '../src/server/db/instance.ts';
import { log } from '../src/server/log.ts';
import {
  connectionsCheckingIntervalMs,
  headersTimeoutMs,
  keepAliveTimeoutMs,
  requestTimeoutMs,
} from './lib/connection-timeouts.ts';
import { keepServingOnStrayErrors } from './lib/last-resort.ts';
import { precompressedFiles, prerenderedPaths } from './lib/precompressed-files.ts';
import { preflight } from './lib/preflight.ts';
import { prepareDatabase } from './lib/prepare-database.ts';
import {
  answeredOversizeBody,
  collapseLeadingSlashes,
  refuseTunnel,
  refuseUnreadableTarget,
  refuseUnservable,
} from './lib/request-gate.ts';
import { applySecurityHeaders } from './lib/security-headers.ts';
import { settleClientAddress } from './lib/settle-client-address.ts';
import { keepServerLock } from './lib/server-lock.ts';

// Serves the production build: checks configuration, migrates the database, serves the Astro node
// handler with brotli or gzip (phones on 4G pay for every byte), starts every feature's background
// jobs, and stops cleanly on SIGTERM/SIGINT: in-flight requests and deliveries finish (or deliveries
// are given back to the outbox), then the process exits 0.

const shutdownGraceMs = 10_000;

const config = await preflight();
keepServingOnStrayErrors();

// Imported only now: it reads the site configuration, which must have passed the preflight check.
const { settingsChangedSinceBuild } = await import('./lib/build-stamp.ts');
// Prerendered pages carry the site settings: serving them under other ones would publish, say, the
// old SITE_URL in every canonical link. `npm start` rebuilds in that case; `npm run serve` refuses.
const changedSettings = settingsChangedSinceBuild(process.cwd(), process.env);
if (changedSettings.length) {
  console.error(
    `The build in dist/ was made with other values of ${changedSettings.join(', ')}: run \`npm start\` (it rebuilds) or \`npm run build\` first.`,
  );
  process.exit(1);
}

// On SQLite, a lock on the data folder for as long as the server runs: a restore refuses to replace
// the database under it.
let releaseServerLock = () => {};
if (config.db.dialect === 'sqlite') {
  try {
    releaseServerLock = keepServerLock(path.dirname(config.db.file));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

// The same handle the server bundle uses (see instance.ts): one SQLite writer per process.
const db = getDb();
try {
  await prepareDatabase(db, config.db);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// The built entry would start its own server on import; we start ours around its handler instead.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// React picks its build from NODE_ENV as it loads (with the site, just below): unset, every page was
// rendered by React's development build, checks and warnings included, several times slower. An
// operator who sets another value on purpose keeps it.
process.env.NODE_ENV ??= 'production';
type AstroHandler = (req: IncomingMessage, res: ServerResponse) => void;
const entry = pathToFileURL(path.resolve('dist/server/entry.mjs')).href;
const { handler } = (await import(entry)) as { handler: AstroHandler };
// compression is typed for Express but only uses what node:http's request and response provide.
type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
// Brotli at quality 6 when the browser takes it: the package's default, 4, made the landing page
// larger than gzip; 6 makes it smaller for little more CPU.
const gzip = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
}) as unknown as NodeMiddleware;
// Prerendered pages and build assets go out as the build compressed them (brotli 11, smaller still).
const precompressed = precompressedFiles(path.resolve('dist/client'), path.resolve('dist/_headers.json'));

// Imported after preflight: these modules read (and would throw on) the environment as they load.
const { requestPolicy } = await import('../src/server/request-policy.ts');
// On SQLite, the data folder's free space: a full disk shows in /readyz, /metrics and the log.
const { dataFolderSpace } = await import('../src/server/db/storage-space.ts');
const space = config.db.dialect === 'sqlite' ? dataFolderSpace(path.dirname(config.db.file)) : undefined;
// Every feature's background work (src/server/jobs/registry.ts): the notifier, prunings, digests, the
// AVIF worker, the first content import, the scheduler and the page cache's sync, backups, gauges.
const { startJobs } = await import('../src/server/jobs/start-jobs.ts');
const { backgroundJobs } = await import('../src/server/jobs/registry.ts');
const jobs = await startJobs(backgroundJobs, { db, dbConfig: config.db, space, graceMs: shutdownGraceMs });
// Image uploads are served here, before Astro, whose adapter caps every body at 64 KB.
const { createUploadHandler, isUploadRequest } = await import('../src/server/media/index.ts');
const uploadImage = createUploadHandler(db);
// Readers' pages wait for the first content import's items (started with the jobs), and so does the port.
const { firstImportSettled } = await import('../src/server/content/index.ts');
// /healthz, /readyz and /metrics; with METRICS_TOKEN set, every request is timed by route pattern.
const { createOperationsHandler, isOperationsRequest } = await import('../src/server/operations/index.ts');
const operations = createOperationsHandler(db, space);
const { timeRequests } = await import('../src/server/metrics/request-timing.ts');
const { noteRouteHere } = await import('../src/server/metrics/request-route.ts');
const { contentEndpoints } = await import('../src/lib/content/editor-api.ts');
// Visits to public pages, counted from our answers (no cookie, no script; VISIT_COUNTING=off: none).
const { siteVisits } = await import('../src/server/visits/index.ts');

/** A logged 500 for whatever threw on the way, never the process. */
function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  log.error('request_failed', { method: req.method, path: req.url, error });
  if (res.headersSent) res.destroy();
  else
    res
      .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      .end('Đã có lỗi xảy ra. Vui lòng thử lại sau.\n');
}

/** Hands the request to Astro. */
function serveSafely(req: IncomingMessage, res: ServerResponse): void {
  try {
    handler(req, res);
  } catch (error) {
    answerFailure(req, res, error);
  }
}

/** Sends the build's brotli copy when there is one; on any fault, Astro answers instead. */
function sentPrecompressed(req: IncomingMessage, res: ServerResponse): boolean {
  try {
    return precompressed(req, res);
  } catch (error) {
    log.error('precompressed_failed', { path: req.url, error });
    if (res.headersSent) return true;
    res.removeHeader('Content-Encoding');
    return false;
  }
}

/** Astro's pages and endpoints, compressed where it pays, or the build's own compressed files. */
function serveRoute(req: IncomingMessage, res: ServerResponse): void {
  // API answers are a few hundred bytes of JSON: compressing them costs more than it saves.
  if (req.url?.startsWith('/api/')) serveSafely(req, res);
  else if (!sentPrecompressed(req, res)) gzip(req, res, () => serveSafely(req, res));
}

/** Everything visitors and the staff ask for: uploads, build files, and Astro's pages and endpoints. */
const serveSite = timeRequests(
  (req, res) => {
    if (refuseUnreadableTarget(req, res)) return;
    if (isUploadRequest(req)) {
      noteRouteHere(contentEndpoints.upload);
      return void uploadImage(req, res);
    }
    if (refuseUnservable(req, res)) return;
    collapseLeadingSlashes(req);
    if (req.method !== 'POST') return serveRoute(req, res);
    answeredOversizeBody(req, res)
      .then((answered) => answered || serveRoute(req, res))
      .catch((error: unknown) => answerFailure(req, res, error));
  },
  prerenderedPaths(path.resolve('dist/_headers.json')),
);

const server = createServer(
  {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: connectionsCheckingIntervalMs,
    keepAliveTimeout: keepAliveTimeoutMs,
  },
  (req, res) => {
    settleClientAddress(req, requestPolicy.trustedProxies);
    applySecurityHeaders(req, res, requestPolicy.trustedProxies);
    if (isOperationsRequest(req)) operations.serve(req, res);
    else {
      siteVisits?.watch(req, res);
      serveSite(req, res);
    }
  },
);

server.on('connect', refuseTunnel);

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`Cannot listen on ${config.host}:${config.port}: ${error.message}`);
  process.exit(1);
});

// Before the port opens: the first import's items written (a fresh data folder), then one page of
// each kind rendered (warm-up.ts), so the first readers wait for neither. Bounded: a database that
// cannot take the import, or is slow, holds the port no longer than this.
const warmUpBudgetMs = 10_000;
const warmUpStarted = Date.now();
await Promise.race([firstImportSettled(), sleep(warmUpBudgetMs, undefined, { ref: false })]);
const { warmUp } = await import('./lib/warm-up.ts');
// TEST_SKIP_WARM_UP=1 is for the test suite alone (tests/integration/test-server.ts sets it, production
// never does): its servers start by the hundred from an already imported copy of a data folder, and
// a test asks for the pages it checks; the real warm-up is timed by first-start.test.ts.
const warmedPages =
  process.env.TEST_SKIP_WARM_UP === '1'
    ? 0
    : await warmUp(serveSafely, Math.max(1, warmUpBudgetMs - (Date.now() - warmUpStarted)));
const warmUpMs = Date.now() - warmUpStarted;

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  log.info('listening', {
    url: `http://${config.host}:${port}`,
    database: config.db.dialect,
    warmed_pages: warmedPages,
    warm_up_ms: warmUpMs,
  });
});

const { drainSeconds } = await import('../src/server/operations/drain-config.ts');

let drain: NodeJS.Timeout | undefined;

function shutdown(signal: NodeJS.Signals): void {
  // A second signal while draining (an impatient operator, Ctrl-C twice) ends the drain now.
  if (drain) {
    clearTimeout(drain);
    return closeAndExit();
  }
  log.info('shutdown', { signal, drain_seconds: drainSeconds });
  // /readyz says 503 from now on; behind a load balancer, requests keep being served until it has
  // noticed (SHUTDOWN_DRAIN_SECONDS), so none is sent to a port that has just closed.
  operations.stopping();
  // Jobs stop now, but for those the requests still served need (notifier, AVIF, the page cache's sync).
  jobs.draining();
  drain = setTimeout(closeAndExit, drainSeconds * 1000);
}

let closing = false;

function closeAndExit(): void {
  if (closing) return;
  closing = true;
  const requestsDone = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), shutdownGraceMs).unref();
  // The jobs' work under way (deliveries, an image's AVIF, a pruning round) ends before the database closes.
  Promise.all([requestsDone, jobs.stop()])
    .then(() => db.destroy())
    .then(releaseServerLock)
    .then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown_failed', { error });
        process.exit(1);
      },
    );
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
