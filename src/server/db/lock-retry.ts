import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseLockedError, isLockConflict } from './sqlite-errors.ts';

/** How long queries wait for another process's write lock before they fail (a lead then gets 503). */
export const defaultLockWaitMs = 3_000;

// Short first waits because most locks are a single commit (a few ms); capped so a long lock costs
// about 20 tries a second, each a call that returns at once.
const firstDelayMs = 2;
const maxDelayMs = 50;
/** Conflicts further apart than this belong to different locks. */
const quietMs = 1_000;

/** The time the waits read and spend: the real one, or a test's, so a deadline is exact on any machine. */
export interface WaitClock {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const realClock: WaitClock = { now: () => Date.now(), sleep };

/**
 * Waits for write locks held by other processes without blocking the event loop: a query that meets
 * SQLITE_BUSY/LOCKED is tried again with a growing, jittered delay. The wait is shared: once the
 * database has been locked for `waitMs` without a break, every query gives up after one try (a
 * DatabaseLockedError with SQLite's error as the cause) until one gets through, so a request that
 * meets the lock twice, or a burst of requests, still answers within about `waitMs`.
 */
export class LockWaits {
  readonly #file: string;
  readonly #waitMs: number;
  readonly #clock: WaitClock;
  #lockedSince: number | undefined;
  #lastConflict = 0;

  constructor(file: string, waitMs: number, clock: WaitClock = realClock) {
    this.#file = file;
    this.#waitMs = waitMs;
    this.#clock = clock;
  }

  /** Runs `attempt` until it gets past the lock; `takesLock` when its success proves the lock free. */
  async retry<T>(attempt: () => Promise<T>, takesLock = false): Promise<T> {
    let conflicts = 0;
    for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
      try {
        const result = await attempt();
        if (conflicts || takesLock) this.#lockedSince = undefined;
        return result;
      } catch (error) {
        if (!isLockConflict(error)) throw error;
        conflicts++;
        const now = this.#clock.now();
        if (this.#lockedSince === undefined || now - this.#lastConflict > quietMs) this.#lockedSince = now;
        this.#lastConflict = now;
        const left = this.#lockedSince + this.#waitMs - now;
        if (left <= 0) throw new DatabaseLockedError(this.#file, now - this.#lockedSince, error);
        // Jitter keeps several waiting requests from retrying in lockstep.
        await this.#clock.sleep(Math.min(left, delay * (0.5 + Math.random() / 2)));
      }
    }
  }
}
