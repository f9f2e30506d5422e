import type { Kysely } from 'kysely';
import type { FaqChoice } from '../../lib/assistant/attach-input.ts';
import type { PassageSource } from '../../lib/assistant/passages.ts';
import type { Synonym } from '../../lib/assistant/synonyms.ts';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database>;

// An FAQ's document in the search index: what retrieval answers an attached question with.
const faqPrefix = 'faq:';

/** A synonym as the editors' list shows it. */
export interface StoredSynonym extends Synonym {
  phraseFolded: string;
  createdAt: string;
}

/** Every synonym the editors added, by phrase. */
export async function listSynonyms(db: Db): Promise<StoredSynonym[]> {
  const rows = await db
    .selectFrom('assistant_synonyms')
    .select(['phrase_folded', 'phrase', 'means', 'created_at'])
    .orderBy('phrase_folded')
    .execute();
  return rows.map((row) => ({
    phraseFolded: row.phrase_folded,
    phrase: row.phrase,
    means: row.means,
    createdAt: row.created_at,
  }));
}

/** Adds a synonym, or gives an existing phrase its new meaning (one upsert: two editors at once leave one row). */
export async function saveSynonym(
  db: Db,
  row: { phraseFolded: string; phrase: string; means: string; createdBy: string | null; at: string },
): Promise<void> {
  await db
    .insertInto('assistant_synonyms')
    .values({
      phrase_folded: row.phraseFolded,
      phrase: row.phrase,
      means: row.means,
      created_by: row.createdBy,
      created_at: row.at,
    })
    .onConflict((conflict) =>
      conflict.column('phrase_folded').doUpdateSet({ phrase: row.phrase, means: row.means, created_at: row.at }),
    )
    .execute();
}

/** Removes the synonym of a folded phrase; whether there was one. */
export async function deleteSynonym(db: Db, phraseFolded: string): Promise<boolean> {
  const result = await db.deleteFrom('assistant_synonyms').where('phrase_folded', '=', phraseFolded).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Attaches a folded question to an FAQ (the latest attachment of the same words wins). */
export async function saveTaughtQuestion(
  db: Db,
  row: { folded: string; question: string; faqId: string; createdBy: string | null; at: string },
): Promise<void> {
  await db
    .insertInto('assistant_taught_questions')
    .values({
      folded: row.folded,
      question: row.question,
      faq_id: row.faqId,
      created_by: row.createdBy,
      created_at: row.at,
    })
    .onConflict((conflict) =>
      conflict.column('folded').doUpdateSet({ question: row.question, faq_id: row.faqId, created_at: row.at }),
    )
    .execute();
}

/** The published FAQ an editor attached these folded words to, as the search index holds it; undefined when none is live. */
export async function taughtFaqPage(db: Db, folded: string): Promise<PassageSource | undefined> {
  const taught = await db
    .selectFrom('assistant_taught_questions')
    .select('faq_id')
    .where('folded', '=', folded)
    .executeTakeFirst();
  if (!taught) return undefined;
  return db
    .selectFrom('search_documents')
    .select(['kind', 'title', 'summary', 'body', 'href'])
    .where('id', '=', `${faqPrefix}${taught.faq_id}`)
    .executeTakeFirst();
}

/** Every FAQ live in the search index, by its question: what a question can be attached to. */
export async function indexedFaqs(db: Db): Promise<FaqChoice[]> {
  const rows = await db
    .selectFrom('search_documents')
    .select(['id', 'title', 'href'])
    .where('id', 'like', `${faqPrefix}%`)
    .execute();
  return rows.map((row) => ({ id: row.id.slice(faqPrefix.length), question: row.title, href: row.href }));
}
