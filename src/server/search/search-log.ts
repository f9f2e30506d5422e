import type { Kysely } from 'kysely';
import { holdsPersonalData } from '../../lib/assistant/scrub.ts';
import { foldText } from '../../lib/search/fold.ts';
import { cleanQuery } from '../../lib/search/query-text.ts';
import { monthsBefore } from '../../lib/search/search-months.ts';
import { reportListLength, type SearchReport } from '../../lib/search/search-report.ts';
import { vietnamMonth } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { countSearch, monthTotals, pruneSearchMonths, searchMonths, topQueries } from './search-log.repository.ts';

// What visitors searched, for the editors: per Vietnam-time month, the query folded (so 'Đặt phòng'
// and 'dat  phong' are one line) and two counts. Nothing about who searched, when or from where.

/** Months kept: this one and the twelve before, a year to compare with. */
export const keptMonths = 13;

/**
 * The query as counted: cleaned as the search cleans it, then folded; empty when it holds an e-mail
 * address or a phone number (somebody's contact details, not a topic to write about: never stored).
 */
export function countedQuery(query: string): string {
  const clean = cleanQuery(query);
  return holdsPersonalData(clean) ? '' : foldText(clean);
}

/** Counts one search of `query` (already cleaned) that found `total` results; never throws. */
export async function recordSearch(
  db: Kysely<Database>,
  query: string,
  total: number,
  now = new Date(),
): Promise<void> {
  try {
    const counted = countedQuery(query);
    if (counted) await countSearch(db, vietnamMonth(now), counted, total !== 0);
  } catch (error) {
    // The visitor's results are shown regardless. A data folder that cannot be written is reported
    // once, at start-up; anything else is worth a line (without the query: it may hold a name).
    if (!storageProblem(error)) log.warn('search_count_failed', { error });
  }
}

/** The first month still kept at `now`: counts of earlier months are deleted by the retention sweep. */
export function oldestKeptMonth(now: Date): string {
  return monthsBefore(vietnamMonth(now), keptMonths - 1);
}

/** Deletes the counts of months no longer kept at `now`; how many rows. */
export function pruneSearchCounts(db: Kysely<Database>, now: Date): Promise<number> {
  return pruneSearchMonths(db, oldestKeptMonth(now));
}

/** The editors' view of `month` (this month when null) at `now`. */
export async function loadSearchReport(db: Kysely<Database>, month: string | null, now: Date): Promise<SearchReport> {
  const current = vietnamMonth(now);
  const shown = month ?? current;
  const [withData, totals, frequent, unanswered] = await Promise.all([
    searchMonths(db, keptMonths + 1),
    monthTotals(db, shown),
    topQueries(db, shown, 'searches', reportListLength),
    topQueries(db, shown, 'without_results', reportListLength),
  ]);
  const months = [...new Set([current, shown, ...withData])].sort().reverse();
  return { month: shown, months, ...totals, frequent, unanswered };
}
