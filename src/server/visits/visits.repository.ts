import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { VisitDimension } from '../../lib/visits/visit-dimensions.ts';
import type { Database } from '../db/database.ts';

// Every query of the visit counts: the day's salt, a batch written, the old days' hashes deleted, and
// what the dashboard reads.

type Db = Kysely<Database> | Transaction<Database>;

/** The salt of `day`, made by whichever instance asks first. */
export async function daySalt(db: Db, day: string): Promise<string> {
  const stored = await db.selectFrom('visit_salts').select('salt').where('day', '=', day).executeTakeFirst();
  if (stored) return stored.salt;
  await db
    .insertInto('visit_salts')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  return (await db.selectFrom('visit_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow()).salt;
}

/** Rows per insert: three values each, well within every database's limit of bound values. */
const chunkRows = 500;

/**
 * Keeps the visitor hashes not seen before today under their key; returns how many were new per key.
 * Another instance's same hash is not new: the primary key keeps one.
 */
export async function newVisitors(
  db: Db,
  day: string,
  seen: ReadonlyArray<{ key: string; visitor: string }>,
): Promise<Map<string, number>> {
  const fresh = new Map<string, number>();
  for (let start = 0; start < seen.length; start += chunkRows) {
    const rows = seen.slice(start, start + chunkRows).map((entry) => ({ day, ...entry }));
    const inserted = await db
      .insertInto('visit_uniques')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .returning('key')
      .execute();
    for (const { key } of inserted) fresh.set(key, (fresh.get(key) ?? 0) + 1);
  }
  return fresh;
}

/** Adds `visits` and `visitors` to the day's count of a dimension's value. */
export async function addToStats(
  db: Db,
  rows: ReadonlyArray<{ day: string; dimension: VisitDimension; value: string; visits: number; visitors: number }>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkRows) {
    await db
      .insertInto('visit_stats')
      .values(rows.slice(start, start + chunkRows))
      .onConflict((conflict) =>
        conflict.columns(['dimension', 'day', 'value']).doUpdateSet({
          visits: sql`visit_stats.visits + excluded.visits`,
          visitors: sql`visit_stats.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
}

/** Deletes the hashes and salts of the days before `today`: no hash can be tied to an address again. */
export async function forgetDaysBefore(db: Db, today: string): Promise<void> {
  await db.deleteFrom('visit_uniques').where('day', '<', today).execute();
  await db.deleteFrom('visit_salts').where('day', '<', today).execute();
}

/** Visits and unique visitors of a dimension over the days of `span` ('YYYY-MM-DD', both included), per value. */
export async function visitsByValue(db: Db, dimension: VisitDimension, span: { from: string; to: string }) {
  const rows = await db
    .selectFrom('visit_stats')
    .select((eb) => [
      'value',
      eb.fn.sum<string | number>('visits').as('visits'),
      eb.fn.sum<string | number>('visitors').as('visitors'),
    ])
    .where('dimension', '=', dimension)
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)
    .groupBy('value')
    .execute();
  return rows.map((row) => ({ value: row.value, visits: Number(row.visits), visitors: Number(row.visitors) }));
}

/** The site's visits and unique visitors per day of `span`. */
export async function visitsPerDay(db: Db, span: { from: string; to: string }) {
  const rows = await db
    .selectFrom('visit_stats')
    .select(['day', 'visits', 'visitors'])
    .where('dimension', '=', 'all')
    .where('day', '>=', span.from)
    .where('day', '<=', span.to)
    .orderBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, visits: Number(row.visits), visitors: Number(row.visitors) }));
}

/** Visits per page path over the days of `span`: what the editors' list shows beside each article. */
export async function visitsPerPage(db: Db, span: { from: string; to: string }): Promise<Map<string, number>> {
  return new Map((await visitsByValue(db, 'page', span)).map((row) => [row.value, row.visits]));
}
