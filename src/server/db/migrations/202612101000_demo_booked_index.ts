import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the dashboard counts the demos booked in a period (by when they were booked, not held), so
// the demos of a month are read by an index range of `created_at`, not every demo ever booked.

export const demoBookedIndex: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.createIndex('demo_meetings_created_at_idx').on('demo_meetings').column('created_at').execute();
  },
};
