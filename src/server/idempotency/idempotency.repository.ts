import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records that `key` produced the lead `contactId`; false when the key already exists. Inside a
 * transaction, a second claim of the same key waits (PostgreSQL's unique index, SQLite's single
 * writer) until the first commits or rolls back, so concurrent retries never both proceed.
 */
export async function claimKey(db: Db, key: string, contactId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({ key, contact_id: contactId, created_at: now })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The lead a key produced: a string id, null while (or if) nothing was stored, undefined for an unknown key. */
export async function findKeyResult(db: Db, key: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('idempotency_keys').select('contact_id').where('key', '=', key).executeTakeFirst();
  return row ? row.contact_id : undefined;
}

/** Forgets keys older than `before`; retries never come that late. */
export async function purgeKeys(db: Db, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
