import { setTimeout as sleep } from 'node:timers/promises';

// A password check is scrypt: ~300 ms of a core and 128 MiB, in libuv's small thread pool that also
// compresses pages. A flood of sign-ins must not take that pool, the CPU or the memory from the
// visitors, so checks run a few at a time and the rest wait in a short queue, or are turned away.

/** Runs password checks a few at a time. */
export interface HashSlots {
  /** Runs `task` when a slot is free; 'busy' when the queue is full or the wait ran out first. */
  run<T>(task: () => Promise<T>): Promise<T | 'busy'>;
}

/** At most `concurrency` tasks at once, `maxQueue` waiting, none waiting longer than `maxWaitMs`. */
export function createHashSlots({
  concurrency,
  maxQueue,
  maxWaitMs,
}: {
  concurrency: number;
  maxQueue: number;
  maxWaitMs: number;
}): HashSlots {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  const acquire = async (): Promise<boolean> => {
    if (running < concurrency) {
      running += 1;
      return true;
    }
    if (waiting.length >= maxQueue) return false;
    const timeout = new AbortController();
    let granted!: () => void;
    const turn = new Promise<true>((resolve) => (granted = () => resolve(true)));
    waiting.push(granted);
    const outcome = await Promise.race([turn, sleep(maxWaitMs, false, { signal: timeout.signal }).catch(() => true)]);
    timeout.abort();
    if (outcome) return true;
    // Timed out: leave the queue (a slot granted in the same tick is passed on, not lost).
    const index = waiting.indexOf(granted);
    if (index >= 0) waiting.splice(index, 1);
    else release();
    return false;
  };

  return {
    async run(task) {
      if (!(await acquire())) return 'busy';
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

/** The process's password-check slots: one at a time on this 2-core budget, 8 waiting up to 3 s. */
export const passwordCheckSlots = createHashSlots({ concurrency: 1, maxQueue: 8, maxWaitMs: 3_000 });
