import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { log } from '../log.ts';
import { appliedMigrationNames } from './migration-status.repository.ts';

/** Whether this instance should be sent traffic, with a short reason when not. */
export type Readiness = { ready: true } | { ready: false; reason: string };

/** A load balancer polls every second or so: a database that hangs must not hang the poll. */
export const readinessDeadlineMs = 2_000;

/** The verdict, and the error behind it for the log. */
type Checked = Readiness & { error?: unknown };

async function check(db: Kysely<Database>): Promise<Checked> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), readinessDeadlineMs)));
  try {
    const applied = await Promise.race([appliedMigrationNames(db), late]);
    if (applied === 'late') return { ready: false, reason: `database did not answer within ${readinessDeadlineMs} ms` };
    const done = new Set(applied);
    const pending = Object.keys(migrations).filter((name) => !done.has(name));
    return pending.length ? { ready: false, reason: `${pending.length} migration(s) not applied` } : { ready: true };
  } catch (error) {
    return { ready: false, reason: 'database unavailable', error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks readiness; polls that arrive while a check runs share it, so a burst of polls costs one
 * query. A change of state is logged once (not every poll).
 */
export function readinessChecker(db: Kysely<Database>): { check: () => Promise<Readiness>; stopping: () => void } {
  let running: Promise<Readiness> | undefined;
  let wasReady: boolean | undefined;
  let stopping = false;
  const note = ({ error, ...readiness }: Checked): Readiness => {
    if (readiness.ready !== wasReady) {
      wasReady = readiness.ready;
      if (readiness.ready) log.info('ready');
      else log.warn('not_ready', { reason: readiness.reason, error });
    }
    return readiness;
  };
  return {
    check: () => {
      // Stopping: the load balancer should move traffic away while requests under way finish.
      if (stopping) return Promise.resolve({ ready: false, reason: 'shutting down' });
      running ??= check(db)
        .then(note)
        .finally(() => (running = undefined));
      return running;
    },
    stopping: () => {
      stopping = true;
    },
  };
}
