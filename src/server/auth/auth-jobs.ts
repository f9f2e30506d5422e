import type { Job } from '../jobs/job.ts';
import { askEveryMs, startExpiredRecordsPruning } from './expired-records-pruning.ts';

/** Failed sign-ins, and sessions, links and waiting sign-ins past their end, deleted. */
export const authJobs: Job[] = [
  {
    name: 'expired_sign_in_records',
    everyMs: askEveryMs,
    lease: 'one round an hour across servers, claimed in schedule_rounds',
    // Stopped at the signal: a round under way stops between two small deletes, and is waited for
    // before the database closes.
    start: ({ db }) => startExpiredRecordsPruning(db),
  },
];
