import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** Counts one more model answer on `day` and returns the day's count with it: one upsert, so instances never both take the last one. */
export async function countModelAnswer(db: Kysely<Database>, day: string): Promise<number> {
  const row = await db
    .insertInto('assistant_daily_answers')
    .values({ day, answers: 1 })
    .onConflict((conflict) =>
      conflict.column('day').doUpdateSet((eb) => ({ answers: eb('assistant_daily_answers.answers', '+', 1) })),
    )
    .returning('answers')
    .executeTakeFirstOrThrow();
  return Number(row.answers);
}

/** The model answers counted on `day` (0 when none). */
export async function modelAnswersOn(db: Kysely<Database>, day: string): Promise<number> {
  const row = await db
    .selectFrom('assistant_daily_answers')
    .select('answers')
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.answers ?? 0);
}

/** Deletes the counts of days before `day`; how many rows. */
export async function pruneDailyAnswers(db: Kysely<Database>, day: string): Promise<number> {
  const result = await db.deleteFrom('assistant_daily_answers').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
