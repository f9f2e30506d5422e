import { describe, expect, it } from 'vitest';
import { slowDownMs } from './auth.service.ts';

describe('slowDownMs', () => {
  it('grows the delay with the failures, up to 8 seconds', () => {
    expect([4, 5, 6, 7, 8, 9, 20].map(slowDownMs)).toEqual([0, 500, 1000, 2000, 4000, 8000, 8000]);
  });
});
