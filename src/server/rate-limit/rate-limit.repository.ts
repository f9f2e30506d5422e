import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

/** Adds one hit to `bucket` (created with `expiresAt` if new) and returns its count, atomically. */
export async function hitBucket(
  db: Kysely<Database> | Transaction<Database>,
  bucket: string,
  expiresAt: string,
): Promise<number> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ bucket, count: 1, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict.column('bucket').doUpdateSet((eb) => ({ count: eb('rate_limit_counters.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes buckets whose window has closed. */
export async function purgeBuckets(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<', now).execute();
}
