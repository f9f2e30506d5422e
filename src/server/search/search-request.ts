import type { APIContext } from 'astro';
import { isbot } from 'isbot';
import type { SearchAddress } from '../../lib/search-address.ts';
import type { SearchPage } from '../../lib/search/search-results.ts';
import { readOrOutage } from '../content/content-outage.ts';
import { getDb } from '../db/instance.ts';
import { settledAddress } from '../http/client-address.ts';
import { allowRequest } from '../rate-limit/rate-limiter.ts';
import { requestPolicy } from '../request-policy.ts';
import { recordSearch } from './search-log.ts';
import { searchSite } from './site-search.ts';

/** What a request to /tim-kiem gets: a page of results, a refusal over the limit, or the outage page. */
export type SearchOutcome =
  { kind: 'results'; results: SearchPage } | { kind: 'rate_limited' } | { kind: 'unavailable' };

/** The search page before anything is typed (or when nothing searchable was). */
const noQuery: SearchPage = { query: '', hits: [], total: 0, more: false, page: 1, pageCount: 0 };

/**
 * Counts the search for the editors' list of what visitors look for: a person's first page only
 * (paging is the same search; crawlers following links are nobody's question). Not awaited: the
 * visitor's page does not wait for a count, and recordSearch never throws (a failure is its warning).
 */
function countSearch(context: APIContext, results: SearchPage): void {
  if (results.page !== 1 || !results.query || isbot(context.request.headers.get('user-agent'))) return;
  void recordSearch(getDb(), results.query, results.total);
}

/**
 * Searches the site for what the address asks, within the client's search limits (counted by the
 * address the server's edge settled, so a written X-Forwarded-For cannot dodge them). An empty query
 * costs no database work and no count against the limit.
 */
export async function handleSearchRequest(
  context: APIContext,
  address: SearchAddress,
  now = new Date(),
): Promise<SearchOutcome> {
  if (!address.query.trim()) return { kind: 'results', results: noQuery };
  const db = getDb();
  const client = settledAddress(context.request.headers, context.clientAddress);
  const outcome = await readOrOutage('/tim-kiem', async (): Promise<SearchOutcome> =>
    (await allowRequest(db, 'search', client, requestPolicy.searchRateLimit, now))
      ? { kind: 'results', results: await searchSite(db, address.query, address.page) }
      : { kind: 'rate_limited' },
  );
  if (!outcome) return { kind: 'unavailable' };
  if (outcome.kind === 'results') countSearch(context, outcome.results);
  return outcome;
}
