import * as z from 'zod/mini';
import { hasUnsafeMultiLine } from '../text/unsafe-characters.ts';
import { maxConversationTurns, maxTurnCharacters } from './conversation.ts';

// The server's check of a handed-over conversation (the lead form 'assistant'): apart from
// conversation.ts, so the panel's script, which only cuts a conversation to the bounds, carries no zod.

/** What a visitor is told when a conversation over the bounds is sent (only a crafted request can). */
export const conversationTooLong = 'Cuộc trò chuyện gửi kèm quá dài (tối đa 10 lượt hỏi đáp, mỗi lượt 2.000 ký tự).';

const conversationInvalid = 'Cuộc trò chuyện gửi kèm không hợp lệ.';

const turnText = z.pipe(
  z.string(conversationInvalid),
  z.string().check(
    z.trim(),
    z.normalize('NFC'),
    z.refine((value) => !hasUnsafeMultiLine(value), conversationInvalid),
    z.refine((value) => Array.from(value).length <= maxTurnCharacters, conversationTooLong),
  ),
);

// A seal is the server's (its time and 32 base64url characters); anything longer is no seal of ours.
// One that does not verify is not refused: the turn is kept as the visitor's own words (turn-seal.ts).
const seal = z.optional(z.string(conversationInvalid).check(z.maxLength(64, conversationInvalid)));

/** Reads a form post's hidden field (JSON text) as the turns it holds; anything else as it came. */
function turnsOf(value: unknown): unknown {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The `conversation` field of a handover: a JSON array of {question, answer, seal?} (or its JSON text,
 * from a plain form post), possibly empty; over the bounds or of another shape, refused with a message.
 */
export const conversationSchema = z.pipe(
  z.pipe(z.unknown(), z.transform(turnsOf)),
  z.pipe(
    z.array(z.object({ question: turnText, answer: turnText, seal }, conversationInvalid), conversationInvalid),
    // Piped, so the count is only ever taken of an array: on its own the check would also run on an
    // object with a `length` that is no number, and throw (found by the schemas' property test).
    z
      .array(z.object({ question: z.string(), answer: z.string(), seal: z.optional(z.string()) }))
      .check(z.maxLength(maxConversationTurns, conversationTooLong)),
  ),
);
