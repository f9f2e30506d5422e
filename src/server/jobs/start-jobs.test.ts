import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import type { Job, JobContext } from './job.ts';
import { startJobs } from './start-jobs.ts';

const context: JobContext = {
  db: {} as Kysely<Database>,
  dbConfig: { dialect: 'sqlite', file: '/nowhere/site.db' },
  space: undefined,
  graceMs: 10,
};

/** A job that writes what happens to it in `events`; its stop resolves when `finish` is called. */
function recorded(events: string[], name: string, options: Partial<Job> = {}) {
  let finish = () => {};
  const job: Job = {
    name,
    start: () => {
      events.push(`start ${name}`);
      return () => {
        events.push(`stop ${name}`);
        return new Promise<void>((resolve) => (finish = resolve));
      };
    },
    ...options,
  };
  return { job, finish: () => finish() };
}

describe('startJobs', () => {
  it('starts the jobs in their order, waiting for a start that returns a promise', async () => {
    const events: string[] = [];
    const slow: Job = {
      name: 'slow',
      start: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push('start slow');
        return undefined;
      },
    };
    await startJobs([slow, recorded(events, 'next').job], context);
    expect(events).toEqual(['start slow', 'start next']);
  });

  it('stops at the signal the jobs draining requests do not need, and the rest once the drain is over', async () => {
    const events: string[] = [];
    const pruning = recorded(events, 'pruning');
    const notifier = recorded(events, 'notifier', { runsThroughDrain: true });
    const once: Job = { name: 'once', start: () => undefined };
    const jobs = await startJobs([pruning.job, notifier.job, once], context);
    events.length = 0;
    jobs.draining();
    expect(events).toEqual(['stop pruning']);
    const stopped = jobs.stop();
    expect(events).toEqual(['stop pruning', 'stop notifier']);
    let done = false;
    void stopped.then(() => (done = true));
    notifier.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The pruning round stopped at the signal is still under way: the database must wait for it.
    expect(done).toBe(false);
    pruning.finish();
    await stopped;
  });

  it('stops every job once when the drain is cut short', async () => {
    const events: string[] = [];
    const pruning = recorded(events, 'pruning');
    const jobs = await startJobs([pruning.job], context);
    jobs.draining();
    const stopped = jobs.stop();
    pruning.finish();
    await stopped;
    expect(events).toEqual(['start pruning', 'stop pruning']);
  });
});
