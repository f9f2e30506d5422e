import type { Kysely } from 'kysely';
import type { AssistantReply } from '../../lib/assistant/assistant-reply.ts';
import type { Database } from '../db/database.ts';
import { retrieveAnswer } from './retrieve-answer.ts';

/** The assistant's final word on a question, and whether to offer a salesperson prominently. */
export interface PageAnswer {
  reply: AssistantReply;
  handover: boolean;
}

/**
 * The answer to one question, whole (not streamed): for /tro-ly without JavaScript and, until the
 * streaming endpoint comes, for /api/assistant. The one place that asks: answerQuestion (its final
 * 'reply' event) replaces retrieveAnswer here.
 */
export async function pageAnswer(db: Kysely<Database>, question: string): Promise<PageAnswer> {
  const reply = await retrieveAnswer(db, question);
  return { reply, handover: reply.kind === 'not_sure' };
}
