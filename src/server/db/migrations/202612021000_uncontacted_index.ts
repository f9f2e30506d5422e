import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: 'Hôm nay' starts with the new leads nobody has contacted yet, a member's own and those
// nobody has, oldest first. A partial index of those leads alone (status 'new', no first contact) by
// owner and time serves the list and its count from the few thousand waiting, not every lead. The
// owner is indexed as coalesce(owner_id, ''): SQLite's planner would not take an index for 'owner_id
// IS NULL' (it scanned every 'Mới' lead by status instead), but it takes an
// equality on this expression, for nobody's ('') as for a member's.

export const uncontactedIndex: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await sql`
      CREATE INDEX contacts_uncontacted_idx ON contacts (coalesce(owner_id, ''), created_at, id)
      WHERE status = 'new' AND first_response_at IS NULL`.execute(db);
  },
};
