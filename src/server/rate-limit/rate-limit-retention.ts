import type { RetentionSweep } from '../jobs/job.ts';
import { purgeBuckets } from './rate-limit.repository.ts';

/** Rate-limit windows already closed. */
export const rateLimitRetention: RetentionSweep = {
  name: 'rate_limit_windows',
  sweep: (db, now) => purgeBuckets(db, now.toISOString()),
};
