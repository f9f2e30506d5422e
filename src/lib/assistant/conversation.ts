// The conversation a visitor hands over to sales with their details: the questions asked in the
// panel (or on /tro-ly) and the answers shown, stored with the lead for the salesperson to read.
// Bounded, so a lead can never carry a book: at most 10 turns, each side at most 2,000 characters.

import { cleanFreeText } from '../text/unsafe-characters.ts';

/** One question and the answer the assistant showed to it. */
export interface ConversationTurn {
  question: string;
  answer: string;
}

/** The most turns a handover carries (the latest ones: the panel drops the oldest). */
export const maxConversationTurns = 10;

/** The most characters (code points) of one question or one answer. */
export const maxTurnCharacters = 2000;

/**
 * `text` without invisible characters (a question pasted with a zero-width space would otherwise get
 * the whole handover refused, again on every try), cut to the bound by code points (half an emoji
 * would be an unsafe character).
 */
export function boundedTurnText(text: string): string {
  const clean = cleanFreeText(text);
  const points = Array.from(clean);
  return points.length <= maxTurnCharacters ? clean : `${points.slice(0, maxTurnCharacters - 1).join('')}…`;
}

/** The turns a handover carries: the latest ones, each side cut to the bound. */
export function boundedConversation(turns: readonly ConversationTurn[]): ConversationTurn[] {
  return turns.slice(-maxConversationTurns).map((turn) => ({
    question: boundedTurnText(turn.question),
    answer: boundedTurnText(turn.answer),
  }));
}
