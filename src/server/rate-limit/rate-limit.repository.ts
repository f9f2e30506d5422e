import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The counts of those of `buckets` that hold any, by bucket. */
export async function bucketCounts(db: Db, buckets: readonly string[]): Promise<Map<string, number>> {
  if (buckets.length === 0) return new Map();
  const rows = await db
    .selectFrom('rate_limit_counters')
    .select(['bucket', 'count'])
    .where('bucket', 'in', buckets)
    .execute();
  return new Map(rows.map((row) => [row.bucket, Number(row.count)]));
}

/** Adds one hit to `bucket` (created with `expiresAt` if new) and returns its count, atomically. */
export async function hitBucket(db: Db, bucket: string, expiresAt: string): Promise<number> {
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

/** Takes back one hit that `hitBucket` added to `bucket`. */
export async function unhitBucket(db: Db, bucket: string): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('bucket', '=', bucket)
    .where('count', '>', 0)
    .execute();
}

/** Deletes buckets whose window has closed. */
export async function purgeBuckets(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<', now).execute();
}
