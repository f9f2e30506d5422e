import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: a person's data erased on request and on schedule (issue 54).
// - personal_data_tombstones: one row per erased e-mail key or phone, as a keyed hash (HMAC-SHA-256
//   under a secret of team_settings), never the value: what a restore of an older backup checks so
//   that an erased person does not come back. Keyed by the hash.
// - contacts.kept_under_contract: 1 for a customer's lead the owner keeps under contract ('Giữ theo hợp đồng'), so
//   the retention sweep passes it by; 0 for every other lead.
// - SQLite's inbox index (lead_search, FTS5) set to 'secure-delete': a deleted lead's words leave the
//   index at once, where FTS5 would otherwise keep them in its segments until a later merge.

export const personalData: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('personal_data_tombstones')
      .addColumn('key_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('erased_at', 'varchar(30)', (col) => col.notNull())
      .execute();
    await db.schema
      .alterTable('contacts')
      .addColumn('kept_under_contract', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
      await sql`INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1)`.execute(db);
    }
  },
};
