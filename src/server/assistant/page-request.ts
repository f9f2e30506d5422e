import type { APIContext } from 'astro';
import type { SealedTurn } from '../../lib/assistant/conversation.ts';
import type { FreeTimes } from '../../lib/assistant/free-times.ts';
import { readOrOutage } from '../content/index.ts';
import { getDb } from '../db/instance.ts';
import { settledAddress } from '../http/client-address.ts';
import { refusingLimit } from '../rate-limit/rate-limiter.ts';
import { assistantLimits } from './assistant-limits.ts';
import { inAnswerSlot } from './answer-slots.ts';
import { pageAnswer, type PageAnswer } from './page-answer.ts';
import { turnSeals } from './turn-seal.ts';

/**
 * What /tro-ly shows for a question: the answer (with its turn sealed for the handover form), a
 * refusal over the limit, or that the assistant is unavailable.
 */
export type PageOutcome =
  { kind: 'answer'; answer: PageAnswer; turn: SealedTurn } | { kind: 'rate_limited' } | { kind: 'unavailable' };

/**
 * The answer /tro-ly shows for `question`, within the assistant's limits: the same buckets as
 * POST /api/assistant (per client, then everyone's), since the page may have the model write too.
 */
export async function answerOnPage(
  context: APIContext,
  question: string,
  freeTimes?: FreeTimes,
  now = new Date(),
): Promise<PageOutcome> {
  const db = getDb();
  const client = settledAddress(context.request.headers, context.clientAddress);
  const outcome = await readOrOutage('/tro-ly', async (): Promise<PageOutcome> => {
    if (await refusingLimit(db, assistantLimits(client), now)) return { kind: 'rate_limited' };
    const { seal } = await turnSeals(db, now);
    const answer = await inAnswerSlot(() => pageAnswer(db, question, freeTimes));
    return { kind: 'answer', answer, turn: seal(question, answer.reply) };
  });
  return outcome ?? { kind: 'unavailable' };
}
