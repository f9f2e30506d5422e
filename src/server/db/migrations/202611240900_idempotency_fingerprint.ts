import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: binds each idempotency key to a hash of what was sent with it, so the same key with a
// different body is refused instead of silently answered with the first lead. Keys stored before
// this have none and keep their old meaning until they expire (a day).

export const idempotencyFingerprint: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('idempotency_keys').addColumn('fingerprint', 'varchar(64)').execute();
  },
};
