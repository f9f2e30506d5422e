import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The request limits count in fixed windows of the clock (rate-limiter.ts: the minute from :00, the
 * hour from :00), and the server under test is a real process on the real clock. A test that sends
 * one more request than a window takes must send them all in one window: when less than `needMs` is
 * left of the current one, this waits for the next to begin (a test crossing :00 saw 6 of 8 leads
 * accepted where the limit is 5). Waits at most `needMs`.
 */
export async function inOneLimitWindow(windowMs: number, needMs = 10_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await sleep(left + 50);
}

export const minuteMs = 60_000;
export const hourMs = 3_600_000;
