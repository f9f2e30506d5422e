import { setTimeout as sleep } from 'node:timers/promises';

// A password check is scrypt: a core and 128 MiB for a while (password.ts), in libuv's small thread
// pool that also compresses pages. A flood of sign-ins must not take that pool, the CPU or the
// memory from the visitors, so checks run a few at a time and the rest wait in a short queue, or
// are turned away.
//
// Nor may a flood take the queue from the team. Who waits is fair: an account has at most 2 checks
// waiting or running, an address 4, so a flood on one account, or from one address at many
// accounts, leaves room for everyone else; and a device the member has signed in from before (or a
// member already signed in) waits in a lane of its own that is served first, which no stranger can
// enter, so even a flood spread over many addresses and accounts never answers them 'busy'.

/** Whose password check it is: the account typed, the client address, and whether it is trusted. */
export interface CheckRequester {
  account: string;
  address: string;
  /** A known device of the account, or a signed-in member: served first, never crowded out. */
  trusted: boolean;
}

/** Runs password checks a few at a time. */
export interface HashSlots {
  /** Runs `task` when a slot is free; 'busy' when its lane is full or the wait ran out first. */
  run<T>(task: () => Promise<T>, requester: CheckRequester): Promise<T | 'busy'>;
}

interface SlotLimits {
  /** Checks running at once. */
  concurrency: number;
  /** Checks waiting at once, in each lane. */
  maxQueue: number;
  /** How long a check waits for a slot before it is answered 'busy'. */
  maxWaitMs: number;
  /** The same for the trusted lane: longer, as a member's own device is never turned away. */
  maxTrustedWaitMs?: number;
  /** Checks waiting or running per account (in the trusted lane too, apart). */
  maxPerAccount?: number;
  /** Checks waiting or running per address: a few more, as an office's team shares one. */
  maxPerAddress?: number;
}

/** At most `concurrency` tasks at once; a trusted lane served first; fair shares in the other. */
export function createHashSlots({
  concurrency,
  maxQueue,
  maxWaitMs,
  maxTrustedWaitMs = maxWaitMs,
  maxPerAccount = 2,
  maxPerAddress = 4,
}: SlotLimits): HashSlots {
  let running = 0;
  const lanes = { trusted: [] as Array<() => void>, open: [] as Array<() => void> };
  const inFlight = new Map<string, number>();

  const count = (keys: string[], by: number) => {
    for (const key of keys) {
      const next = (inFlight.get(key) ?? 0) + by;
      if (next > 0) inFlight.set(key, next);
      else inFlight.delete(key);
    }
  };

  const release = () => {
    running -= 1;
    const next = lanes.trusted.shift() ?? lanes.open.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  const acquire = async (lane: Array<() => void>, waitMs: number): Promise<boolean> => {
    if (running < concurrency) {
      running += 1;
      return true;
    }
    if (lane.length >= maxQueue) return false;
    const timeout = new AbortController();
    let granted!: () => void;
    const turn = new Promise<true>((resolve) => (granted = () => resolve(true)));
    lane.push(granted);
    const outcome = await Promise.race([turn, sleep(waitMs, false, { signal: timeout.signal }).catch(() => true)]);
    timeout.abort();
    if (outcome) return true;
    // Timed out: leave the queue (a slot granted in the same tick is passed on, not lost).
    const index = lane.indexOf(granted);
    if (index >= 0) lane.splice(index, 1);
    else release();
    return false;
  };

  return {
    async run(task, requester) {
      // A stranger's flood, on the member's account or from the member's own network, counts under
      // other keys than the member's trusted device, which only its own account's share bounds.
      const shares: Array<[string, number]> = requester.trusted
        ? [[`trusted:${requester.account}`, maxPerAccount]]
        : [
            [`account:${requester.account}`, maxPerAccount],
            [`address:${requester.address}`, maxPerAddress],
          ];
      if (shares.some(([key, limit]) => (inFlight.get(key) ?? 0) >= limit)) return 'busy';
      const keys = shares.map(([key]) => key);
      count(keys, 1);
      try {
        const lane = requester.trusted ? lanes.trusted : lanes.open;
        if (!(await acquire(lane, requester.trusted ? maxTrustedWaitMs : maxWaitMs))) return 'busy';
        try {
          return await task();
        } finally {
          release();
        }
      } finally {
        count(keys, -1);
      }
    },
  };
}

/**
 * The process's password-check slots: one at a time on this 2-core budget, 8 waiting per lane, up to
 * 3 s (a known device up to 15 s: it waits behind at most a few of its own kind, however slow the
 * machine; the request's own limits are longer).
 */
export const passwordCheckSlots = createHashSlots({
  concurrency: 1,
  maxQueue: 8,
  maxWaitMs: 3_000,
  maxTrustedWaitMs: 15_000,
});
