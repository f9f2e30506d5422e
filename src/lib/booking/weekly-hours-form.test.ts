import { describe, expect, it } from 'vitest';
import { parseDayPeriods, periodsText, weekFormValues, weekOfForm, weeklyHoursMessages } from './weekly-hours-form';

describe('a day of demo hours as typed', () => {
  it('reads two periods in minutes, sorted, whatever dash or time style was typed', () => {
    expect(parseDayPeriods('13h30 - 17h30, 8:00–12:00')).toEqual({
      periods: [
        [480, 720],
        [810, 1050],
      ],
    });
    expect(parseDayPeriods('8 đến 12')).toEqual({ periods: [[480, 720]] });
  });

  it('reads an empty day as a day off', () => {
    expect(parseDayPeriods('  ')).toEqual({ periods: [] });
  });

  it('refuses an end before its start, overlapping periods, short periods and text that is no time', () => {
    expect(parseDayPeriods('17:00–8:00')).toEqual({ error: weeklyHoursMessages.order });
    expect(parseDayPeriods('8:00–12:00, 11:00–14:00')).toEqual({ error: weeklyHoursMessages.overlap });
    expect(parseDayPeriods('8:00–8:20')).toEqual({ error: weeklyHoursMessages.short });
    expect(parseDayPeriods('8:00–25:00')).toEqual({ error: weeklyHoursMessages.format });
    expect(parseDayPeriods('sáng')).toEqual({ error: weeklyHoursMessages.format });
    expect(parseDayPeriods('8:75–12:00')).toEqual({ error: weeklyHoursMessages.format });
  });

  it('writes periods back the way the form shows them', () => {
    expect(
      periodsText([
        [480, 720],
        [810, 1050],
      ]),
    ).toBe('8:00–12:00, 13:30–17:30');
    expect(parseDayPeriods(periodsText([[0, 1440]]))).toEqual({ periods: [[0, 1440]] });
  });
});

describe('a week posted from the form', () => {
  const week = [
    [],
    [
      [480, 720],
      [810, 1050],
    ],
    [[480, 1080]],
    [],
    [],
    [],
    [[480, 720]],
  ] as Array<Array<[number, number]>>;

  it('comes back as the stored week, Sunday first', () => {
    const values = weekFormValues(week);
    expect(values.day1).toBe('8:00–12:00, 13:30–17:30');
    expect(weekOfForm((field) => values[field] ?? null)).toEqual({ ok: true, week });
  });

  it('names each refused day, and refuses a week with no day open', () => {
    expect(weekOfForm((field) => (field === 'day3' ? '9–8' : ''))).toEqual({
      ok: false,
      errors: { day3: weeklyHoursMessages.order },
    });
    expect(weekOfForm(() => null)).toEqual({ ok: false, errors: { week: weeklyHoursMessages.empty } });
  });
});
