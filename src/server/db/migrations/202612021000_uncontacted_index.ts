import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: 'Hôm nay' starts with the new leads nobody has contacted yet, a member's own and those
// nobody has, oldest first. A partial index of those leads alone (status 'new', no first contact)
// by owner and time serves the list and its count from the few thousand waiting, not every lead.

export const uncontactedIndex: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('contacts_uncontacted_idx')
      .on('contacts')
      .columns(['owner_id', 'created_at', 'id'])
      .where(sql<boolean>`status = 'new' AND first_response_at IS NULL`)
      .execute();
  },
};
