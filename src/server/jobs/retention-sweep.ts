import type { Kysely } from 'kysely';
import { assistantRetention } from '../assistant/assistant-retention.ts';
import type { Database } from '../db/database.ts';
import { idempotencyRetention } from '../idempotency/idempotency-retention.ts';
import { log } from '../log.ts';
import { rateLimitRetention } from '../rate-limit/rate-limit-retention.ts';
import { searchRetention } from '../search/search-retention.ts';
import type { RetentionSweep } from './job.ts';

// What features keep only for a while (each declares it in its own <feature>-retention.ts) is swept
// now and then from the request path (at most every 10 minutes per process: after a stored lead, or
// an assistant reply) instead of running a scheduler. The server bundle runs it, so this list is
// apart from registry.ts, whose jobs scripts/serve.ts starts.

/** Every feature's retention sweep, one line each, in the order they run. */
export const retentionSweeps: readonly RetentionSweep[] = [
  rateLimitRetention,
  idempotencyRetention,
  searchRetention,
  assistantRetention,
];

const sweepEveryMs = 10 * 60_000;
// Per database (a process has one; a test has several): one database's sweep never puts off another's.
const lastSweeps = new WeakMap<Kysely<Database>, number>();

/**
 * Runs every retention sweep, one after another, if none ran recently. A failure is logged, never
 * passed on (and the sweeps after it wait for the next time): what triggered the sweep is already done.
 */
export async function sweepExpired(db: Kysely<Database>, now: Date): Promise<void> {
  const since = now.getTime() - (lastSweeps.get(db) ?? -Infinity);
  // A clock set back (or a caller's earlier date) sweeps at once rather than waiting for the old time.
  if (since >= 0 && since < sweepEveryMs) return;
  lastSweeps.set(db, now.getTime());
  try {
    for (const retention of retentionSweeps) await retention.sweep(db, now);
  } catch (error) {
    log.error('sweep_failed', { error });
  }
}
