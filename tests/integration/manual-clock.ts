import type { ModelClock } from '../../src/server/assistant/model-client.ts';

/** A clock that moves only when the test says so (from `start`, ms since 1970), firing timers then due. */
export function manualClock(start = 1_000_000): ModelClock & { advance(ms: number): void } {
  let now = start;
  const timers = new Set<{ at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const timer = { at: now + ms, callback };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      now += ms;
      for (const timer of [...timers]) {
        if (timer.at <= now) {
          timers.delete(timer);
          timer.callback();
        }
      }
    },
  };
}
