// The assistant's optional model: any OpenAI-compatible chat-completions server, streamed. Every
// failure is a typed ModelError so the caller can fall back to the retrieval answer without showing
// an error. Nothing here logs: the messages are the visitor's text.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { scrubPersonalData } from '../../lib/assistant/scrub.ts';
import type { ModelSettings } from './assistant-config.ts';

/** A first streamed word later than this and the answer is given up. */
export const firstTokenTimeoutMs = 8_000;
/** A whole answer longer than this and it is given up: a visitor would call it slow. */
export const answerTimeoutMs = 15_000;
/** What an error answer's body is read up to, for its detail. */
const errorBodyCap = 2_048;
/** One server-sent event larger than this is not a chat-completions chunk. */
const eventCap = 64 * 1024;
// No tokenizer on this side: a delta is at least one token, and no tokenizer averages 8 characters.
const charactersPerTokenAtMost = 8;

/** One chat message; visitor text goes in `user` messages. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Time as the client sees it; tests inject one they advance by hand. */
export interface ModelClock {
  now(): number;
  /** Calls `callback` after `ms`; the returned function cancels it. */
  setTimeout(callback: () => void, ms: number): () => void;
}

/** Why a model answer was given up. */
export type ModelFailure = 'timeout' | 'http' | 'network' | 'malformed' | 'too-long' | 'aborted';

/** A model answer given up; `kind` says why, `status` is the HTTP status of an `http` failure. */
export class ModelError extends Error {
  override name = 'ModelError';
  readonly kind: ModelFailure;
  readonly status: number | undefined;
  constructor(kind: ModelFailure, message: string, status?: number) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

/** The process's own time, when no test injects a clock. */
export const realClock: ModelClock = {
  now: () => Date.now(),
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

/** A request for one answer. */
export interface AnswerRequest {
  messages: ChatMessage[];
  /** Aborting it stops the request (the visitor closed the panel). */
  signal?: AbortSignal | undefined;
  clock?: ModelClock | undefined;
  /** The HTTP client; tests and the bench may hand in their own. */
  fetch?: typeof fetch | undefined;
}

function requestBody(messages: ChatMessage[], settings: ModelSettings): string {
  return JSON.stringify({
    model: settings.model,
    // The last gate: whatever the caller did, no phone or e-mail of the visitor's leaves the server.
    messages: messages.map((message) =>
      message.role === 'user' ? { ...message, content: scrubPersonalData(message.content) } : message,
    ),
    max_tokens: settings.maxTokens,
    stream: true,
  });
}

async function readCapped(body: ReadableStream<Uint8Array> | null, cap: number): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let read = 0;
  while (read < cap) {
    const chunk = await reader.read();
    if (chunk.done) break;
    read += chunk.value.byteLength;
  }
  await reader.cancel();
}

interface Delta {
  content: string;
  finishReason: string | undefined;
}

/** One `data:` payload → its text delta; a ModelError when it is not a chat-completions chunk. */
function deltaOf(data: string): Delta | undefined {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new ModelError('malformed', 'a streamed chunk is not JSON');
  }
  const choices = (chunk as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) throw new ModelError('malformed', 'a streamed chunk has no choices');
  // An empty list is a usage-only chunk some servers send last.
  if (choices.length === 0) return undefined;
  const choice = choices[0] as { delta?: unknown; finish_reason?: unknown } | null;
  const delta = choice?.delta as { content?: unknown } | null | undefined;
  if (typeof delta !== 'object' || delta === null) throw new ModelError('malformed', 'a streamed chunk has no delta');
  if (delta.content !== undefined && delta.content !== null && typeof delta.content !== 'string') {
    throw new ModelError('malformed', 'a streamed delta has content that is not text');
  }
  const finishReason = typeof choice?.finish_reason === 'string' ? choice.finish_reason : undefined;
  return { content: typeof delta.content === 'string' ? delta.content : '', finishReason };
}

