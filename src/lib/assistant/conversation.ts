// The conversation a visitor hands over to sales with their details: the questions asked in the
// panel (or on /tro-ly) and the answers shown, stored with the lead for the salesperson to read.
// Bounded, so a lead can never carry a book: at most 10 turns, each side at most 2,000 characters.

import { cleanFreeText } from '../text/unsafe-characters.ts';

/** One question and the answer the assistant showed to it. */
export interface ConversationTurn {
  question: string;
  answer: string;
  /**
   * The server's signature of this question and answer, given with the answer: what tells a turn the
   * assistant produced from one the browser made up. Absent from turns the server never signed.
   */
  seal?: string | undefined;
}

/** A turn as the server answered it, with its seal: what the panel keeps for a handover. */
export interface SealedTurn {
  question: string;
  answer: string;
  seal: string;
}

/** A turn as the lead's page shows it: whether the server's seal proved the answer its assistant's. */
export interface HandedOverTurn {
  question: string;
  answer: string;
  /**
   * False: the visitor's browser sent this answer without a valid seal (none, another's, or one past
   * its age), so it is only their word.
   */
  answerVerified: boolean;
  /** When the assistant gave the answer (ISO-8601 UTC), as its seal says; only on a verified answer. */
  answeredAt?: string | undefined;
}

/**
 * An earlier turn whose seal proved it the assistant's, recently: the only kind of earlier answer the
 * model is given as its own words.
 */
export interface ProvenTurn {
  question: string;
  answer: string;
  /** When the assistant gave the answer (ISO-8601 UTC), as its seal says. */
  answeredAt: string;
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

/** The turns a handover carries: the latest ones, each side cut to the bound, their seals kept. */
export function boundedConversation(turns: readonly ConversationTurn[]): ConversationTurn[] {
  return turns.slice(-maxConversationTurns).map((turn) => ({
    question: boundedTurnText(turn.question),
    answer: boundedTurnText(turn.answer),
    ...(turn.seal ? { seal: turn.seal } : {}),
  }));
}

/**
 * One side of a turn as a handover stores it: bounded as the panel sends it, then trimmed and NFC as
 * the server's check leaves it. What the server seals, so that the turn it signed is the one it stores.
 */
export function storedTurnText(text: string): string {
  return boundedTurnText(text).trim().normalize('NFC');
}
