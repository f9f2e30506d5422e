import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the notification outbox. A row per lead and channel, written in the lead's own transaction;
// a worker claims due rows (status + next attempt), sends, and records the outcome. Rows go with
// their lead when it is deleted.

export const notifications: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('contact_id', 'varchar(36)', (col) => col.notNull().references('contacts.id').onDelete('cascade'))
      .addColumn('channel', 'varchar(16)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('claim_token', 'varchar(36)')
      .addColumn('claimed_until', 'varchar(32)')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('delivered_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('notifications_due_idx')
      .on('notifications')
      .columns(['status', 'channel', 'next_attempt_at'])
      .execute();
    await db.schema.createIndex('notifications_contact_idx').on('notifications').column('contact_id').execute();
  },
};
