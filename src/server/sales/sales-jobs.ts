import type { Job } from '../jobs/job.ts';
import { digestCheckEveryMs, startMorningDigests, type OwnerRequests } from './digest-schedule.ts';

/**
 * The morning digests, while the team's e-mail channel is configured; an owner's lists the people's
 * requests about their data, read by `ownerRequests` (personal data's: the job registry wires it, so
 * sales does not depend on the feature that depends on booking, which depends on sales).
 */
export function salesJobs(ownerRequests: OwnerRequests): Job[] {
  return [
    {
      name: 'morning_digests',
      everyMs: digestCheckEveryMs,
      lease: "each member's digest of the day, claimed in sales_digests",
      start: ({ db }) => startMorningDigests(db, ownerRequests),
    },
  ];
}
