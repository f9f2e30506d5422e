import { describe, expect, it } from 'vitest';
import { createHashSlots } from './hash-slots';

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
      }),
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
    const first = slots.run(() => gate.promise);
    const queued = slots.run(async () => 'queued');
    const started = Date.now();
    expect(await slots.run(async () => 'overflow')).toBe('busy');
    expect(Date.now() - started).toBeLessThan(20);
    expect(await queued).toBe('busy');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    gate.resolve();
    await first;
    expect(await slots.run(async () => 'free again')).toBe('free again');
  });

  it('frees its slot when a task fails', async () => {
    const slots = createHashSlots({ concurrency: 1, maxQueue: 0, maxWaitMs: 10 });
    await expect(slots.run(() => Promise.reject(new Error('hỏng')))).rejects.toThrow('hỏng');
    expect(await slots.run(async () => 'ok')).toBe('ok');
  });
});
