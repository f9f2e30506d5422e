import { describe, expect, it } from 'vitest';
import { maxAttempts, retryDelayMs } from './retry-schedule.ts';

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure and doubles, capped at an hour', () => {
    const delays = Array.from({ length: maxAttempts - 1 }, (_, index) => retryDelayMs(index + 1, 0));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it('gives up after the tenth attempt', () => {
    expect(maxAttempts).toBe(10);
    expect(retryDelayMs(10, 0)).toBeNull();
  });

  it('adds at most a tenth at random, never less than the schedule', () => {
    expect(retryDelayMs(1, 0.999)).toBe(32_997);
    expect(retryDelayMs(9, 0.999)).toBeLessThanOrEqual(3_960_000);
    expect(retryDelayMs(2, 0.5)).toBe(63_000);
  });
});
