import type { Kysely } from 'kysely';
import { faqItems } from '../../content/landing/faq.ts';
import type { Database } from '../db/database.ts';

/** How many first questions the assistant suggests. */
const suggestedCount = 4;

/**
 * The questions the assistant suggests before the first one is asked: the FAQ's first questions.
 * Read from the shipped FAQ file until the FAQ moves into the database; then this one function reads
 * the published FAQ through `db` (hence the parameter), and nothing else changes.
 */
export async function suggestedQuestions(_db: Kysely<Database>): Promise<string[]> {
  return faqItems.slice(0, suggestedCount).map((item) => item.question);
}
