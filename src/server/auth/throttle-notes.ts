/**
 * Which throttled sign-ins have been noted already: the first from an address in a window is worth
 * an audit line, the thousandth of a flood is not (the flood never reaches the database otherwise).
 * Keyed by address, so random account names cannot make a row each.
 */
export function createThrottleNotes(windowMs: number, maxKeys = 10_000) {
  const noted = new Map<string, number>();
  return {
    /** Whether `address`'s throttle at `now` (ms) is the first in its window; remembers it if so. */
    first(address: string, now: number): boolean {
      const last = noted.get(address);
      if (last !== undefined && now - last < windowMs) return false;
      if (noted.size >= maxKeys) for (const [key, at] of noted) if (now - at >= windowMs) noted.delete(key);
      // Still full of live keys: under such a spread flood, stop noting rather than grow without bound.
      if (noted.size >= maxKeys) return false;
      noted.set(address, now);
      return true;
    },
  };
}
