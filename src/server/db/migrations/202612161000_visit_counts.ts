import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: visits counted on our own server (issue 56), no cookie, no stored address.
// - visit_stats: per Vietnam day, dimension ('all', 'page', 'referrer', 'source', 'medium', 'campaign',
//   'device') and value, the visits and unique visitors. Rows are added to by upserts from every
//   instance's batches.
// - visit_uniques: the day's visitor hashes per dimension and value (sha-256 of the day's salt, the
//   address, the user agent and the site, cut to 22 characters): what makes a second visit of the day
//   not count again, across instances. Deleted once the day is over.
// - visit_salts: the day's random salt, shared by every instance, deleted once the day is over: after
//   that no hash can be linked to an address again.
// - contacts.device: phone, tablet or desktop, from the agent that sent the lead (null before this),
//   so leads can be set beside visits by device.
export const visitCounts: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('visit_stats')
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addColumn('dimension', 'varchar(10)', (col) => col.notNull())
      .addColumn('value', 'varchar(200)', (col) => col.notNull())
      .addColumn('visits', 'integer', (col) => col.notNull())
      .addColumn('visitors', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('visit_stats_pk', ['dimension', 'day', 'value'])
      .execute();
    await db.schema
      .createTable('visit_uniques')
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addColumn('key', 'varchar(212)', (col) => col.notNull())
      .addColumn('visitor', 'varchar(22)', (col) => col.notNull())
      .addPrimaryKeyConstraint('visit_uniques_pk', ['day', 'key', 'visitor'])
      .execute();
    await db.schema
      .createTable('visit_salts')
      .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
      .addColumn('salt', 'varchar(64)', (col) => col.notNull())
      .execute();
    await db.schema.alterTable('contacts').addColumn('device', 'varchar(8)').execute();
  },
};
