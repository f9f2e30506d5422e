import type { Kysely } from 'kysely';
import { faqAnchorPattern, type FaqFields } from '../../lib/content/faq-fields.ts';
import type { Database } from '../db/database.ts';
import { createDraft } from './content.service.ts';
import { itemSlugs, listPublished } from './content.repository.ts';
import { faqRules } from './faq-rules.ts';
import type { Actor } from './go-live.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** The longest question a draft starts from (the question field's own bound). */
const maxQuestion = 200;

/** How many anchors a new question tries when other editors take the next ones at the same moment. */
const anchorAttempts = 5;

/**
 * A question as a draft starts from it: spaces and line breaks as one space, cut at a word before
 * 200 characters (an assistant's question may be longer; the editor rewrites it anyway).
 */
function startingQuestion(question: string): string {
  const plain = question.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (plain.length <= maxQuestion) return plain;
  const cut = plain.slice(0, maxQuestion);
  const space = cut.lastIndexOf(' ');
  return (space > maxQuestion / 2 ? cut.slice(0, space) : cut).trim();
}

/** The number after the highest anchor any question holds, drafts included ('faq-10' → 11). */
async function nextAnchorNumber(db: Kysely<Database>): Promise<number> {
  const numbers = (await itemSlugs(db, 'faq'))
    .filter((slug) => faqAnchorPattern.test(slug))
    .map((slug) => Number(slug.slice('faq-'.length)));
  return Math.max(0, ...numbers) + 1;
}

/** A place after every published question. */
async function lastPlace(db: Kysely<Database>): Promise<number> {
  const orders = (await listPublished(db, 'faq')).map((row) => Number(JSON.parse(row.published ?? '{}').order) || 0);
  return Math.min(9_999, Math.max(0, ...orders) + 10);
}

/**
 * 'Thêm câu hỏi': a draft question at the end of the list, with its own anchor (`faq-11`) and, when
 * given, the question typed elsewhere (an assistant's unanswered question). Its id.
 */
export async function createFaqDraft(
  db: Kysely<Database>,
  actor: Actor,
  question = '',
  now = new Date(),
): Promise<string> {
  const [first, order] = await Promise.all([nextAnchorNumber(db), lastPlace(db)]);
  const start: Partial<FaqFields> = { question: startingQuestion(question), order };
  for (let attempt = 0; ; attempt++) {
    try {
      return await createDraft(db, faqRules, actor, now, { ...start, slug: `faq-${first + attempt}` });
    } catch (error) {
      // Another editor's new question took this anchor a moment ago: the next one.
      if (!isUniqueViolation(error) || attempt + 1 >= anchorAttempts) throw error;
    }
  }
}
