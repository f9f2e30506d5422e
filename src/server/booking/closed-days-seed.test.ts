import { describe, expect, it } from 'vitest';
import { comingHolidays } from './closed-days-seed.ts';

const now = new Date('2026-12-05T02:00:00Z');

describe('the holidays a database is seeded with', () => {
  const seed = comingHolidays(now);
  const names = Object.fromEntries(seed.map(({ day, name }) => [day, name]));

  it('runs from today to the end of next year, public holidays only, with Mùng 2 and Mùng 3 Tết', () => {
    expect(seed.every(({ day }) => day >= '2026-12-05' && day <= '2027-12-31')).toBe(true);
    expect(names).toEqual({
      '2027-01-01': 'Tết Dương lịch',
      '2027-02-05': 'Giao thừa Tết Nguyên Đán',
      '2027-02-06': 'Mùng 1 Tết Nguyên đán',
      '2027-02-07': 'Mùng 2 Tết Nguyên đán',
      '2027-02-08': 'Mùng 3 Tết Nguyên đán',
      '2027-04-16': 'Giỗ tổ Hùng Vương',
      '2027-04-30': 'Ngày Giải phóng miền Nam',
      '2027-05-01': 'Quốc tế Lao động',
      '2027-09-02': 'Quốc khánh',
    });
  });

  it('counts today in Vietnam: on 31/12 after 17:00 UTC it is already next year', () => {
    const days = comingHolidays(new Date('2026-12-31T17:30:00Z')).map(({ day }) => day);
    expect(days[0]).toBe('2027-01-01');
    expect(days.at(-1)).toBe('2028-09-02');
  });
});
