import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: browsers an account has signed in from. Their cookie exempts them from the slowing down
// that failures on the account cause elsewhere, so an attacker cannot keep the owner out.

export const knownDevices: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('staff_known_devices')
      .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
};
