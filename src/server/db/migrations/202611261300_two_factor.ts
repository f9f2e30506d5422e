import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: two-factor sign-in (TOTP, RFC 6238). Per account: the secret, one being enrolled, when it
// was turned on, and the last time step a code was accepted for (a code is never accepted twice).
// Recovery codes (hashed), sign-ins waiting for their code, and the team's settings (whether the
// owner requires two-factor sign-in of everyone).

export const twoFactor: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const [column, type] of [
      ['totp_secret', 'varchar(64)'],
      ['totp_pending_secret', 'varchar(64)'],
      ['totp_enabled_at', 'varchar(32)'],
      ['totp_last_step', 'integer'],
    ] as const)
      await db.schema.alterTable('staff_users').addColumn(column, type).execute();

    await db.schema
      .createTable('staff_recovery_codes')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('staff_recovery_codes_user_idx').on('staff_recovery_codes').column('user_id').execute();

    await db.schema
      .createTable('staff_sign_in_challenges')
      .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('next', 'varchar(500)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('team_settings')
      .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('value', 'varchar(200)', (col) => col.notNull())
      .execute();
  },
};
