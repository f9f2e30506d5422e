import { sql, type Kysely } from 'kysely';
import type { UnansweredOrder } from '../../lib/assistant/unanswered-report.ts';
import type { Database } from '../db/database.ts';

/**
 * Counts one more asking of `folded` on `day`, keeping `question` as its latest wording: one upsert,
 * so the same question asked a thousand times is one row a day, and two instances both count.
 */
export async function addUnanswered(
  db: Kysely<Database>,
  day: string,
  folded: string,
  question: string,
): Promise<void> {
  await db
    .insertInto('assistant_unanswered')
    .values({ asked_on: day, folded, question, times_asked: 1 })
    .onConflict((conflict) =>
      conflict.columns(['asked_on', 'folded']).doUpdateSet((eb) => ({
        question: eb.ref('excluded.question'),
        times_asked: eb('assistant_unanswered.times_asked', '+', 1),
      })),
    )
    .execute();
}

/** A folded question with how often it was asked and the last day it was. */
export interface UnansweredGroup {
  folded: string;
  asked: number;
  lastAsked: string;
}

/** One page of the questions grouped by folded text: most asked or newest first, ties by the other, then by text. */
export async function unansweredGroups(
  db: Kysely<Database>,
  order: UnansweredOrder,
  offset: number,
  limit: number,
): Promise<UnansweredGroup[]> {
  const asked = sql<number>`sum(times_asked)`;
  const lastAsked = sql<string>`max(asked_on)`;
  const [first, then] = order === 'most_asked' ? [asked, lastAsked] : [lastAsked, asked];
  const rows = await db
    .selectFrom('assistant_unanswered')
    .select(['folded', asked.as('asked'), lastAsked.as('last_asked')])
    .groupBy('folded')
    .orderBy(first, 'desc')
    .orderBy(then, 'desc')
    .orderBy('folded')
    .offset(offset)
    .limit(limit)
    .execute();
  // PostgreSQL sums integers as bigint, which pg hands over as a string.
  return rows.map((row) => ({ folded: row.folded, asked: Number(row.asked), lastAsked: row.last_asked }));
}

/** How many different folded questions there are. */
export async function unansweredGroupCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('assistant_unanswered')
    .select((eb) => eb.fn.count<number>('folded').distinct().as('groups'))
    .executeTakeFirst();
  return Number(row?.groups ?? 0);
}

/** The latest wording of each of `folded`. */
export async function latestWordings(db: Kysely<Database>, folded: readonly string[]): Promise<Map<string, string>> {
  if (!folded.length) return new Map();
  const rows = await db
    .selectFrom('assistant_unanswered')
    .select(['folded', 'question'])
    .where('folded', 'in', folded)
    .orderBy('asked_on', 'asc')
    .execute();
  // Later days overwrite earlier ones.
  return new Map(rows.map((row) => [row.folded, row.question]));
}

/** Deletes every day's rows of the folded questions `folded` (answered now); how many rows. */
export async function deleteUnansweredGroups(db: Kysely<Database>, folded: readonly string[]): Promise<number> {
  if (!folded.length) return 0;
  const result = await db.deleteFrom('assistant_unanswered').where('folded', 'in', folded).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the questions asked before `day`; how many rows. */
export async function pruneUnanswered(db: Kysely<Database>, day: string): Promise<number> {
  const result = await db.deleteFrom('assistant_unanswered').where('asked_on', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
