import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: which browser and address opened each session, so a member sees their sessions in
// 'Tài khoản của tôi' and can end one they do not recognise. Older sessions show neither.

export const sessionDevices: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('staff_sessions').addColumn('user_agent', 'varchar(300)').execute();
    await db.schema.alterTable('staff_sessions').addColumn('address', 'varchar(100)').execute();
    await db.schema.createIndex('staff_sessions_user_idx').on('staff_sessions').column('user_id').execute();
  },
};
