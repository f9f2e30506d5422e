// When a failed notification is tried again: 30 s after the first failure, doubling, at most an hour
// apart, ten attempts in all (about three and a half hours), then the inbox shows it as failed.

/** Attempts before a notification is given up. */
export const maxAttempts = 10;

const firstDelayMs = 30_000;
const maxDelayMs = 60 * 60_000;
/** Up to this share is added at random, so a receiver that was down is not hit by every retry at once. */
const jitter = 0.1;

/**
 * How long to wait after attempt number `attempt` (1-based) failed, or null when it was the last.
 * `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, random: number = Math.random()): number | null {
  if (attempt >= maxAttempts) return null;
  const base = Math.min(firstDelayMs * 2 ** (attempt - 1), maxDelayMs);
  return Math.round(base * (1 + jitter * random));
}
