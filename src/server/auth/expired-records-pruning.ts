import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { claimRound } from '../operations/index.ts';
import { idleTimeoutMs } from './auth.service.ts';
import { pruneInvitations } from './invitation.repository.ts';
import { pruneKnownDevices } from './known-device.repository.ts';
import { prunePasswordResets } from './password-reset.repository.ts';
import { pruneSessions, pruneSignInFailures } from './staff.repository.ts';
import { pruneChallenges } from './two-factor.repository.ts';

// Sign-in records are deleted when they are presented after their end; those never presented again
// (a flood's failures, a session whose browser was thrown away) stayed for ever. This deletes them
// on a schedule: one round an hour across every server sharing the database, claimed in
// schedule_rounds; each server asks every few minutes, so the round goes on when one server stops.

const roundName = 'expired_sign_in_records';
const hour = 3_600_000;
/** How often a round runs, across all servers together. */
export const pruneEveryMs = hour;
export const askEveryMs = 5 * 60_000;
/**
 * Failed sign-ins are what the throttles count, over 15 minutes (and over an hour, should wrong codes
 * be capped per account). A day is well past any window.
 */
const failuresKeptMs = 24 * hour;
/**
 * Sessions, waiting sign-ins, links and known browsers are useless once over, and every page treats
 * an over one as unknown (one answer, 'used, withdrawn or expired'); an hour past the end covers
 * servers whose clocks disagree by a little.
 */
const overKeptMs = hour;
// Small deletes with a turn of the event loop between: SQLite runs on the server's thread, and a
// flood's worth of failures deleted in one statement would hold it, and every writer, meanwhile.
const chunk = 500;

/** How many rows of each kind a round deleted. */
export interface PrunedRecords {
  sign_in_failures: number;
  sessions: number;
  sign_in_challenges: number;
  password_resets: number;
  invitations: number;
  known_devices: number;
}

/**
 * Deletes what no sign-in will read again at `now`; how many of each. Stops between two small
 * deletes once `signal` is aborted (the server is stopping): the rest waits for the next round.
 */
export async function pruneExpiredRecords(
  db: Kysely<Database>,
  now: Date,
  signal?: AbortSignal,
): Promise<PrunedRecords> {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const over = ago(overKeptMs);
  const deleteAll = async (prune: (limit: number) => Promise<number>) => {
    let total = 0;
    while (!signal?.aborted) {
      const deleted = await prune(chunk);
      total += deleted;
      if (deleted < chunk) break;
      await nextTurn();
    }
    return total;
  };
  return {
    sign_in_failures: await deleteAll((limit) => pruneSignInFailures(db, ago(failuresKeptMs), limit)),
    sessions: await deleteAll((limit) => pruneSessions(db, over, ago(idleTimeoutMs + overKeptMs), limit)),
    sign_in_challenges: await deleteAll((limit) => pruneChallenges(db, over, limit)),
    password_resets: await deleteAll((limit) => prunePasswordResets(db, over, limit)),
    invitations: await deleteAll((limit) => pruneInvitations(db, over, limit)),
    known_devices: await deleteAll((limit) => pruneKnownDevices(db, over, limit)),
  };
}

/**
 * Runs the round due at `now`, if this server is the one to claim it: the counts (also logged), or
 * null when another server has run it within the hour.
 */
export async function runPruningRound(
  db: Kysely<Database>,
  now: Date,
  signal?: AbortSignal,
): Promise<PrunedRecords | null> {
  if (!(await claimRound(db, roundName, now, pruneEveryMs))) return null;
  const pruned = await pruneExpiredRecords(db, now, signal);
  log.info('sign_in_records_pruned', { ...pruned });
  return pruned;
}

/**
 * Asks for a round at start and every five minutes; a failing one is logged, the next tries again.
 * The returned function stops it, and resolves once a round under way has stopped too.
 */
export function startExpiredRecordsPruning(db: Kysely<Database>, clock = () => new Date()): () => Promise<void> {
  const stopping = new AbortController();
  let current: Promise<void> | undefined;
  const ask = async () => {
    try {
      await runPruningRound(db, clock(), stopping.signal);
    } catch (error) {
      // A data folder that cannot be written is reported once, at start-up.
      if (!storageProblem(error)) log.error('sign_in_records_prune_failed', { error });
    } finally {
      current = undefined;
    }
  };
  const tick = () => void (current ??= ask());
  tick();
  const timer = setInterval(tick, askEveryMs).unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await current;
  };
}
