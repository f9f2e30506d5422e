import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: what editors teach the site's assistant (issue 53).
// - assistant_synonyms: words owners use for what the site says otherwise ('đổi trả lỗi' is read as
//   'bảo hành'), one row per phrase, keyed by the phrase folded (no diacritics, lower case, words
//   one space apart), so 'Đổi trả lỗi' and 'doi tra loi' are one phrase.
// - assistant_taught_questions: a question the assistant could not answer, attached by an editor to
//   the FAQ that answers it; keyed by the question folded, so the same words answer at once.
// Neither holds anything about a visitor: the question's text is the editors' list's, already without
// phone numbers and e-mail addresses.

export const assistantTeaching: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('assistant_synonyms')
      .addColumn('phrase_folded', 'varchar(200)', (col) => col.primaryKey())
      .addColumn('phrase', 'varchar(200)', (col) => col.notNull())
      .addColumn('means', 'varchar(200)', (col) => col.notNull())
      .addColumn('created_by', 'varchar(36)')
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('assistant_taught_questions')
      .addColumn('folded', 'varchar(500)', (col) => col.primaryKey())
      .addColumn('question', 'varchar(500)', (col) => col.notNull())
      .addColumn('faq_id', 'varchar(36)', (col) => col.notNull())
      .addColumn('created_by', 'varchar(36)')
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('assistant_taught_questions_faq_idx')
      .on('assistant_taught_questions')
      .column('faq_id')
      .execute();
  },
};
