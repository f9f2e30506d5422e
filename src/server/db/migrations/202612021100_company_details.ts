import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the company's own details (hotline, Zalo, e-mail, address, hours, social links, the figures
// the landing page claims with their sources, the samples switch), as the owner saves them in /admin.
// One row, the details as JSON: read whole, written whole, never queried by field. No row: the site's
// configuration and the sketch's sample figures.

export const companyDetails: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('company_details')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('details', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_by', 'varchar(254)', (col) => col.notNull())
      .execute();
  },
};
