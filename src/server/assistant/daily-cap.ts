import type { Kysely } from 'kysely';
import { vietnamToday } from '../../lib/sales/dashboard-period.ts';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { countModelAnswer } from './daily-answers.repository.ts';

/**
 * Takes one of the day's `limit` model answers (ASSISTANT_DAILY_LIMIT, Vietnam-time days); false once
 * they are all taken, then the assistant answers by retrieval alone. Counted before the model is
 * asked, so a cost is never incurred uncounted; a count that cannot be written is no answer either.
 */
export async function underDailyCap(db: Kysely<Database>, now: Date, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  try {
    return (await countModelAnswer(db, vietnamToday(now))) <= limit;
  } catch (error) {
    if (!storageProblem(error)) log.warn('assistant_daily_count_failed', { error });
    return false;
  }
}
