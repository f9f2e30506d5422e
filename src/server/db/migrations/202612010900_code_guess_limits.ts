import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: limits on guessing two-factor codes that do not depend on the client's address (which a
// botnet has many of). Each waiting sign-in counts the codes tried on it; each failed sign-in says
// which step failed, so wrong codes can be counted per account over an hour.

export const codeGuessLimits: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('staff_sign_in_challenges')
      .addColumn('code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('sign_in_failures')
      .addColumn('step', 'varchar(16)', (col) => col.notNull().defaultTo('password'))
      .execute();
  },
};
