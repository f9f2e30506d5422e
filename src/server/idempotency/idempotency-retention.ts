import type { RetentionSweep } from '../jobs/job.ts';
import { purgeKeys } from './idempotency.repository.ts';

const keepKeysMs = 24 * 60 * 60_000;

/** Idempotency keys over a day old. */
export const idempotencyRetention: RetentionSweep = {
  name: 'idempotency_keys',
  sweep: (db, now) => purgeKeys(db, new Date(now.getTime() - keepKeysMs).toISOString()),
};
