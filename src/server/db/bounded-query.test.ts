import { describe, expect, it } from 'vitest';
import { boundedQuery } from './bounded-query.ts';

describe('boundedQuery', () => {
  it('shares one query among callers, past the deadline too, and starts the next once it settles', async () => {
    let started = 0;
    let finish: (value: number) => void = () => {};
    const poll = boundedQuery(() => {
      started++;
      return new Promise<number>((resolve) => (finish = resolve));
    }, 20);
    expect(await Promise.all([poll(), poll()])).toEqual([{ late: true }, { late: true }]);
    expect(await poll()).toEqual({ late: true });
    expect(started).toBe(1);
    const waiting = poll();
    finish(7);
    expect(await waiting).toEqual({ value: 7 });
    void poll();
    expect(started).toBe(2);
  });

  it('gives the error to its callers instead of throwing', async () => {
    const poll = boundedQuery(() => Promise.reject(new Error('mất kết nối')), 1_000);
    const answer = await poll();
    expect('error' in answer && (answer.error as Error).message).toBe('mất kết nối');
  });
});
