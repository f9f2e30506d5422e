import type { Kysely } from 'kysely';
import type { AssistantReply } from '../../lib/assistant/assistant-reply.ts';
import {
  storedTurnText,
  type ConversationTurn,
  type HandedOverTurn,
  type SealedTurn,
} from '../../lib/assistant/conversation.ts';
import { replyAsText } from '../../lib/assistant/reply-text.ts';
import type { Database } from '../db/database.ts';
import { signatureMatches, signingKey, signText } from '../signing/signing-key.ts';

// A handover's conversation comes from the visitor's browser, which can post any words as the
// assistant's. So each turn the assistant answers is sealed when it is answered (the panel's stream,
// /tro-ly's form), and a handover's turn is stored as the assistant's only if its seal still matches
// its question and answer; any other is kept, and shown to the salesperson, as the visitor's own words.

/** Seals a question and the reply given to it: the turn as the handover will carry it. */
export type TurnSealer = (question: string, reply: AssistantReply) => SealedTurn;

// The purpose first: a meeting link's body (a UUID, then its fields) never reads like this.
const sealedText = (question: string, answer: string) => `assistant-turn\n${JSON.stringify([question, answer])}`;

/** Signs with `key` (one read of the signing key serves a whole answer). */
export function turnSealerWith(key: Buffer): TurnSealer {
  return (question, reply) => {
    const turn = { question: storedTurnText(question), answer: storedTurnText(replyAsText(reply)) };
    return { ...turn, seal: signText(key, sealedText(turn.question, turn.answer)) };
  };
}

/** A sealer for the database's key; throws when the key cannot be read (the database is down). */
export async function turnSealer(db: Kysely<Database>): Promise<TurnSealer> {
  return turnSealerWith(await signingKey(db));
}

/**
 * `turns` (as the handover's check left them) marked with whether the seal of `key` proves each answer
 * the assistant's; with no key, none is.
 */
export function verifyTurnsWith(key: Buffer | undefined, turns: readonly ConversationTurn[]): HandedOverTurn[] {
  return turns.map(({ question, answer, seal }) => ({
    question,
    answer,
    answerVerified:
      key !== undefined && seal !== undefined && signatureMatches(key, sealedText(question, answer), seal),
  }));
}

/** A handover's turns, each marked verified or not; the key is read only when a turn carries a seal. */
export async function verifiedTurns(
  db: Kysely<Database>,
  turns: readonly ConversationTurn[],
): Promise<HandedOverTurn[]> {
  return verifyTurnsWith(turns.some((turn) => turn.seal) ? await signingKey(db) : undefined, turns);
}
