import type { Job } from '../jobs/job.ts';
import { defaultPollMs } from './notifier.ts';
import { startNotifier } from './start-notifier.ts';

/** The notifier: new leads announced on the configured channels, from the outbox. */
export const notifyJobs: Job[] = [
  {
    name: 'notifier',
    everyMs: defaultPollMs,
    lease: 'each notification claimed in the outbox for NOTIFY_LEASE_SECONDS',
    // Leads stored while the server drains are announced too; deliveries under way finish, or go back
    // to the outbox, before the database closes.
    runsThroughDrain: true,
    start: async ({ db, graceMs }) => {
      const notifier = await startNotifier(db);
      return notifier && (() => notifier.stop(graceMs));
    },
  },
];
