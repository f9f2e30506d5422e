import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a key was first used for: the lead it produced (null if none) and the hash of what was sent. */
export interface KeyUse {
  contactId: string | null;
  fingerprint: string | null;
}

/**
 * Records that `key`, sent with a body hashing to `fingerprint`, produced the lead `contactId`;
 * false when the key already exists. Inside a transaction, a second claim of the same key waits
 * (PostgreSQL's unique index, SQLite's single writer) until the first commits or rolls back, so
 * concurrent retries never both proceed.
 */
export async function claimKey(
  db: Db,
  claim: { key: string; contactId: string; fingerprint: string; now: string },
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({ key: claim.key, contact_id: claim.contactId, fingerprint: claim.fingerprint, created_at: claim.now })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** How `key` was first used, or undefined for an unknown key. */
export async function findKeyUse(db: Db, key: string): Promise<KeyUse | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['contact_id', 'fingerprint'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { contactId: row.contact_id, fingerprint: row.fingerprint };
}

/** Forgets keys older than `before`; retries never come that late. */
export async function purgeKeys(db: Db, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
