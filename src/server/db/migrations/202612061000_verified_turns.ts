import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: a handed-over conversation's answers are the assistant's only when the server's seal on
// them verified. `answer_verified` is 1 for those, 0 for an answer the visitor's browser sent without
// a valid seal. Turns stored before seals existed were never checked, so they are 0: shown as what
// the visitor sent, not as the assistant's words.

export const verifiedTurns: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('lead_conversation_turns')
      .addColumn('answer_verified', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
