import type { AssistantReply } from './assistant-reply.ts';
import type { ConversationTurn, ProvenTurn, SealedTurn } from './conversation.ts';

// POST /api/assistant as the panel and the server both read it: the limits of
// a request, and the NDJSON lines of its answer. No zod here: the panel's script imports this file.

/** Where the panel asks. */
export const assistantEndpoint = '/api/assistant';

/** The largest request body, in bytes. */
export const maxAssistantBodyBytes = 8 * 1024;

/** The longest question, in characters after trimming. */
export const maxQuestionLength = 500;

/** The most earlier turns a request carries. */
export const maxHistoryTurns = 6;

/** The longest question or answer of an earlier turn, in characters. */
export const maxTurnLength = 2000;

/** What the panel sends: the question, and the earlier turns with the seals the server gave them. */
export interface PostedQuestion {
  question: string;
  history: ConversationTurn[];
}

/**
 * A question as the assistant answers it: of the earlier turns posted, only those the server's seal
 * proved its own (turn-seal.ts), so no answer the browser made up is given to the model as its words.
 */
export interface AssistantQuestion {
  question: string;
  history: ProvenTurn[];
}

/**
 * One line of the answer: model-written text as it arrives (appended), then exactly one final reply
 * that replaces whatever the deltas showed. `handover`: offer 'Gặp nhân viên tư vấn' prominently.
 * `turn`: the question and this reply as a handover carries them, sealed by the server (the endpoint
 * adds it), so a handover can tell the assistant's words from words the browser made up.
 */
export type AssistantEvent =
  { type: 'delta'; text: string } | { type: 'reply'; reply: AssistantReply; handover: boolean; turn?: SealedTurn };
