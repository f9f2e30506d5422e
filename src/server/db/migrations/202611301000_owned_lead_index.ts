import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: a new lead looks for the same person's newest lead that a salesperson owns. These indexes
// hold only owned leads, newest last per e-mail and per phone, so the look-up reads one entry or a
// few instead of every lead of that phone (thousands of unowned leads of one phone made it as slow as
// the lead's commit). Both databases take partial indexes.

export const ownedLeadIndex: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const column of ['email_key', 'phone_e164']) {
      await db.schema
        .createIndex(`contacts_owned_${column}_idx`)
        .on('contacts')
        .columns([column, 'created_at'])
        .where('owner_id', 'is not', null)
        .execute();
    }
  },
};
