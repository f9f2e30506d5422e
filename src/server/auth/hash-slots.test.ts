import { describe, expect, it } from 'vitest';
import { createHashSlots, type CheckRequester } from './hash-slots';

/** A different account and address for each call unless told: the fair-share limits stay out of the way. */
let next = 0;
const stranger = (overrides: Partial<CheckRequester> = {}): CheckRequester => {
  next += 1;
  return { account: `nguoi-${next}@hotelix.vn`, address: `203.0.113.${next % 250}`, trusted: false, ...overrides };
};

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('createHashSlots', () => {
  it('runs no more tasks at once than its slots, and the next waiting one when a slot frees', async () => {
    const slots = createHashSlots({ concurrency: 2, maxQueue: 10, maxWaitMs: 1_000 });
    let running = 0;
    let peak = 0;
    const gates = Array.from({ length: 5 }, deferred);
    const runs = gates.map((gate, index) =>
      slots.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await gate.promise;
        running -= 1;
        return index;
      }, stranger()),
    );
    for (const gate of gates) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      gate.resolve();
    }
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it('turns a task away at once when the queue is full, and after the wait when no slot frees', async () => {
    const slots = createHashSlots({ concurrency: 1, maxQueue: 1, maxWaitMs: 50 });
    const gate = deferred();
    const first = slots.run(() => gate.promise, stranger());
    const queued = slots.run(async () => 'queued', stranger());
    const started = Date.now();
    expect(await slots.run(async () => 'overflow', stranger())).toBe('busy');
    expect(Date.now() - started).toBeLessThan(20);
    expect(await queued).toBe('busy');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    gate.resolve();
    await first;
    expect(await slots.run(async () => 'free again', stranger())).toBe('free again');
  });

  it('frees its slot when a task fails', async () => {
    const slots = createHashSlots({ concurrency: 1, maxQueue: 0, maxWaitMs: 10 });
    await expect(slots.run(() => Promise.reject(new Error('hỏng')), stranger())).rejects.toThrow('hỏng');
    expect(await slots.run(async () => 'ok', stranger())).toBe('ok');
  });

  it('gives one account at most two checks at once, one address four, so a flood leaves room for others', async () => {
    const slots = createHashSlots({ concurrency: 1, maxQueue: 8, maxWaitMs: 1_000 });
    const gate = deferred();
    const victim = { account: 'lan@hotelix.vn', address: '198.51.100.66', trusted: false };
    const flood = Array.from({ length: 6 }, () => slots.run(() => gate.promise.then(() => 'checked'), victim));
    const fromOneAddress = Array.from({ length: 6 }, () =>
      slots.run(async () => 'checked', stranger({ address: '198.51.100.77' })),
    );
    const colleague = slots.run(async () => 'colleague checked', stranger());
    gate.resolve();
    expect(await Promise.all(flood)).toEqual(['checked', 'checked', 'busy', 'busy', 'busy', 'busy']);
    expect(await Promise.all(fromOneAddress)).toEqual(['checked', 'checked', 'checked', 'checked', 'busy', 'busy']);
    expect(await colleague).toBe('colleague checked');
  });

  it('serves a known device first, even when strangers have filled the open queue', async () => {
    const slots = createHashSlots({ concurrency: 1, maxQueue: 2, maxWaitMs: 1_000 });
    const gate = deferred();
    const order: string[] = [];
    const running = slots.run(() => gate.promise.then(() => order.push('running')), stranger());
    const waiting = [1, 2].map(() => slots.run(async () => order.push('stranger'), stranger()));
    expect(await slots.run(async () => 'one too many', stranger())).toBe('busy');
    const known = slots.run(async () => order.push('known device'), stranger({ trusted: true }));
    gate.resolve();
    await Promise.all([running, known, ...waiting]);
    expect(order).toEqual(['running', 'known device', 'stranger', 'stranger']);
  });

  it("keeps the trusted lane's share apart: a flood on the member's account, from the member's own network, leaves it free", async () => {
    const slots = createHashSlots({ concurrency: 1, maxQueue: 8, maxWaitMs: 1_000 });
    const gate = deferred();
    const flood = Array.from({ length: 4 }, () =>
      slots.run(() => gate.promise.then(() => 'checked'), {
        account: 'lan@hotelix.vn',
        address: '203.0.113.4',
        trusted: false,
      }),
    );
    const own = slots.run(async () => 'member checked', {
      account: 'lan@hotelix.vn',
      address: '203.0.113.4',
      trusted: true,
    });
    gate.resolve();
    expect(await Promise.all(flood)).toEqual(['checked', 'checked', 'busy', 'busy']);
    expect(await own).toBe('member checked');
  });
});
