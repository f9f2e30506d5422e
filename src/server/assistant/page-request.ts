import type { APIContext } from 'astro';
import { readOrOutage } from '../content/content-outage.ts';
import { getDb } from '../db/instance.ts';
import { settledAddress } from '../http/client-address.ts';
import { refusingLimit } from '../rate-limit/rate-limiter.ts';
import { assistantLimits } from './assistant-limits.ts';
import { inAnswerSlot } from './answer-slots.ts';
import { pageAnswer, type PageAnswer } from './page-answer.ts';

/** What /tro-ly shows for a question: the answer, a refusal over the limit, or that the assistant is unavailable. */
export type PageOutcome = { kind: 'answer'; answer: PageAnswer } | { kind: 'rate_limited' } | { kind: 'unavailable' };

/**
 * The answer /tro-ly shows for `question`, within the assistant's limits: the same buckets as
 * POST /api/assistant (per client, then everyone's), since the page may have the model write too.
 */
export async function answerOnPage(context: APIContext, question: string, now = new Date()): Promise<PageOutcome> {
  const db = getDb();
  const client = settledAddress(context.request.headers, context.clientAddress);
  const outcome = await readOrOutage('/tro-ly', async (): Promise<PageOutcome> =>
    (await refusingLimit(db, assistantLimits(client), now))
      ? { kind: 'rate_limited' }
      : { kind: 'answer', answer: await inAnswerSlot(() => pageAnswer(db, question)) },
  );
  return outcome ?? { kind: 'unavailable' };
}
