import type { Kysely } from 'kysely';
import { publishedFaq } from '../content/index.ts';
import type { Database } from '../db/database.ts';

/** How many first questions the assistant suggests. */
const suggestedCount = 4;

/** The questions the assistant suggests before the first one is asked: the published FAQ's first. */
export async function suggestedQuestions(db: Kysely<Database>): Promise<string[]> {
  return (await publishedFaq(db)).slice(0, suggestedCount).map((item) => item.question);
}
