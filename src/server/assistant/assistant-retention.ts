import type { Kysely } from 'kysely';
import { vietnamDateOf } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import type { RetentionSweep } from '../jobs/job.ts';
import { assistantConfig } from './assistant-config.ts';
import { deleteConversationsOlderThan } from '../leads/conversation.repository.ts';
import { pruneDailyAnswers } from './daily-answers.repository.ts';
import { pruneUnanswered } from './unanswered-questions.repository.ts';

// What the assistant keeps is kept ASSISTANT_RETENTION_DAYS, then deleted by the retention sweep
// (jobs/retention-sweep.ts). Day-stamped rows go once their whole day is past the cut.

const dayMs = 86_400_000;

/** Everything the assistant stores, each deleted from before `cutoff`; how many rows each. */
const retentionTasks: Record<string, (db: Kysely<Database>, cutoff: Date) => Promise<number>> = {
  unanswered_questions: (db, cutoff) => pruneUnanswered(db, vietnamDateOf(cutoff)),
  daily_answer_counts: (db, cutoff) => pruneDailyAnswers(db, vietnamDateOf(cutoff)),
  // The conversations handed over to sales, stored with their lead (part B's table: see conversation-retention.ts).
  lead_conversations: deleteConversationsOlderThan,
};

/** Deletes what the assistant kept longer than `retentionDays` before `now`; how many rows of each. */
export async function pruneAssistantRecords(
  db: Kysely<Database>,
  now: Date,
  retentionDays = assistantConfig.retentionDays,
): Promise<Record<string, number>> {
  const cutoff = new Date(now.getTime() - retentionDays * dayMs);
  const deleted: Record<string, number> = {};
  for (const [name, task] of Object.entries(retentionTasks)) deleted[name] = await task(db, cutoff);
  return deleted;
}

/** What the assistant kept past ASSISTANT_RETENTION_DAYS. */
export const assistantRetention: RetentionSweep = {
  name: 'assistant_records',
  sweep: (db, now) => pruneAssistantRecords(db, now),
};
