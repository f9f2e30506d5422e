import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: a verified answer of a handed-over conversation keeps when the assistant gave it, as its
// seal says (`answered_at`, ISO-8601 UTC; null for an unverified answer). Seals made before this one
// carried no time and were given to earlier answers the browser could have made up and the model
// repeated: they prove nothing now, so every turn stored before is unverified.

export const turnAnswerTimes: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('lead_conversation_turns').addColumn('answered_at', 'varchar(32)').execute();
    await db.updateTable('lead_conversation_turns').set({ answer_verified: 0 }).execute();
  },
};