/**
 * Streams the model's answer to `messages` as text deltas. Throws a ModelError on a timeout (no
 * first word within 8 s, or the whole answer over 15 s), an HTTP error, a network failure, a chunk
 * that is not chat-completions, an answer over `maxTokens`, or the caller's abort; the request is
 * aborted in every case, and when the caller stops iterating.
 */
export async function* streamAnswer(request: AnswerRequest, settings: ModelSettings): AsyncGenerator<string> {
  const clock = request.clock ?? realClock;
  const controller = new AbortController();
  let failure: ModelError | undefined;
  const stop = (error: ModelError) => {
    failure ??= error;
    controller.abort(failure);
  };
  const started = clock.now();
  const cancelFirstToken = clock.setTimeout(
    () => stop(new ModelError('timeout', `no first word within ${firstTokenTimeoutMs} ms`)),
    firstTokenTimeoutMs,
  );
  const overTime = () => new ModelError('timeout', `the answer took over ${answerTimeoutMs} ms`);
  const cancelAnswer = clock.setTimeout(() => stop(overTime()), answerTimeoutMs);
  const onAbort = () => stop(new ModelError('aborted', 'the caller stopped the answer'));
  if (request.signal?.aborted) onAbort();
  request.signal?.addEventListener('abort', onAbort, { once: true });
  // A failure this side caused (a timer, the caller) wins over the network error it provokes.
  const failed = (error: unknown) =>
    failure ?? (error instanceof ModelError ? error : new ModelError('network', 'the model could not be reached'));

  try {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
    if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
    let response: Response;
    try {
      response = await (request.fetch ?? fetch)(settings.endpoint, {
        method: 'POST',
        headers,
        body: requestBody(request.messages, settings),
        signal: controller.signal,
      });
    } catch (error) {
      throw failed(error);
    }
    if (!response.ok) {
      // Read a little so the connection can be reused, never a body of any size.
      await readCapped(response.body, errorBodyCap).catch(() => undefined);
      throw new ModelError('http', `the model answered HTTP ${response.status}`, response.status);
    }
    if (!response.body) throw new ModelError('malformed', 'the model answered without a body');

    const events: EventSourceMessage[] = [];
    const parser = createParser({
      onEvent: (event) => events.push(event),
      onError: (error) => {
        // Unknown fields and a bad retry are for the client to ignore (the SSE specification).
        if (error.type === 'max-buffer-size-exceeded')
          throw new ModelError('malformed', 'a streamed event is too large');
      },
      maxBufferSize: eventCap,
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let tokens = 0;
    let characters = 0;
    let finished = false;
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw failed(error);
      }
      if (failure) throw failure;
      if (chunk.done) break;
      parser.feed(chunk.value);
      for (const event of events.splice(0)) {
        if (event.data === '[DONE]') {
          finished = true;
          break;
        }
        const delta = deltaOf(event.data);
        if (!delta) continue;
        if (delta.content) {
          cancelFirstToken();
          tokens++;
          characters += delta.content.length;
          if (tokens > settings.maxTokens || characters > settings.maxTokens * charactersPerTokenAtMost) {
            throw new ModelError('too-long', `the answer went over ${settings.maxTokens} tokens`);
          }
          if (clock.now() - started > answerTimeoutMs) throw overTime();
          yield delta.content;
          if (failure) throw failure;
        }
        // 'length': the server stopped at max_tokens, mid-sentence.
        if (delta.finishReason === 'length')
          throw new ModelError('too-long', `the answer reached ${settings.maxTokens} tokens`);
        if (delta.finishReason) finished = true;
      }
      if (finished) return;
    }
    throw new ModelError('malformed', 'the stream ended before the answer did');
  } finally {
    cancelFirstToken();
    cancelAnswer();
    request.signal?.removeEventListener('abort', onAbort);
    // Frees the socket whatever happened: an early return, a failure, or the caller breaking off.
    controller.abort();
  }
}
