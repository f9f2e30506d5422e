import type { Kysely } from 'kysely';
import { highlightMatcher, hitOf } from './search-hit.ts';
import { cleanQuery, hasDiacritics, queryWords } from '../../lib/search/query-text.ts';
import { maxCounted, searchPageSize, type SearchPage } from '../../lib/search/search-results.ts';
import type { Database } from '../db/database.ts';
import { companyDetails } from '../settings/index.ts';
import type { MatchPlan } from './match-expression.ts';
import { countMatches, matchingDocuments, rankedAtMost } from './search-query.repository.ts';
import { sampleStoryIds } from '../content/story-reader.ts';
import { planWords } from './word-plan.ts';

// The site search: a visitor's text cleaned into words, each word planned (prefix, typo), every word
// required, or, when together they find nothing, any of them; one page of results with snippets.

/** Documents readers cannot open now: the invented customer stories while the owner hides samples. */
export async function hiddenDocuments(db: Kysely<Database>): Promise<string[]> {
  if ((await companyDetails(db)).showSamples) return [];
  return (await sampleStoryIds(db)).map((id) => `story:${id}`);
}

/** One page (from 1; past the last, the last) of the site's results for what a visitor typed. */
export async function searchSite(db: Kysely<Database>, rawQuery: string, page = 1): Promise<SearchPage> {
  const query = cleanQuery(rawQuery);
  const words = queryWords(query);
  if (!words.length) return { query, hits: [], total: 0, more: false, page: 1, pageCount: 0 };
  const [planned, hidden] = await Promise.all([planWords(db, words), hiddenDocuments(db)]);
  let plan: MatchPlan = { words: planned, mode: 'all', rankExact: hasDiacritics(words) };
  let found = await countMatches(db, plan, hidden, maxCounted);
  if (!found && planned.length > 1) {
    plan = { ...plan, mode: 'any' };
    found = await countMatches(db, plan, hidden, maxCounted);
  }
  const total = Math.min(found, maxCounted);
  const pageCount = Math.ceil(total / searchPageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, pageCount));
  const rows = total
    ? await matchingDocuments(db, plan, hidden, {
        ranked: found <= rankedAtMost,
        offset: (current - 1) * searchPageSize,
        limit: searchPageSize,
      })
    : [];
  const matcher = highlightMatcher(planned);
  return {
    query,
    hits: rows.map((row) => hitOf(row, matcher)),
    total,
    more: found > maxCounted,
    page: current,
    pageCount,
  };
}
