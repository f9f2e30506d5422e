import type { Kysely, Transaction } from 'kysely';
import type { HandedOverTurn } from '../../lib/assistant/conversation.ts';
import type { Database } from '../db/database.ts';

// The conversation handed over with an assistant lead: stored with the lead, in the
// lead's transaction; read on the lead's page; deleted after ASSISTANT_RETENTION_DAYS (the lead stays).

type Db = Kysely<Database> | Transaction<Database>;

/** Stores `turns` as the conversation of lead `contactId`, in the order given. */
export async function insertConversation(
  db: Db,
  contactId: string,
  turns: readonly HandedOverTurn[],
  createdAt: string,
): Promise<void> {
  if (!turns.length) return;
  await db
    .insertInto('lead_conversation_turns')
    .values(
      turns.map((turn, position) => ({
        contact_id: contactId,
        position,
        question: turn.question,
        answer: turn.answer,
        answer_verified: turn.answerVerified ? 1 : 0,
        answered_at: (turn.answerVerified && turn.answeredAt) || null,
        created_at: createdAt,
      })),
    )
    .execute();
}

/** The conversation handed over with lead `contactId`, first question first; empty when none (or deleted). */
export async function conversationOf(db: Db, contactId: string): Promise<HandedOverTurn[]> {
  const rows = await db
    .selectFrom('lead_conversation_turns')
    .select(['question', 'answer', 'answer_verified', 'answered_at'])
    .where('contact_id', '=', contactId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    question: row.question,
    answer: row.answer,
    answerVerified: Number(row.answer_verified) === 1,
    ...(row.answered_at ? { answeredAt: row.answered_at } : {}),
  }));
}

/** Deletes every conversation stored before `cutoff` (retention); returns how many turns went. */
export async function deleteConversationsOlderThan(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('lead_conversation_turns')
    .where('created_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
