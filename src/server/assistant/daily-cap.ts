import type { Kysely } from 'kysely';
import { vietnamDateOf } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { countModelAnswer } from './daily-answers.repository.ts';

// A day's count only grows: once this process has seen it reach the limit (its own question taking
// the last answer, or one past it), it stops writing another count per question for that day.
const lastSeen = new WeakMap<Kysely<Database>, { day: string; count: number }>();

/**
 * Takes one of the day's `limit` model answers (ASSISTANT_DAILY_LIMIT, Vietnam-time days); false once
 * they are all taken, then the assistant answers by retrieval alone. Counted before the model is
 * asked, so a cost is never incurred uncounted; a count that cannot be written is no answer either.
 */
export async function underDailyCap(db: Kysely<Database>, now: Date, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const day = vietnamDateOf(now);
  const seen = lastSeen.get(db);
  if (seen?.day === day && seen.count >= limit) return false;
  try {
    const count = await countModelAnswer(db, day);
    if (seen?.day !== day || count > seen.count) lastSeen.set(db, { day, count });
    return count <= limit;
  } catch (error) {
    if (!storageProblem(error)) log.warn('assistant_daily_count_failed', { error });
    return false;
  }
}
