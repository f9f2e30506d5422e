import type { Kysely } from 'kysely';
import type { AssistantReply } from '../../lib/assistant/assistant-reply.ts';
import {
  storedTurnText,
  type ConversationTurn,
  type HandedOverTurn,
  type ProvenTurn,
  type SealedTurn,
} from '../../lib/assistant/conversation.ts';
import { replyAsText } from '../../lib/assistant/reply-text.ts';
import type { Database } from '../db/database.ts';
import { signatureMatches, signingKey, signText } from '../signing/signing-key.ts';

// A conversation comes back from the visitor's browser, which can post any words as the assistant's:
// with a handover, and as the earlier turns of each question. So each turn the assistant answers is
// sealed when it is answered (the panel's stream, /tro-ly's form), with the time, and a turn is taken
// as the assistant's only if its seal still matches its question and answer and is under a day old.
// An earlier turn that is not goes nowhere near the model (else a made-up answer it repeated would be
// sealed in turn); a handed-over one is kept, and shown to the salesperson, as the visitor's words.
// The day: a handover comes in the visit that asked, and a seal must not outlive a price it quoted.

/** How long a seal proves its turn: a visit's day, not the months a price may change in. */
export const sealLifetimeMs = 24 * 60 * 60 * 1000;

/** How far ahead of this server's clock another instance's may have sealed a turn. */
const clockSkewMs = 5 * 60 * 1000;

/** Seals a question and the reply given to it: the turn as the handover will carry it. */
export type TurnSealer = (question: string, reply: AssistantReply) => SealedTurn;

// The purpose first: a meeting link's body (a UUID, then its fields) never reads like this. The time
// is in the signed text, so a seal of the first kind (question and answer alone) never matches.
const sealedText = (question: string, answer: string, seconds: number) =>
  `assistant-turn\n${JSON.stringify([question, answer, seconds])}`;

// A seal is the time it was made (seconds since 1970) and the signature: '1796000000.<32 characters>'.
const sealPattern = /^(\d{1,12})\.([\w-]{32})$/;

/** Signs with `key` at `now` (one read of the signing key serves a whole answer). */
export function turnSealerWith(key: Buffer, now: Date): TurnSealer {
  const seconds = Math.floor(now.getTime() / 1000);
  return (question, reply) => {
    const turn = { question: storedTurnText(question), answer: storedTurnText(replyAsText(reply)) };
    return { ...turn, seal: `${seconds}.${signText(key, sealedText(turn.question, turn.answer, seconds))}` };
  };
}

/** When `key`'s seal says the assistant answered `turn` (ISO-8601), if it matches and is not too old at `now`. */
function answeredAt(key: Buffer | undefined, turn: ConversationTurn, now: Date): string | undefined {
  const [, seconds, signature] = sealPattern.exec(turn.seal ?? '') ?? [];
  if (!key || !seconds || !signature) return undefined;
  const at = Number(seconds) * 1000;
  const age = now.getTime() - at;
  if (age > sealLifetimeMs || age < -clockSkewMs) return undefined;
  const signed = sealedText(turn.question, turn.answer, Number(seconds));
  return signatureMatches(key, signed, signature) ? new Date(at).toISOString() : undefined;
}

/**
 * `turns` (as the handover's check left them) marked with whether the seal of `key` proves each answer
 * the assistant's at `now`, and when it gave it; with no key, none is.
 */
export function verifyTurnsWith(
  key: Buffer | undefined,
  turns: readonly ConversationTurn[],
  now: Date,
): HandedOverTurn[] {
  return turns.map((turn) => {
    const at = answeredAt(key, turn, now);
    return { question: turn.question, answer: turn.answer, answerVerified: at !== undefined, answeredAt: at };
  });
}

/** A handover's turns, each marked verified or not; the key is read only when a turn carries a seal. */
export async function verifiedTurns(
  db: Kysely<Database>,
  turns: readonly ConversationTurn[],
  now: Date,
): Promise<HandedOverTurn[]> {
  return verifyTurnsWith(turns.some((turn) => turn.seal) ? await signingKey(db) : undefined, turns, now);
}

/**
 * Of a question's earlier turns (as posted: not yet trimmed), those `key`'s seal proves the
 * assistant's at `now`; any other is left out whole, its question too (a visitor who forged the answer
 * wrote it), so the model never reads a made-up answer as one of its own.
 */
export function provenTurnsWith(key: Buffer, turns: readonly ConversationTurn[], now: Date): ProvenTurn[] {
  return turns.flatMap((posted) => {
    const turn = { question: storedTurnText(posted.question), answer: storedTurnText(posted.answer) };
    const at = answeredAt(key, { ...turn, seal: posted.seal }, now);
    return at ? [{ ...turn, answeredAt: at }] : [];
  });
}

/** What one answer needs of the signing key at `now`: its earlier turns proved, and its turn sealed. */
export interface TurnSeals {
  proven(turns: readonly ConversationTurn[]): ProvenTurn[];
  seal: TurnSealer;
}

/** The seals of the database's key at `now`; throws when the key cannot be read (the database is down). */
export async function turnSeals(db: Kysely<Database>, now: Date): Promise<TurnSeals> {
  const key = await signingKey(db);
  return { proven: (turns) => provenTurnsWith(key, turns, now), seal: turnSealerWith(key, now) };
}
