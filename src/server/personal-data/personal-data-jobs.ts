import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import type { Job } from '../jobs/job.ts';
import { log } from '../log.ts';
import { eraseExpiredLeads } from './lead-retention.ts';
import { openPersonRequests, pruneUnconfirmedRequests } from './person-requests.ts';
import { applyTombstones } from './tombstone-apply.ts';
import { defaultTombstoneFile } from './tombstones.ts';

// Personal data's housekeeping, in the background (never on a visitor's request, which an erasure of
// thousands of old leads would hold up): at start and then hourly, the tombstone file against the
// database (after a restore, pg_restore above all, whoever was erased since the backup is erased
// again), then the leads past LEAD_RETENTION_MONTHS (one server per round: lead-retention.ts), then
// the requests whose address nobody proved within the link's 24 hours.

export const housekeepingEveryMs = 60 * 60_000;

/**
 * Runs the housekeeping now and every hour until stopped; the stop waits for a run under way. Resolves
 * once the first run's tombstones are applied: started before the notifier, so after a pg_restore no
 * e-mail of an erased person's (restored with the outbox) goes before they are erased again.
 */
export async function startPersonalDataHousekeeping(
  db: Kysely<Database>,
  file: string,
  now = () => new Date(),
): Promise<() => Promise<void>> {
  const applyFile = async () => {
    try {
      await applyTombstones(db, file, now());
    } catch (error) {
      // A data folder that cannot be written is reported once, at start-up; the next run tries again.
      if (!storageProblem(error)) log.error('tombstones_failed', { file, error });
    }
  };
  const eraseExpired = async () => {
    try {
      await eraseExpiredLeads(db, now());
    } catch (error) {
      if (!storageProblem(error)) log.error('lead_retention_failed', { error });
    }
  };
  const pruneUnproven = async () => {
    try {
      await pruneUnconfirmedRequests(db, now());
    } catch (error) {
      if (!storageProblem(error)) log.error('person_requests_prune_failed', { error });
    }
  };
  const run = async () => {
    await applyFile();
    await eraseExpired();
    await pruneUnproven();
  };
  await applyFile();
  let running = eraseExpired();
  const timer = setInterval(() => (running = run()), housekeepingEveryMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export const personalDataJobs: Job[] = [
  {
    name: 'personal_data_housekeeping',
    everyMs: housekeepingEveryMs,
    lease: 'tombstones: each server applies the same, the database records them once; retention: schedule_rounds',
    start: ({ db }) => startPersonalDataHousekeeping(db, defaultTombstoneFile),
  },
];

/** The people's confirmed requests waiting for an answer, for the owners' morning digest (sales-jobs.ts). */
export const requestsForDigest = openPersonRequests;
