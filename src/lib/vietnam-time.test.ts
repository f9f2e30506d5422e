import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysFrom,
  instantOfLocal,
  localKeyOf,
  minutesIntoVietnamDay,
  vietnamDateOf,
  vietnamDayEnd,
  vietnamDayStart,
  vietnamMonth,
  vietnamTime,
} from './vietnam-time.ts';

describe('vietnamDateOf', () => {
  it('is already the next day from 17:00 UTC', () => {
    // 2026-11-27 at 17:30 UTC is already 28/11 in Vietnam.
    const now = new Date('2026-11-27T17:30:00Z');
    expect(vietnamDateOf(now)).toBe('2026-11-28');
  });
});

describe('vietnamMonth', () => {
  it('takes the month in Vietnam time, which starts seven hours before UTC’s', () => {
    expect(vietnamMonth(new Date('2026-11-30T16:59:59.999Z'))).toBe('2026-11');
    expect(vietnamMonth(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12');
    expect(vietnamMonth(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });
});

describe('addDays and daysFrom', () => {
  it('count calendar days across a leap day', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('count the days from one day to another, negative backwards', () => {
    expect(daysFrom('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysFrom('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysFrom('2027-01-01', '2026-12-31')).toBe(-1);
  });
});

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

describe('localKeyOf and instantOfLocal', () => {
  it('go from an instant to its Vietnam date and time and back', () => {
    expect(localKeyOf('2026-11-26T17:05:00Z')).toBe('2026-11-27T00:05');
    expect(instantOfLocal('2026-11-27T00:05')?.toISOString()).toBe('2026-11-26T17:05:00.000Z');
    for (const key of ['2026-02-29T09:00', '2026-11-27T9:00', '2026-11-27 09:00', '2026-11-27T09:00Z'])
      expect(instantOfLocal(key), key).toBeUndefined();
  });
});

describe('Vietnam days as instants', () => {
  it('start at 17:00 UTC the day before and last 24 hours', () => {
    expect(vietnamDayStart('2026-12-01')).toBe('2026-11-30T17:00:00.000Z');
    expect(vietnamDayEnd('2026-12-31')).toBe('2026-12-31T17:00:00.000Z');
    expect(minutesIntoVietnamDay(new Date('2026-11-30T17:00:00Z'))).toBe(0);
    expect(minutesIntoVietnamDay(new Date('2026-11-30T16:59:59Z'))).toBe(1439);
    expect(minutesIntoVietnamDay(new Date('2026-11-27T01:30:00Z'))).toBe(510);
  });
});
