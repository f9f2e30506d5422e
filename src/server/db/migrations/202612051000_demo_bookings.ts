import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: demos booked in a real free slot.
// - staff_availability: a salesperson's weekly hours (JSON, WeeklyHours) and meeting link; no row
//   means the office hours and no link.
// - staff_days_off / closed_days: a salesperson's days off; the company's closed days (holidays,
//   seeded once from a holiday library, then the owner's list).
// - demo_meetings: one per demo lead. `host_key` is the salesperson's id, or 'team' when nobody took
//   leads; the partial unique index on (host_key, starts_at) over meetings not cancelled is what
//   lets exactly one of two visitors have a slot, on both databases (the booking's transaction also
//   checks overlaps with the buffer, under a lock).
// - notifications.purpose: a meeting's e-mails (invitation, update, cancellation, reminders) ride
//   the leads' outbox, so they are retried and sent once across instances; null for a lead's own.
//   notifications.recipient: the address of a salesperson who no longer holds the meeting (its
//   'handoff', which takes it out of their calendar); null everywhere else (read when sent).

export const demoBookings: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('staff_availability')
      .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('staff_users.id').onDelete('cascade'))
      .addColumn('weekly_hours', 'text', (col) => col.notNull())
      .addColumn('meeting_link', 'varchar(500)')
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('staff_days_off')
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addColumn('note', 'varchar(200)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('staff_days_off_pkey', ['user_id', 'day'])
      .execute();

    await db.schema
      .createTable('closed_days')
      .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('demo_meetings')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('contact_id', 'varchar(36)', (col) =>
        col.notNull().unique().references('contacts.id').onDelete('cascade'),
      )
      .addColumn('host_key', 'varchar(36)', (col) => col.notNull())
      .addColumn('staff_id', 'varchar(36)', (col) => col.references('staff_users.id').onDelete('set null'))
      .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('mode', 'varchar(8)', (col) => col.notNull().check(sql`mode in ('online', 'onsite')`))
      .addColumn('address', 'varchar(300)')
      .addColumn('meeting_link', 'varchar(500)')
      .addColumn('status', 'varchar(12)', (col) =>
        col
          .notNull()
          .defaultTo('booked')
          .check(sql`status in ('booked', 'cancelled', 'held', 'no_show')`),
      )
      .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('demo_meetings_slot_idx')
      .on('demo_meetings')
      .columns(['host_key', 'starts_at'])
      .unique()
      .where(sql.ref('status'), '<>', 'cancelled')
      .execute();
    // The slots page reads every future meeting; 'Hôm nay' and the dashboard read by time.
    await db.schema.createIndex('demo_meetings_starts_at_idx').on('demo_meetings').column('starts_at').execute();

    await db.schema.alterTable('notifications').addColumn('purpose', 'varchar(16)').execute();
    await db.schema.alterTable('notifications').addColumn('recipient', 'varchar(254)').execute();
  },
};
