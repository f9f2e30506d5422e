import type { Kysely } from 'kysely';
import { pruneAssistantRecords } from '../assistant/assistant-retention.ts';
import type { Database } from '../db/database.ts';
import { purgeKeys } from '../idempotency/idempotency.repository.ts';
import { log } from '../log.ts';
import { purgeBuckets } from '../rate-limit/rate-limit.repository.ts';
import { pruneSearchCounts } from '../search/search-log.ts';

// Rate-limit windows, idempotency keys, the search counts of months long past and what the assistant
// keeps (its unanswered questions, conversations handed to sales) only matter for a while; sweep them
// now and then from the request path (at most every 10 minutes per process: after a stored lead, or
// an assistant reply) instead of running a scheduler.
const sweepEveryMs = 10 * 60_000;
const keepKeysMs = 24 * 60 * 60_000;
// Per database (a process has one; a test has several): one database's sweep never puts off another's.
const lastSweeps = new WeakMap<Kysely<Database>, number>();

/**
 * Deletes closed rate-limit windows, day-old idempotency keys, search counts of months no longer
 * kept (search-log.ts) and the assistant's records past ASSISTANT_RETENTION_DAYS, if no sweep ran
 * recently. A failure is logged, never passed on: what triggered the sweep is already done.
 */
export async function sweepExpired(db: Kysely<Database>, now: Date): Promise<void> {
  const since = now.getTime() - (lastSweeps.get(db) ?? -Infinity);
  // A clock set back (or a caller's earlier date) sweeps at once rather than waiting for the old time.
  if (since >= 0 && since < sweepEveryMs) return;
  lastSweeps.set(db, now.getTime());
  try {
    await purgeBuckets(db, now.toISOString());
    await purgeKeys(db, new Date(now.getTime() - keepKeysMs).toISOString());
    await pruneSearchCounts(db, now);
    await pruneAssistantRecords(db, now);
  } catch (error) {
    log.error('sweep_failed', { error });
  }
}
