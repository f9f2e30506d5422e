import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the dashboard's first-response time is the salesperson's own. `first_response_*` stays the
// first contact anyone made (the visitor is no longer waiting); `owner_response_by` and
// `owner_response_minutes` hold the first contact made by the salesperson who had the lead then, and
// whose it was: a colleague's call covering for them no longer shortens their figure.
//
// Earlier leads keep their first contact as the owner's only when its timeline shows the lead's
// current owner made it (a status change or a call by their address at that instant); who had the
// lead before a reassignment is not stored, so those are left out rather than guessed.
//
// The dashboard reads the new columns of a period's leads through a partial index of contacted leads
// only, so a new lead writes no entry to it.

export const ownerFirstResponse: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('contacts').addColumn('owner_response_by', 'varchar(36)').execute();
    await db.schema.alterTable('contacts').addColumn('owner_response_minutes', 'integer').execute();

    await db
      .updateTable('contacts')
      .set((eb) => ({
        owner_response_by: eb.ref('owner_id'),
        owner_response_minutes: eb.ref('first_response_minutes'),
      }))
      .where('first_response_minutes', 'is not', null)
      .where('owner_id', 'is not', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('lead_events')
            .innerJoin('staff_users', 'staff_users.email', 'lead_events.author_email')
            .select(sql<number>`1`.as('one'))
            .whereRef('lead_events.contact_id', '=', 'contacts.id')
            .whereRef('lead_events.created_at', '=', 'contacts.first_response_at')
            .whereRef('staff_users.id', '=', 'contacts.owner_id')
            .where('lead_events.kind', 'in', ['status', 'call']),
        ),
      )
      .execute();

    await db.schema
      .createIndex('contacts_owner_response_idx')
      .on('contacts')
      .columns(['created_at', 'owner_response_by', 'owner_response_minutes'])
      .where('owner_response_by', 'is not', null)
      .execute();
  },
};
