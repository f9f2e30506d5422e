import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the leads table, idempotency keys and rate-limit counters as first released.
// Timestamps are ISO-8601 UTC text on both databases, so ordering and comparison agree everywhere.

export const contacts: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('contacts')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('company_name', 'varchar(200)', (col) => col.notNull())
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('phone', 'varchar(20)', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('room_count', 'integer')
      .addColumn('source', 'varchar(16)', (col) =>
        col.notNull().check(sql`source in ('trial', 'pricing', 'contact', 'demo')`),
      )
      .addColumn('plan', 'varchar(32)')
      .addColumn('preferred_time', 'varchar(32)')
      .addColumn('page', 'varchar(300)', (col) => col.notNull())
      .addColumn('utm_source', 'varchar(200)')
      .addColumn('utm_medium', 'varchar(200)')
      .addColumn('utm_campaign', 'varchar(200)')
      .addColumn('utm_term', 'varchar(200)')
      .addColumn('utm_content', 'varchar(200)')
      .addColumn('referrer', 'varchar(2000)')
      .addColumn('consent_version', 'varchar(32)', (col) => col.notNull())
      .addColumn('consent_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('new'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    // Newest first (the inbox), and finding a returning visitor by e-mail or phone.
    await db.schema.createIndex('contacts_created_at_idx').on('contacts').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('contacts_email_idx').on('contacts').column('email').execute();
    await db.schema.createIndex('contacts_phone_idx').on('contacts').column('phone').execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('contact_id', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('idempotency_keys_created_at_idx')
      .on('idempotency_keys')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('bucket', 'varchar(200)', (col) => col.primaryKey())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_expires_at_idx')
      .on('rate_limit_counters')
      .column('expires_at')
      .execute();
  },
};
