import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: push notifications to the team's phones (issue 55).
// - push_subscriptions: one row per browser that turned 'Thông báo trên điện thoại này' on (the push
//   service's endpoint is unique: the same browser turning it on again replaces its row). session_hash
//   is the session it was turned on in: signing that session out ends it; a session that merely
//   expires does not (the phone keeps ringing until its person signs out or leaves).
// - push_settings: what rings for whom; no row means everything on, quiet hours on, details shown.
//   first_enabled_at: when the person first turned push on, the dashboard's before/after line.
// - notifications (channel 'push', purpose the event, recipient the subscription): one row per device
//   and event, so the outbox sends each exactly once. An escalation is queued by a job that runs on
//   every instance; the partial unique index makes its second insert a no-op.
// - team_settings gains the VAPID key pair (vapid_public_key, vapid_private_key) at first start.
export const pushNotifications: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('session_hash', 'varchar(64)')
      .addColumn('endpoint', 'varchar(1000)', (col) => col.notNull().unique())
      .addColumn('p256dh', 'varchar(100)', (col) => col.notNull())
      .addColumn('auth', 'varchar(40)', (col) => col.notNull())
      .addColumn('device', 'varchar(100)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('last_sent_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
    await db.schema
      .createIndex('push_subscriptions_session_idx')
      .on('push_subscriptions')
      .column('session_hash')
      .execute();
    await db.schema
      .createTable('push_settings')
      .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('staff_users.id').onDelete('cascade'))
      .addColumn('new_lead', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('demos', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('untouched', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('quiet_hours', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('hide_details', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('first_enabled_at', 'varchar(30)')
      .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
      .execute();
    await sql`CREATE UNIQUE INDEX notifications_push_escalation_idx ON notifications (contact_id, purpose, recipient)
      WHERE channel = 'push' AND purpose IN ('untouched_15', 'untouched_30')`.execute(db);
  },
};
