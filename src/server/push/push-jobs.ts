import type { Job } from '../jobs/job.ts';
import { log } from '../log.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { queueEscalations } from './push-queue.ts';
import { vapidKeys } from './vapid-keys.ts';

// Leads nobody has touched: every minute, those past 15 office minutes ring their salesperson's
// phones, past 30 the owners'. Each instance runs it; the outbox's unique index keeps one row per
// device and escalation, and the notifier sends each once.

export const escalationEveryMs = 60_000;

/** Weighs the untouched leads now and every minute until stopped; the stop waits for a round under way. */
export function startEscalations(db: Parameters<typeof queueEscalations>[0], now = () => new Date()) {
  let running: Promise<unknown> = Promise.resolve();
  const round = () =>
    (running = queueEscalations(db, now()).catch((error: unknown) => {
      if (!storageProblem(error)) log.error('push_escalation_failed', { error });
    }));
  round();
  const timer = setInterval(round, escalationEveryMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export const pushJobs: Job[] = [
  {
    name: 'push_escalation',
    everyMs: escalationEveryMs,
    lease: "none needed: an escalation's row is unique per lead, event and device",
    start: async ({ db }) => {
      // The key pair is made at first start, so no page that shows it ever has to write it.
      // A data folder that cannot be written yet is reported once, at start-up: the keys are made later.
      await vapidKeys(db).catch((error: unknown) => {
        if (!storageProblem(error)) log.warn('vapid_keys_unavailable', { error });
      });
      return startEscalations(db);
    },
  },
];
