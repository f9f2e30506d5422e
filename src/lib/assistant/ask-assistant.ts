import { assistantMessages } from './assistant-messages.ts';
import type { AssistantReply } from './assistant-reply.ts';
import { boundedTurnText, type ConversationTurn, type SealedTurn } from './conversation.ts';
import { readStream } from './reply-stream.ts';

// The panel's side of POST /api/assistant: what it sends (the question and as much of the
// conversation as the contract allows), and what it makes of the answer: text as it streams, then
// the final reply; or, when there is none, one Vietnamese sentence saying why.

/** Earlier turns sent with a question, at most (the contract's limit). */
export const maxHistoryTurns = 6;

/** The contract's cap on the request body. */
export const maxRequestBytes = 8 * 1024;

/** How the question was answered: the final reply (and the server's sealed turn), or why there is none. */
export type AskResult =
  { ok: true; reply: AssistantReply; handover: boolean; turn?: SealedTurn } | { ok: false; message: string };

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The request body: the question and the latest earlier turns that fit the cap (oldest dropped
 * first), each with the seal the server gave it: without one, the server leaves the turn out.
 */
export function requestBody(question: string, turns: readonly ConversationTurn[]): string {
  const history = turns.slice(-maxHistoryTurns).map((turn) => ({
    question: boundedTurnText(turn.question),
    answer: boundedTurnText(turn.answer),
    ...(turn.seal ? { seal: turn.seal } : {}),
  }));
  for (;;) {
    const body = JSON.stringify({ question, history });
    if (bytes(body) <= maxRequestBytes || !history.length) return body;
    history.shift();
  }
}

/** The refusal's own message (the contract's `error`; the site's guard says `message`), else one by status. */
async function refusal(response: Response): Promise<string> {
  let said: unknown;
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    said = body.error ?? body.message;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  if (typeof said === 'string' && said) return said;
  return response.status === 429 ? assistantMessages.rateLimited : assistantMessages.unavailable;
}

/**
 * Asks `question` with the conversation so far; `onText` gets the text written so far as each piece
 * arrives (a model's answer streams; retrieval sends only the final reply). Never throws.
 */
export async function askAssistant(
  question: string,
  turns: readonly ConversationTurn[],
  onText: (text: string) => void,
  send: typeof fetch = fetch,
): Promise<AskResult> {
  let response: Response;
  try {
    response = await send('/api/assistant', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: requestBody(question, turns),
    });
  } catch {
    return { ok: false, message: assistantMessages.offline };
  }
  if (!response.ok || !response.body) return { ok: false, message: await refusal(response) };
  let written = '';
  try {
    for await (const event of readStream(response.body)) {
      if (event.type === 'reply') {
        const { reply, handover, turn } = event;
        return { ok: true, reply, handover, ...(turn && { turn }) };
      }
      written += event.text;
      onText(written);
    }
  } catch {
    // The connection broke mid-answer.
    return { ok: false, message: assistantMessages.offline };
  }
  // The stream ended without its final reply: what was written cannot be trusted to be whole.
  return { ok: false, message: assistantMessages.unavailable };
}
