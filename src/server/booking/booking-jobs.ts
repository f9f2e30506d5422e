import type { Job } from '../jobs/job.ts';
import { seedClosedDaysOnce } from './closed-days-seed.ts';

/**
 * The company's closed days, first set to the coming public holidays; in the background, a failure
 * only logged (the owner can still add the days by hand).
 */
export const bookingJobs: Job[] = [
  {
    name: 'closed_days_seed',
    lease: 'once per database and year, marked by closed-days.repository.ts',
    start: ({ db }) => {
      void seedClosedDaysOnce(db);
      return undefined;
    },
  },
];
