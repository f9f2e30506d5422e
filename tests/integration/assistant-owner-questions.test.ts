// The assistant measured as an owner meets it, without a model, on both databases: 160 questions the
// site answers and 55 it does not, written from the site's content by someone who had not read the
// assistant's code, in owners' words (no diacritics, typos, loanwords, brands, prices, room counts),
// split once at random. Retrieval is tuned on the first half only; the second half is the measure
// the README and bench/results report. Issue 53 asks ≥ 85 % answered from a right page and ≥ 95 %
// declined; retrieval reaches 52.1 % and 97.1 % on the held-out half (62.5 % and 97.1 % on the tuning
// half), so these assertions hold what it reaches, to catch a change that loses ground, and the gap
// to 85 % is stated in docs/search.md rather than hidden in a lower bar.
import { describe, expect, it } from 'vitest';
import { recognizeRequest } from '../../src/lib/assistant/owner-requests.ts';
import {
  heldOutAnswerable,
  heldOutUnanswerable,
  ownerRequests,
  tuningAnswerable,
  tuningUnanswerable,
  type OwnerQuestion,
} from '../fixtures/assistant-owner-questions.ts';
import { finalReply, percent } from './assistant-replies.ts';
import { useShippedDatabase } from './shipped-content-database.ts';
import { testDialects } from './test-databases.ts';

const now = new Date('2026-12-03T03:00:00Z');

describe.each(testDialects)("owners' questions on %s", (dialect) => {
  const shared = useShippedDatabase(dialect, now);

  const replyTo = async (question: string) => (await finalReply(shared.db, question, now)).reply;

  /** How a half fares: right answers, declined unanswerables, and what went wrong (tuning half only). */
  async function measure(answerable: readonly OwnerQuestion[], unanswerable: readonly string[]) {
    const missed: string[] = [];
    for (const { question, hrefs } of answerable) {
      const reply = await replyTo(question);
      const right = reply.kind === 'answer' && reply.sources.some((source) => hrefs.includes(source.href));
      if (!right) missed.push(`${question} → ${reply.kind === 'answer' ? reply.sources[0]?.href : 'not sure'}`);
    }
    const answered: string[] = [];
    for (const question of unanswerable) {
      const reply = await replyTo(question);
      if (reply.kind === 'answer') answered.push(`${question} → ${reply.sources[0]?.href}`);
    }
    return {
      right: percent(answerable.length - missed.length, answerable.length),
      declined: percent(unanswerable.length - answered.length, unanswerable.length),
      missed,
      answered,
    };
  }

  it('answers half the held-out questions from a right page and declines ≥ 95 % of the rest, on either half', async () => {
    const tuning = await measure(tuningAnswerable, tuningUnanswerable);
    const heldOut = await measure(heldOutAnswerable, heldOutUnanswerable);
    // The held-out half's misses are not printed: reading them would be tuning on them.
    console.info(
      `owners' questions on ${dialect}: held-out ${heldOut.right} % of ${heldOutAnswerable.length} answered from a right page, ` +
        `${heldOut.declined} % of ${heldOutUnanswerable.length} declined; tuning ${tuning.right} % of ${tuningAnswerable.length}, ` +
        `${tuning.declined} % of ${tuningUnanswerable.length}\n  tuning missed: ${tuning.missed.join('\n    ') || 'none'}` +
        `\n  tuning answered: ${tuning.answered.join('\n    ') || 'none'}`,
    );
    expect(heldOut.right).toBeGreaterThanOrEqual(50);
    expect(heldOut.declined).toBeGreaterThanOrEqual(95);
    expect(tuning.declined).toBeGreaterThanOrEqual(95);
  });

  it('takes every request for what it asks, with the room count given', () => {
    const taken = ownerRequests.map(({ question }) => ({ question, ...recognizeRequest(question) }));
    expect(taken).toEqual(ownerRequests.map(({ question, wants, rooms }) => ({ question, kind: wants, rooms })));
  });
});
