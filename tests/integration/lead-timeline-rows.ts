import type { Kysely } from 'kysely';

/**
 * For a migration's test: a note on lead `contactId` ('e1') and a notification of it ('n1', on
 * `channel`), as the tables were before the migration under test; a rebuild of the leads table must
 * keep both, and deleting the lead must still take both along.
 */
export async function addTimelineRows(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  old: Kysely<any>,
  contactId: string,
  at: string,
  channel: string,
): Promise<void> {
  await old
    .insertInto('lead_events')
    .values({ id: 'e1', contact_id: contactId, kind: 'note', note: 'Gọi lại', author_email: 'a@b.vn', created_at: at })
    .execute();
  await old
    .insertInto('notifications')
    .values({ id: 'n1', contact_id: contactId, channel, next_attempt_at: at, created_at: at })
    .execute();
}
