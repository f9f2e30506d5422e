import type { Kysely } from 'kysely';
import { z } from 'zod';
import { attachInputSchema, attachMessages, type FaqChoice } from '../../lib/assistant/attach-input.ts';
import { foldedQuestion, topicText } from '../../lib/assistant/question-text.ts';
import { synonymErrors, synonymInputSchema, type SynonymInput } from '../../lib/assistant/synonym-input.ts';
import { maxSynonymLength } from '../../lib/assistant/synonyms.ts';
import type { AuditActor } from '../../lib/audit/audit-actor.ts';
import { audit } from '../audit/index.ts';
import type { Database } from '../db/database.ts';
import { deleteSynonym, indexedFaqs, saveSynonym, saveTaughtQuestion } from './teaching.repository.ts';
import { unansweredGroupOf } from './unanswered-questions.ts';
import { deleteUnansweredGroups } from './unanswered-questions.repository.ts';

// What editors teach the assistant (issue 53), each change checked here, stored, and written to the
// audit log: synonyms (a phrase owners use, read as what the site writes) and questions attached to
// the published FAQ that answers them. Retrieval reads both (retrieve-answer.ts).

type Db = Kysely<Database>;

/** The FAQs a question can be attached to: those live in the search index, by question in Vietnamese order. */
export async function faqChoices(db: Db): Promise<FaqChoice[]> {
  const collator = new Intl.Collator('vi');
  return (await indexedFaqs(db)).sort((one, other) => collator.compare(one.question, other.question));
}

/** What became of a synonym posted: saved (added, or an existing phrase given a new meaning), or the fields' messages. */
export type SynonymSaved = { ok: true } | { ok: false; errors: Partial<Record<keyof SynonymInput, string>> };

/** Saves the synonym `fields` hold (phrase, means), as `actor` at `now`. */
export async function saveEditorSynonym(db: Db, fields: unknown, actor: AuditActor, now: Date): Promise<SynonymSaved> {
  const parsed = synonymInputSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: synonymErrors(parsed.error) };
  const { phrase, means } = parsed.data;
  await saveSynonym(db, {
    phraseFolded: foldedQuestion(phrase),
    phrase,
    means,
    createdBy: actor.id ?? null,
    at: now.toISOString(),
  });
  await audit(db, { action: 'assistant_synonym_saved', actor, subject: phrase, detail: `Trợ lý hiểu là: ${means}` });
  return { ok: true };
}

// 'Xóa' posts the phrase as the list shows it (a hidden field): anything else is no phrase of the list.
const deletedPhraseSchema = z.string().trim().min(1).max(maxSynonymLength);

/** Deletes the editors' synonym of `phrase`: 'deleted', 'missing' (already gone), or 'invalid' (no phrase at all). */
export async function deleteEditorSynonym(
  db: Db,
  phrase: unknown,
  actor: AuditActor,
): Promise<'deleted' | 'missing' | 'invalid'> {
  const parsed = deletedPhraseSchema.safeParse(phrase);
  const folded = parsed.success ? foldedQuestion(parsed.data) : '';
  if (!folded) return 'invalid';
  if (!(await deleteSynonym(db, folded))) return 'missing';
  await audit(db, { action: 'assistant_synonym_deleted', actor, subject: parsed.data });
  return 'deleted';
}

/** What became of 'Gắn': attached (to that FAQ), refused with a message for the row (422), or a post no form sends (400). */
export type AttachOutcome =
  | { kind: 'attached'; faq: FaqChoice }
  | { kind: 'refused'; question: string; message: string }
  | { kind: 'bad_request' };

/**
 * Attaches the question `fields` hold to the published FAQ they name, as `actor` at `now`: the
 * assistant answers those words with that FAQ from now on, and the question leaves the editors' list.
 */
export async function attachQuestion(
  db: Db,
  fields: Record<string, unknown>,
  actor: AuditActor,
  now: Date,
): Promise<AttachOutcome> {
  const posted = attachInputSchema.shape.question.safeParse(fields.question);
  // Folded as retrieval folds what it is asked: without the phone numbers, e-mails and links it drops.
  const folded = posted.success ? foldedQuestion(topicText(posted.data)) : '';
  if (!posted.success || !folded) return { kind: 'bad_request' };
  const question = posted.data;
  const chosen = attachInputSchema.shape.faq.safeParse(fields.faq);
  if (!chosen.success) return { kind: 'refused', question, message: chosen.error.issues[0]!.message };
  const faq = (await indexedFaqs(db)).find((choice) => choice.id === chosen.data);
  if (!faq) return { kind: 'refused', question, message: attachMessages.gone };
  await db.transaction().execute(async (trx) => {
    await saveTaughtQuestion(trx, {
      folded,
      question,
      faqId: faq.id,
      createdBy: actor.id ?? null,
      at: now.toISOString(),
    });
    await deleteUnansweredGroups(trx, [unansweredGroupOf(question)]);
  });
  await audit(db, { action: 'assistant_question_attached', actor, subject: question, detail: faq.question });
  return { kind: 'attached', faq };
}
