import { auditJobs } from '../audit/audit-jobs.ts';
import { authJobs } from '../auth/auth-jobs.ts';
import { backupJobs } from '../backup/backup-jobs.ts';
import { bookingJobs } from '../booking/booking-jobs.ts';
import { contentJobs } from '../content/content-jobs.ts';
import { dbJobs } from '../db/db-jobs.ts';
import { mediaJobs } from '../media/media-jobs.ts';
import { metricsJobs } from '../metrics/metrics-jobs.ts';
import { notifyJobs } from '../notify/notify-jobs.ts';
import { personalDataJobs, requestsForDigest } from '../personal-data/personal-data-jobs.ts';
import { pushJobs } from '../push/push-jobs.ts';
import { visitsJobs } from '../visits/visits-jobs.ts';
import { salesJobs } from '../sales/sales-jobs.ts';
import type { Job } from './job.ts';

// Imported by scripts/serve.ts once the preflight has passed: the features' settings modules read
// (and would throw on) the environment as they load.

/** Every feature's background jobs, one line each, in the order they start. */
export const backgroundJobs: readonly Job[] = [
  // First: after a restore, whoever was erased since is erased again before the outbox sends a thing.
  ...personalDataJobs,
  ...notifyJobs,
  ...pushJobs,
  ...visitsJobs,
  ...auditJobs,
  ...authJobs,
  // The owners' digest lists personal data's requests: wired here, not imported by sales.
  ...salesJobs(requestsForDigest),
  ...mediaJobs,
  ...contentJobs,
  ...bookingJobs,
  ...backupJobs,
  ...dbJobs,
  ...metricsJobs,
];
