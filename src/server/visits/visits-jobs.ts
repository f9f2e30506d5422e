import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import type { Job } from '../jobs/job.ts';
import { log } from '../log.ts';
import { siteVisits } from './site-visits.ts';
import type { VisitCounter } from './visit-counter.ts';
import { forgetDaysBefore } from './visits.repository.ts';
import { vietnamDateOf } from '../../lib/vietnam-time.ts';

/** How often the visits added up in memory are written: a crash loses at most this long's worth. */
export const visitFlushEveryMs = 5_000;

/** Writes `counter`'s batch every few seconds until stopped, then once more (the last requests' visits). */
export function startVisitWriter(db: Kysely<Database>, counter: VisitCounter, now = () => new Date()) {
  let running: Promise<void> = Promise.resolve();
  const write = () =>
    (running = running.then(() =>
      counter.flush(db, now()).catch((error: unknown) => {
        if (!storageProblem(error)) log.warn('visit_counts_not_written', { held: counter.held(), error });
      }),
    ));
  const timer = setInterval(write, visitFlushEveryMs).unref();
  return async () => {
    clearInterval(timer);
    await write();
  };
}

/** How often a server that counts nothing still deletes the days before today's salt and hashes. */
const forgetEveryMs = 60 * 60_000;

/**
 * With VISIT_COUNTING=off (or a server that counted before being turned off): the salt and hashes of
 * the days before today are deleted at start and every hour, as the batches do when counting.
 */
export function startForgetting(db: Kysely<Database>, now = () => new Date()) {
  const forget = () =>
    forgetDaysBefore(db, vietnamDateOf(now())).catch((error: unknown) => {
      if (!storageProblem(error)) log.warn('visit_hashes_not_deleted', { error });
    });
  let running = forget();
  const timer = setInterval(() => (running = forget()), forgetEveryMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export const visitsJobs: Job[] = [
  {
    name: 'visit_counts',
    everyMs: visitFlushEveryMs,
    lease: 'none needed: each instance adds its own batch by upserts',
    // The requests answered while the server drains are visits too.
    runsThroughDrain: true,
    start: ({ db }) => (siteVisits ? startVisitWriter(db, siteVisits) : startForgetting(db)),
  },
];
