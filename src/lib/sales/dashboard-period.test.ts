import { describe, expect, it } from 'vitest';
import { daysBetween, parsePeriod, periodDays, periodSearch, previousPeriod } from './dashboard-period.ts';

// 2026-11-27 at 17:30 UTC is already 28/11 in Vietnam.
const now = new Date('2026-11-27T17:30:00Z');
const read = (search: string) => parsePeriod(new URLSearchParams(search), now);

describe('parsePeriod', () => {
  it('ends a preset period on today in Vietnam, counting today as its last day', () => {
    expect(read('ky=7')).toEqual({ kind: '7', from: '2026-11-22', to: '2026-11-28' });
    expect(read('ky=90')).toMatchObject({ from: '2026-08-31', to: '2026-11-28' });
    expect(daysBetween(read('ky=90').from, read('ky=90').to)).toBe(90);
  });

  it('shows the last 30 days for no period, an unknown one, or a custom one with a date missing or unreal', () => {
    const last30 = { kind: '30', from: '2026-10-30', to: '2026-11-28' };
    for (const search of [
      '',
      'ky=abc',
      'period=abc',
      'ky=tuy-chon&tu=2026-13-45&den=2026-11-01',
      'ky=tuy-chon&tu=2026-02-31&den=2026-03-01',
      'ky=tuy-chon&tu=2026-11-01',
      `ky=${'9'.repeat(10_000)}`,
      'ky=tuy-chon&tu=1999-12-31&den=2000-01-02',
    ])
      expect(read(search), search).toEqual(last30);
  });

  it('reads two dates, in either order, and keeps at most a year of days', () => {
    expect(read('ky=tuy-chon&tu=2026-11-01&den=2026-11-15')).toEqual({
      kind: 'tuy-chon',
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(read('ky=tuy-chon&tu=2026-11-15&den=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-15' });
    expect(read('ky=tuy-chon&tu=2026-11-01&den=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-01' });
    const decade = read('ky=tuy-chon&tu=2020-01-01&den=2029-12-31');
    expect(decade).toMatchObject({ from: '2028-12-31', to: '2029-12-31' });
    expect(daysBetween(decade.from, decade.to)).toBe(366);
  });
});

describe('periodDays and periodSearch', () => {
  it('lists every day of a period across a month end, and links back to the same period', () => {
    const period = read('ky=tuy-chon&tu=2026-11-29&den=2026-12-02');
    expect(periodDays(period)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(periodSearch(period)).toBe('?ky=tuy-chon&tu=2026-11-29&den=2026-12-02');
    expect(periodSearch(read('ky=7'))).toBe('?ky=7');
    expect(read(periodSearch(period).slice(1))).toEqual(period);
  });
});

describe('previousPeriod', () => {
  it('gives the same number of days just before the period', () => {
    expect(previousPeriod(read('ky=7'))).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    const custom = previousPeriod(read('ky=tuy-chon&tu=2026-03-01&den=2026-03-31'));
    expect(custom).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(daysBetween(custom.from, custom.to)).toBe(31);
  });
});
