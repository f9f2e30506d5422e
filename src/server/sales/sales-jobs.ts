import type { Job } from '../jobs/job.ts';
import { digestCheckEveryMs, startMorningDigests } from './digest-schedule.ts';

/** The sales team's morning digests, while their e-mail channel is configured. */
export const salesJobs: Job[] = [
  {
    name: 'morning_digests',
    everyMs: digestCheckEveryMs,
    lease: "each member's digest of the day, claimed in sales_digests",
    start: ({ db }) => startMorningDigests(db),
  },
];
