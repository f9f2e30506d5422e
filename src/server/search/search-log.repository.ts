import type { Kysely } from 'kysely';
import type { QueryCount } from '../../lib/search/search-report.ts';
import type { Database } from '../db/database.ts';

/**
 * Adds one search of `query` in `month` (and one without results when `found` is false): one upsert,
 * so two instances counting the same new query at once both count.
 */
export async function countSearch(db: Kysely<Database>, month: string, query: string, found: boolean): Promise<void> {
  await db
    .insertInto('search_queries')
    .values({ month, query, searches: 1, without_results: found ? 0 : 1 })
    .onConflict((conflict) =>
      conflict.columns(['month', 'query']).doUpdateSet((eb) => ({
        searches: eb('search_queries.searches', '+', 1),
        without_results: eb('search_queries.without_results', '+', eb.ref('excluded.without_results')),
      })),
    )
    .execute();
}

/** The month's queries by `column` (searches, or those without results), highest first, ties by query. */
export async function topQueries(
  db: Kysely<Database>,
  month: string,
  column: 'searches' | 'without_results',
  limit: number,
): Promise<QueryCount[]> {
  const rows = await db
    .selectFrom('search_queries')
    .select(['query', `${column} as count`])
    .where('month', '=', month)
    .where(column, '>', 0)
    .orderBy(column, 'desc')
    .orderBy('query')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ query: row.query, count: Number(row.count) }));
}

/** The month's searches in all, and those without results. */
export async function monthTotals(
  db: Kysely<Database>,
  month: string,
): Promise<{ searches: number; withoutResults: number }> {
  const row = await db
    .selectFrom('search_queries')
    .select((eb) => [eb.fn.sum<number>('searches').as('searches'), eb.fn.sum<number>('without_results').as('without')])
    .where('month', '=', month)
    .executeTakeFirst();
  // PostgreSQL sums integers as bigint, which pg hands over as a string; no row sums to null.
  return { searches: Number(row?.searches ?? 0), withoutResults: Number(row?.without ?? 0) };
}

/** The months that have searches, newest first (at most `limit`). */
export async function searchMonths(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('search_queries')
    .select('month')
    .distinct()
    .orderBy('month', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.month);
}

/** Deletes the counts of months before `month`; how many rows. */
export async function pruneSearchMonths(db: Kysely<Database>, month: string): Promise<number> {
  const result = await db.deleteFrom('search_queries').where('month', '<', month).executeTakeFirst();
  return Number(result.numDeletedRows);
}
