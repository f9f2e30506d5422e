import { describe, expect, it } from 'vitest';
import { vietnamTime } from './sales-labels.ts';

describe('vietnamTime', () => {
  it('reads a date and time typed in Vietnam as the instant seven hours earlier in UTC', () => {
    expect(vietnamTime('2026-11-27', '09:30')?.toISOString()).toBe('2026-11-27T02:30:00.000Z');
    expect(vietnamTime('2026-11-27', '03:00')?.toISOString()).toBe('2026-11-26T20:00:00.000Z');
  });

  it('refuses what is not a real date and time, without throwing', () => {
    for (const [date, time] of [
      ['2026-02-31', '09:00'],
      ['2030-13-01', '09:00'],
      ['2026-11-27', '25:61'],
      ['2026-11-27', '24:00'],
      ['27/11/2026', '09:00'],
      ['', ''],
    ])
      expect(vietnamTime(date!, time!), `${date} ${time}`).toBeUndefined();
  });
});
