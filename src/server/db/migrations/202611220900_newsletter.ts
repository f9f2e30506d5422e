import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: newsletter subscribers as first released. One row per address, whatever the letter case.

export const newsletter: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
      .addColumn('page', 'varchar(300)', (col) => col.notNull())
      .addColumn('consent_version', 'varchar(32)', (col) => col.notNull())
      .addColumn('consent_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('newsletter_subscribers_created_at_idx')
      .on('newsletter_subscribers')
      .column('created_at')
      .execute();
  },
};
