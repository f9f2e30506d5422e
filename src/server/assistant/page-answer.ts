import type { Kysely } from 'kysely';
import type { AssistantReply } from '../../lib/assistant/assistant-reply.ts';
import type { FreeTimes } from '../../lib/assistant/free-times.ts';
import type { Database } from '../db/database.ts';
import { answerQuestion } from './answer-question.ts';

/** The assistant's final word on a question, and whether to offer a salesperson prominently. */
export interface PageAnswer {
  reply: AssistantReply;
  handover: boolean;
}

/**
 * The answer to one question, whole: /tro-ly without JavaScript has no stream to show words on, so
 * it waits for answerQuestion's final reply (the model's, or retrieval's when there is none or it
 * fails) and renders that.
 */
export async function pageAnswer(db: Kysely<Database>, question: string, freeTimes?: FreeTimes): Promise<PageAnswer> {
  for await (const event of answerQuestion(db, { question, history: [] }, freeTimes ? { freeTimes } : {})) {
    if (event.type === 'reply') return { reply: event.reply, handover: event.handover };
  }
  // answerQuestion ends with a reply unless aborted, and this caller never aborts.
  throw new Error('answerQuestion ended without a reply');
}
