import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Starts a round of job `name` at `now` unless one started less than `everyMs` before: true for the
 * one caller that does, false for every other. One statement on both databases (an upsert whose
 * update is conditional): PostgreSQL re-reads the row under its lock, SQLite has one writer, so two
 * servers asking at the same moment cannot both start a round.
 */
export async function claimRound(db: Kysely<Database>, name: string, now: Date, everyMs: number): Promise<boolean> {
  const startedAt = now.toISOString();
  const result = await db
    .insertInto('schedule_rounds')
    .values({ name, started_at: startedAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ started_at: startedAt })
        .where('schedule_rounds.started_at', '<=', new Date(now.getTime() - everyMs).toISOString()),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
