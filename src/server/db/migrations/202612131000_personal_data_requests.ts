import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: a person's own requests about their data (issue 54), from the privacy page's form or
// recorded by the owner.
// - One row per mailbox (email_key, emailIdentity) and kind while open: a repeat merges into it.
// - confirmed_at: when the person opened the signed link sent to the address (or the owner recorded
//   it), which starts the 72-hour clock; null while the address is unproven.
// - link_mails: how many links were e-mailed for it: a flood of requests for one address stops there;
//   also the version of its link, so only the latest e-mailed link confirms.
// - done_at / done_by: when the owner answered it. A done request keeps its kind and times, not the
//   address nor the text (scrubbed then, and by an erasure).
export const personalDataRequests: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('personal_data_requests')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('email_key', 'varchar(254)')
      .addColumn('detail', 'varchar(1000)')
      .addColumn('source', 'varchar(8)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('requested_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('confirmed_at', 'varchar(30)')
      .addColumn('done_at', 'varchar(30)')
      .addColumn('done_by', 'varchar(254)')
      .addColumn('link_mails', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    // One open request per mailbox and kind, even for two posts at once on two servers.
    await sql`CREATE UNIQUE INDEX personal_data_requests_open_idx ON personal_data_requests (email_key, kind)
      WHERE done_at IS NULL`.execute(db);
    await db.schema
      .createIndex('personal_data_requests_clock_idx')
      .on('personal_data_requests')
      .columns(['done_at', 'confirmed_at'])
      .execute();
  },
};
