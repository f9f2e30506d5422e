import { setTimeout as sleep } from 'node:timers/promises';

// Some answers must not tell by their time what the server found (whether an address has an account,
// whether it asked before): they wait until a fixed time after the request arrived, whatever work
// was done. The e-mail such a request sends goes after the answer, for the same reason.

/** How a request reads its own time and waits out the rest of the floor: real time, or a test's. */
export interface AnswerTimer {
  /** Milliseconds, monotonic. */
  now(): number;
  pause(ms: number): Promise<void>;
}

export const realTimer: AnswerTimer = { now: () => performance.now(), pause: (ms) => sleep(ms) };

/** Starts a floor of `floorMs` now; the function it returns waits out what is left of it. */
export function answerFloor(floorMs: number, timer: AnswerTimer = realTimer): () => Promise<void> {
  const started = timer.now();
  return () => timer.pause(Math.max(0, floorMs - (timer.now() - started)));
}
