import type { AssistantEvent } from './assistant-protocol.ts';
import type { AssistantLink, AssistantReply } from './assistant-reply.ts';
import type { SealedTurn } from './conversation.ts';

// The panel's reading of POST /api/assistant: one JSON object per line,
// `{"type":"delta","text"}` as the model writes (appended), then exactly one
// `{"type":"reply","reply","handover"}` whose reply replaces what the deltas showed: AssistantEvent,
// the type the server writes them as.

const isLink = (value: unknown): value is AssistantLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AssistantLink).title === 'string' &&
  // The server decides the links, and they are the site's own pages: never a script or another site.
  typeof (value as AssistantLink).href === 'string' &&
  (value as AssistantLink).href.startsWith('/') &&
  !(value as AssistantLink).href.startsWith('//');

const links = (value: unknown): AssistantLink[] | undefined =>
  Array.isArray(value) && value.every(isLink) ? value : undefined;

/** `value` as a reply, or undefined when it is not one. */
function replyOf(value: unknown): AssistantReply | undefined {
  const reply = value as Record<string, unknown> | null;
  if (reply?.kind === 'answer' && typeof reply.text === 'string') {
    const sources = links(reply.sources);
    return sources && { kind: 'answer', text: reply.text, sources };
  }
  if (reply?.kind === 'not_sure') {
    const related = links(reply.related);
    const text = typeof reply.text === 'string' && reply.text ? { text: reply.text } : {};
    return related && { kind: 'not_sure', related, ...text };
  }
  return undefined;
}

/** The server's sealed turn, kept as sent (the server checks it when it comes back with a handover). */
function turnOf(value: unknown): { turn: SealedTurn } | undefined {
  const turn = value as Record<string, unknown> | null;
  return typeof turn?.question === 'string' && typeof turn.answer === 'string' && typeof turn.seal === 'string'
    ? { turn: { question: turn.question, answer: turn.answer, seal: turn.seal } }
    : undefined;
}

/** One line as an event; undefined for a blank, broken or unknown line (skipped, never fatal). */
export function parseStreamLine(line: string): AssistantEvent | undefined {
  if (!line.trim()) return undefined;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (value?.type === 'delta' && typeof value.text === 'string') return { type: 'delta', text: value.text };
  const reply = value?.type === 'reply' ? replyOf(value.reply) : undefined;
  return reply && { type: 'reply', reply, handover: value.handover === true, ...turnOf(value.turn) };
}

/** The events of an ndjson body as they arrive, whatever the chunks' boundaries (mid-line, mid-character). */
export async function* readStream(body: ReadableStream<Uint8Array>): AsyncGenerator<AssistantEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    // A character split between chunks waits for its other half (`stream`), flushed at the end.
    const lines = (pending + decoder.decode(value, { stream: !done })).split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      const event = parseStreamLine(line);
      if (event) yield event;
    }
    if (done) return;
  }
}
