import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: what the site's assistant keeps.
// - assistant_daily_answers: how many answers the model was asked to write on each Vietnam-time
//   day, one row per day, counted by one atomic upsert so instances sharing PostgreSQL share the cap.
// - assistant_unanswered: questions the assistant was not sure of, for the editors: the question's
//   text with phone numbers and e-mail addresses removed, folded (the editors' list groups by it),
//   the day, and how often that day. Nothing about who asked; deleted after ASSISTANT_RETENTION_DAYS.

export const assistantQuestions: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('assistant_daily_answers')
      .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
      .addColumn('answers', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('assistant_unanswered')
      .addColumn('asked_on', 'varchar(10)', (col) => col.notNull())
      .addColumn('folded', 'text', (col) => col.notNull())
      .addColumn('question', 'text', (col) => col.notNull())
      .addColumn('times_asked', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('assistant_unanswered_pk', ['asked_on', 'folded'])
      .execute();
    await db.schema
      .createIndex('assistant_unanswered_folded_idx')
      .on('assistant_unanswered')
      .columns(['folded', 'asked_on'])
      .execute();
  },
};
