import type { APIContext } from 'astro';
import type { FreeTimes } from '../../lib/assistant/free-times.ts';
import type { AssistantEvent } from '../../lib/assistant/assistant-protocol.ts';
import { readOrOutage } from '../content/index.ts';
import { getDb } from '../db/instance.ts';
import { settledAddress } from '../http/client-address.ts';
import { sweepExpired } from '../jobs/retention-sweep.ts';
import { log } from '../log.ts';
import { refusingLimit } from '../rate-limit/rate-limiter.ts';
import { answerQuestion } from './answer-question.ts';
import { assistantLimits } from './assistant-limits.ts';
import { inAnswerSlot } from './answer-slots.ts';
import { readQuestion } from './assistant-input.ts';
import { turnSeals } from './turn-seal.ts';

// POST /api/assistant: a question in, NDJSON out, each line written as soon as
// it is known: the model's words as deltas, then one final reply. Refusals are JSON { error } in
// Vietnamese. The visitor closing the panel (the connection) aborts the model's request.

/** What a visitor is told when the assistant cannot take the question now. */
export const assistantMessages = {
  rate_limited: 'Anh/chị đã hỏi nhiều câu liên tiếp. Vui lòng thử lại sau ít phút.',
  busy: 'Trợ lý đang nhận quá nhiều câu hỏi. Anh/chị vui lòng thử lại sau ít phút hoặc gọi hotline để được tư vấn ngay.',
  unavailable: 'Trợ lý tạm thời chưa trả lời được. Anh/chị vui lòng thử lại sau ít phút hoặc gọi hotline.',
} as const;

/** Seconds a refused visitor is asked to wait: the limits' shortest window, the database's usual recovery. */
const retryAfterSeconds = 60;

function refusal(status: number, error: string): Response {
  const retry = status === 429 || status === 503 ? { 'retry-after': String(retryAfterSeconds) } : {};
  return Response.json({ error }, { status, headers: { 'cache-control': 'no-store', ...retry } });
}

const encoder = new TextEncoder();
const line = (event: AssistantEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

/** Answers a question posted to /api/assistant; `freeTimes` are the demo times offered with 'đặt lịch demo'. */
export async function handleAssistantRequest(
  context: APIContext,
  freeTimes?: FreeTimes,
  now = new Date(),
): Promise<Response> {
  const input = await readQuestion(context.request);
  if ('status' in input) return refusal(input.status, input.message);
  const db = getDb();
  const client = settledAddress(context.request.headers, context.clientAddress);
  const visitor = new AbortController();
  context.request.signal.addEventListener('abort', () => visitor.abort(), { once: true });
  // The key is read once per process. Only the earlier turns it proves reach the model as its answers.
  const turns = await readOrOutage('/api/assistant', () => turnSeals(db, now));
  if (!turns) return refusal(503, assistantMessages.unavailable);
  const history = turns.proven(input.history);
  const events = answerQuestion(
    db,
    { question: input.question, history },
    { signal: visitor.signal, ...(freeTimes ? { freeTimes } : {}) },
  );

  // The limits are counted, the signing key read and retrieval done before the answer's status is
  // chosen: a database that cannot be read is a 503, never a 200 that breaks off. A visitor over their
  // own limit is not counted against everyone's.
  const started = await readOrOutage('/api/assistant', async () => {
    const refused = await refusingLimit(db, assistantLimits(client), now);
    if (refused) return refused.scope === 'assistant-all' ? 'busy' : 'rate_limited';
    return { first: await inAnswerSlot(() => events.next()) };
  });
  if (!started || typeof started === 'string') {
    await events.return(undefined);
    return started ? refusal(429, assistantMessages[started]) : refusal(503, assistantMessages.unavailable);
  }
  const { first } = started;
  // The reply carries its turn sealed, for the handover to prove it the assistant's.
  const sealed = (event: AssistantEvent): AssistantEvent =>
    event.type === 'reply' ? { ...event, turn: turns.seal(input.question, event.reply) } : event;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(line(sealed(first.value)));
    },
    async pull(controller) {
      let step: IteratorResult<AssistantEvent>;
      try {
        step = await events.next();
      } catch (error) {
        // The deltas shown stay; the panel tells a reply that never came from one that did.
        log.error('assistant_answer_failed', { error });
        step = { done: true, value: undefined };
      }
      // The visitor may have gone while the step was awaited: nothing is written after the stream's cancel.
      if (visitor.signal.aborted) return;
      if (!step.done) return controller.enqueue(line(sealed(step.value)));
      controller.close();
      await sweepExpired(db, new Date());
    },
    async cancel() {
      visitor.abort();
      await events.return(undefined);
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' },
  });
}
