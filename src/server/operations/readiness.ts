import type { Kysely } from 'kysely';
import { boundedQuery } from '../db/bounded-query.ts';
import { isPostgres } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { fullReason, type StorageSpace } from '../db/storage-space.ts';
import { probeWritable } from '../db/write-probe.ts';
import { log } from '../log.ts';
import { appliedMigrationNames } from './migration-status.repository.ts';

/** Whether this instance should be sent traffic, with a short reason when not. */
export type Readiness = { ready: true } | { ready: false; reason: string };

/** A load balancer polls every second or so: a database that hangs must not hang the poll. */
export const readinessDeadlineMs = 2_000;
// SQLite opens a file it cannot write read-only without a word, and reads go on working: a disk
// remounted read-only would pass a read. A write, rolled back, tells; at most this often.
const writeProbeEveryMs = 10_000;

/** Reads the migrations applied; on SQLite, also proves the file can still be written. */
function readState(db: Kysely<Database>): () => Promise<string[]> {
  const sqlite = !isPostgres(db);
  let probedAt = 0;
  return async () => {
    const applied = await appliedMigrationNames(db);
    if (sqlite && Date.now() - probedAt > writeProbeEveryMs) {
      await probeWritable(db);
      probedAt = Date.now();
    }
    return applied;
  };
}

/**
 * Checks readiness. Polls share one query while it runs, even one that outlives the deadline, so a
 * hanging database holds one connection, not one per poll. On SQLite, `space` says whether the data
 * folder has room for the next writes. A change of state is logged once.
 */
export function readinessChecker(
  db: Kysely<Database>,
  space?: StorageSpace,
): { check: () => Promise<Readiness>; stopping: () => void } {
  const read = boundedQuery(readState(db), readinessDeadlineMs);
  let wasReady: boolean | undefined;
  let stopping = false;
  const note = (readiness: Readiness, error?: unknown): Readiness => {
    if (readiness.ready !== wasReady) {
      wasReady = readiness.ready;
      if (readiness.ready) log.info('ready');
      else log.warn('not_ready', { reason: readiness.reason, error });
    }
    return readiness;
  };
  return {
    check: async () => {
      // Stopping: the load balancer should move traffic away while requests under way finish.
      if (stopping) return { ready: false, reason: 'shutting down' };
      const answer = await read();
      if ('late' in answer)
        return note({ ready: false, reason: `database did not answer within ${readinessDeadlineMs} ms` });
      if ('error' in answer) return note({ ready: false, reason: 'database unavailable' }, answer.error);
      const done = new Set(answer.value);
      const pending = Object.keys(migrations).filter((name) => !done.has(name));
      if (pending.length) return note({ ready: false, reason: `${pending.length} migration(s) not applied` });
      const room = await space?.read();
      return note(room?.full ? { ready: false, reason: fullReason(room) } : { ready: true });
    },
    stopping: () => {
      stopping = true;
    },
  };
}
