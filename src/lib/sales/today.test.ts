import { describe, expect, it } from 'vitest';
import { doneForToday, waitedLabel } from './today';

describe('waitedLabel', () => {
  it('says office minutes waited in hours and minutes, short enough for a row', () => {
    expect(waitedLabel(0)).toBe('Chờ 0 phút');
    expect(waitedLabel(5)).toBe('Chờ 5 phút');
    expect(waitedLabel(120)).toBe('Chờ 2 giờ');
    expect(waitedLabel(185)).toBe('Chờ 3 giờ 5 phút');
  });
});

describe('doneForToday', () => {
  // Thursday 3 December 2026, 15:00 in Vietnam.
  const now = new Date('2026-12-03T08:00:00Z');
  const after = (stepAhead: string | null, status = 'contacted' as const) => ({ status, stepAhead });

  it('counts a lead done once its next step falls after today, Vietnam time', () => {
    expect(doneForToday(after('2026-12-04T02:00:00.000Z'), now)).toBe(true);
    // 23:30 tonight in Vietnam is still today; 00:00 tomorrow is not.
    expect(doneForToday(after('2026-12-03T16:30:00.000Z'), now)).toBe(false);
    expect(doneForToday(after('2026-12-03T17:00:00.000Z'), now)).toBe(true);
  });

  it('keeps a lead with no step ahead (kept overdue) as today’s work, unless it was closed', () => {
    expect(doneForToday(after(null), now)).toBe(false);
    expect(doneForToday({ status: 'unreachable', stepAhead: null }, now)).toBe(true);
  });
});
