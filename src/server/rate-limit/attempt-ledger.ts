// The database decides how many sign-ins an account or an address has left, and how many requests
// a client may still make (it is shared by every instance), but asking it costs writes, and on
// SQLite every write is a disk flush on the one connection the visitors' leads need. So each process
// first keeps its own short ledger: once it already knows of as many attempts for a key within the
// window as the key's limit, under way or let through, it turns the next one away without touching
// the database. A flood of 200 sign-ins is then 5 database round trips, not 200. Sign-in
// (auth.service.ts) and the request limits (rate-limiter.ts) keep one each.

/** A key an attempt counts under, and how many attempts it may have within the window. */
export interface LedgerKey {
  key: string;
  limit: number;
}

/** Attempts this process has let through to the database, by key, still inside the window. */
export interface AttemptLedger {
  /** Records an attempt under `keys` unless one of them is already at its limit; false when it is. */
  reserve(keys: readonly LedgerKey[], now: number): symbol | false;
  /** Takes an attempt back (it succeeded, or never checked a password). */
  release(ticket: symbol): void;
}

/** A ledger of attempts within `windowMs`, holding at most `maxKeys` keys. */
export function createAttemptLedger({
  windowMs,
  maxKeys = 10_000,
}: {
  windowMs: number;
  maxKeys?: number;
}): AttemptLedger {
  const attempts = new Map<string, Array<{ ticket: symbol; at: number }>>();
  const keysOf = new Map<symbol, readonly string[]>();
  const recent = (key: string, now: number) => {
    const kept = (attempts.get(key) ?? []).filter((attempt) => attempt.at > now - windowMs);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };
  return {
    reserve(limited, now) {
      if (limited.some(({ key, limit }) => recent(key, now).length >= limit)) return false;
      const keys = limited.map(({ key }) => key);
      // Many addresses at once: forget the oldest keys; the database still counts them.
      while (attempts.size + keys.length > maxKeys) attempts.delete(attempts.keys().next().value!);
      const ticket = Symbol('sign-in');
      for (const key of keys) attempts.set(key, [...recent(key, now), { ticket, at: now }]);
      keysOf.set(ticket, keys);
      // Tickets of failed attempts are never released; they go with the window.
      setTimeout(() => keysOf.delete(ticket), windowMs).unref();
      return ticket;
    },
    release(ticket) {
      for (const key of keysOf.get(ticket) ?? []) {
        const kept = (attempts.get(key) ?? []).filter((attempt) => attempt.ticket !== ticket);
        if (kept.length) attempts.set(key, kept);
        else attempts.delete(key);
      }
      keysOf.delete(ticket);
    },
  };
}
