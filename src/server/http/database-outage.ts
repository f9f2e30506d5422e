import type { APIContext, MiddlewareHandler, MiddlewareNext } from 'astro';
import { outageMessage } from '../../lib/outage-message.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { refusalJson } from './request-guard.ts';

// One answer for the database being away, whatever route meets it: 503, a short Vietnamese message
// and Retry-After, never the 500 page, and nothing kept in the route cache. Pages that can do better
// still do (a form shown again with what was typed, a readers' page saying its content is away); this
// catches what they let through, and gives every 503 a Retry-After. Only an error the database driver
// marked (db/database-unavailable.ts) is an outage: any other is a bug, and goes on to the 500 page.

/** Seconds a visitor, crawler or client is asked to wait before trying again while the database is away. */
export const outageRetrySeconds = 30;

/** The page rendered, with status 503, in place of one that met the outage (src/pages/503.astro). */
export const databaseOutagePage = '/503';

const outageHeaders = () => ({ 'cache-control': 'no-store', 'retry-after': String(outageRetrySeconds) });

/** The outage's 503 as plain text: files (.ics, .csv) and feeds (the RSS feed, the sitemap). */
export function outageTextResponse(): Response {
  return new Response(`${outageMessage}\n`, {
    status: 503,
    headers: { ...outageHeaders(), 'content-type': 'text/plain; charset=utf-8' },
  });
}

// The clients of these read JSON (the lead and assistant APIs, the content editor's saves); files
// (.ics, .csv, feeds) get plain text; everything else is a page a person reads.
const jsonPaths = /^\/(api|admin\/noi-dung)\//;
const filePaths = /\.[a-z0-9]+$/i;

/** A page's whole body, read now: a part that fails while streaming fails here, not half-way to the browser. */
async function whole(response: Response): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(await response.text(), response);
}

/** The 503 for `context`'s route: the outage page, or the message as JSON or plain text. */
async function outageAnswer(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const path = context.url.pathname;
  if (jsonPaths.test(path))
    return Response.json(refusalJson(path, outageMessage), { status: 503, headers: outageHeaders() });
  if (filePaths.test(path)) return outageTextResponse();
  // Rendered as a GET of its own: a form post's body has been read by the page that failed.
  context.locals.databaseOutage = true;
  return next(new Request(new URL(databaseOutagePage, context.url), { headers: context.request.headers }));
}

/**
 * Turns a database outage met anywhere after it (the staff guard, a page, an endpoint) into the 503
 * answer, logged once as `database_unavailable`; every other error goes on to the 500 page. Any 503
 * leaves with Retry-After.
 */
export const answerDatabaseOutages: MiddlewareHandler = async (context, next) => {
  let response: Response;
  try {
    response = await whole(await next());
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // An unusable data folder is reported once where it is found (storage_unavailable): here only what it is.
    const problem = storageProblem(error);
    log.warn('database_unavailable', {
      method: context.request.method,
      path: context.url.pathname,
      ...(problem ? { problem } : { error }),
    });
    context.cache.set(false);
    response = await outageAnswer(context, next);
  }
  if (response.status !== 503 || response.headers.has('retry-after')) return response;
  const retried = new Response(response.body, response);
  retried.headers.set('retry-after', String(outageRetrySeconds));
  return retried;
};
