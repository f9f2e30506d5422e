import * as z from 'zod/mini';
import {
  maxAssistantBodyBytes,
  maxHistoryTurns,
  maxQuestionLength,
  maxTurnLength,
  type PostedQuestion,
} from '../../lib/assistant/assistant-protocol.ts';

// A question posted to /api/assistant, read and checked before anything else happens: the body's
// size, encoding and JSON, then its fields against the contract's limits. Every refusal is one
// Vietnamese sentence a visitor can act on. An earlier turn's seal is only read here: whether it
// proves the turn the assistant's is for turn-seal.ts, with the signing key.

/** What a visitor is told when a question cannot be taken. */
export const inputMessages = {
  too_large: 'Câu hỏi gửi lên quá lớn (tối đa 8 KB).',
  malformed: 'Yêu cầu không hợp lệ.',
  unsupported: 'Định dạng dữ liệu không được hỗ trợ.',
  empty: 'Anh/chị vui lòng nhập câu hỏi.',
  too_long: `Câu hỏi dài quá ${maxQuestionLength} ký tự. Anh/chị vui lòng hỏi ngắn gọn hơn.`,
  long_conversation: 'Cuộc trò chuyện đã quá dài. Anh/chị vui lòng bắt đầu cuộc trò chuyện mới.',
} as const;

/** Why a posted question was refused, with its status. */
export interface InputRefusal {
  status: 400 | 413 | 415;
  message: string;
}

const turnText = z.pipe(
  z.string(inputMessages.malformed),
  z.string().check(z.maxLength(maxTurnLength, inputMessages.long_conversation)),
);

// No seal of ours is longer (turn-seal.ts); one that does not verify only leaves its turn out.
const seal = z.optional(z.string(inputMessages.malformed).check(z.maxLength(64, inputMessages.malformed)));

const questionSchema = z.object(
  {
    question: z.pipe(
      z.string(inputMessages.malformed),
      z
        .string()
        .check(
          z.trim(),
          z.normalize('NFC'),
          z.minLength(1, inputMessages.empty),
          z.maxLength(maxQuestionLength, inputMessages.too_long),
        ),
    ),
    history: z._default(
      z
        .array(
          z.object({ question: turnText, answer: turnText, seal }, inputMessages.malformed),
          inputMessages.malformed,
        )
        .check(z.maxLength(maxHistoryTurns, inputMessages.long_conversation)),
      [],
    ),
  },
  inputMessages.malformed,
);

/** The body of a request, read up to the cap (a declared or an actual body over it is refused). */
async function readCapped(request: Request): Promise<Uint8Array | InputRefusal> {
  const tooLarge: InputRefusal = { status: 413, message: inputMessages.too_large };
  if (Number(request.headers.get('content-length') ?? 0) > maxAssistantBodyBytes) return tooLarge;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      length += part.value.byteLength;
      if (length > maxAssistantBodyBytes) {
        await reader.cancel();
        return tooLarge;
      }
      parts.push(part.value);
    }
  } catch {
    // The adapter aborts a body past its own cap; a client that hangs up mid-body is the same to us.
    return tooLarge;
  }
  const body = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.byteLength;
  }
  return body;
}

/** Whether the request says its JSON is in an encoding other than UTF-8, or compressed. */
function otherEncoding(request: Request): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers.get('content-type') ?? '')?.[1];
  const coding = request.headers.get('content-encoding')?.trim().toLowerCase();
  return (charset !== undefined && charset.toLowerCase() !== 'utf-8') || Boolean(coding && coding !== 'identity');
}

/** The question a request carries, or why it cannot be taken. */
export async function readQuestion(request: Request): Promise<PostedQuestion | InputRefusal> {
  if (otherEncoding(request)) return { status: 415, message: inputMessages.unsupported };
  const body = await readCapped(request);
  if (!(body instanceof Uint8Array)) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body));
  } catch {
    return { status: 400, message: inputMessages.malformed };
  }
  const result = questionSchema.safeParse(parsed);
  if (!result.success) return { status: 400, message: result.error.issues[0]?.message ?? inputMessages.malformed };
  return result.data;
}
