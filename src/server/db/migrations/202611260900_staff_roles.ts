import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: a role, a name and a deactivation time per staff account. Accounts made before roles
// could do everything, so they become owners; the CLI makes later ones sales by default.

export const staffRoles: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('staff_users')
      .addColumn('role', 'varchar(16)', (col) =>
        col
          .notNull()
          .defaultTo('owner')
          .check(sql`role in ('owner', 'sales', 'editor')`),
      )
      .execute();
    await db.schema
      .alterTable('staff_users')
      .addColumn('name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('staff_users').addColumn('deactivated_at', 'varchar(32)').execute();
  },
};
