import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: one row per scheduled job that must run once across every server sharing the database
// (the pruning of expired sign-in records first). A server starts a round only by moving the row's
// time forward, in one statement that succeeds for one server and no other (see schedule-round).

export const scheduleRounds: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('schedule_rounds')
      .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
};
