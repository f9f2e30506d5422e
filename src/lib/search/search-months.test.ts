import { describe, expect, it } from 'vitest';
import { monthLabel, monthsBefore, parseMonth } from './search-months';

describe('search months', () => {
  it('reads only a real month from the address', () => {
    expect(parseMonth('2026-09')).toBe('2026-09');
    for (const value of [null, '', '2026-13', '2026-00', '2026-9', '1999-12', '2101-01', '2026-09-01', ' 2026-09'])
      expect(parseMonth(value), String(value)).toBeNull();
  });

  it('counts months back across years', () => {
    expect(monthsBefore('2026-01', 1)).toBe('2025-12');
    expect(monthsBefore('2026-12', 12)).toBe('2025-12');
    expect(monthsBefore('2026-03', 14)).toBe('2025-01');
    expect(monthsBefore('2026-03', 0)).toBe('2026-03');
  });

  it('names a month as editors read it', () => {
    expect(monthLabel('2026-03')).toBe('Tháng 3/2026');
    expect(monthLabel('2026-11')).toBe('Tháng 11/2026');
  });
});
