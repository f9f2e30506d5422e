import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: invitations to join the team, and password-reset links. Both are single-use secrets sent
// by e-mail; only their SHA-256 is stored, so a copy of the database opens nothing.

export const accountTokens: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('staff_invitations')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('invited_by', 'varchar(36)', (col) => col.references('staff_users.id').onDelete('set null'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('accepted_at', 'varchar(32)')
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('staff_invitations_email_idx').on('staff_invitations').column('email').execute();

    await db.schema
      .createTable('staff_password_resets')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
  },
};
