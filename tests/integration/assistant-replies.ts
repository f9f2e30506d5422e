import type { Kysely } from 'kysely';
import type { AssistantReply } from '../../src/lib/assistant/assistant-reply.ts';
import { answerQuestion, type AnswerOptions } from '../../src/server/assistant/answer-question.ts';
import type { Database } from '../../src/server/db/database.ts';
import { manualClock } from './manual-clock.ts';

/**
 * The assistant's final word on `question` at `now`, as POST /api/assistant gives it without a model:
 * a request answered with its page, else retrieval. A not-sure question is not kept unless asked.
 */
export async function finalReply(
  db: Kysely<Database>,
  question: string,
  now: Date,
  options: AnswerOptions = {},
): Promise<{ reply: AssistantReply; handover: boolean }> {
  const asked = { model: undefined, clock: manualClock(now.getTime()), keepUnanswered: false, ...options };
  for await (const event of answerQuestion(db, { question, history: [] }, asked))
    if (event.type === 'reply') return event;
  throw new Error('answerQuestion ended without a reply');
}

/** `part` of `whole` in per cent, to one decimal. */
export const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
