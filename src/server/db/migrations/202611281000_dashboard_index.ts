import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the dashboard's period queries (leads per hour and form, per campaign, per status, and
// first responses) read this index alone, in date order, instead of every lead's row: many times
// faster on a large inbox on SQLite.

export const dashboardIndex: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('contacts_dashboard_idx')
      .on('contacts')
      .columns(['created_at', 'source', 'status', 'utm_source', 'utm_campaign', 'owner_id', 'first_response_minutes'])
      .execute();
    // Overdue next steps of the whole team: a range of next_step_at, whoever owns them.
    await db.schema
      .createIndex('contacts_next_step_idx')
      .on('contacts')
      .columns(['next_step_at', 'owner_id', 'status'])
      .execute();
  },
};
