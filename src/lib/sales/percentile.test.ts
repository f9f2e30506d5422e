import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.ts';

describe('percentile', () => {
  it('takes the middle value as the median, or the mean of the middle two', () => {
    expect(percentile([30, 10, 20], 50)).toBe(20);
    expect(percentile([40, 10, 30, 20], 50)).toBe(25);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 90)).toBe(7);
  });

  it('interpolates the 90th percentile between the nearest ranks', () => {
    const minutes = Array.from({ length: 10 }, (_, index) => (index + 1) * 10);
    expect(percentile(minutes, 90)).toBeCloseTo(91);
    expect(percentile(minutes, 100)).toBe(100);
    expect(percentile(minutes, 0)).toBe(10);
  });

  it('has nothing to say about no values, and leaves its input as it was', () => {
    expect(percentile([], 50)).toBeUndefined();
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});
