import { describe, expect, it } from 'vitest';
import type { OpenDay } from './free-slots';
import { slotPage } from './slot-pages';

const day = (date: string, times: string[]): OpenDay => ({
  date,
  slots: times.map((time) => ({ key: `${date}T${time}`, start: 0, free: ['team'] })),
});
const days = [
  day('2026-11-27', ['14:30']),
  day('2026-11-28', []),
  day('2026-11-30', ['09:00', '09:30']),
  day('2026-12-01', ['09:00']),
  day('2026-12-02', ['10:00']),
  day('2026-12-03', ['10:00']),
];
const dates = (page: ReturnType<typeof slotPage>) => page.days.map((shown) => shown.date);

describe('slotPage', () => {
  it('shows the first three days with a free slot, skipping full days, and links the next page', () => {
    const page = slotPage(days);
    expect(dates(page)).toEqual(['2026-11-27', '2026-11-30', '2026-12-01']);
    expect(page).toMatchObject({ earlier: undefined, later: '2026-12-02' });
  });

  it('starts at the asked day, or the next one with slots, and links back', () => {
    const page = slotPage(days, { from: '2026-12-02' });
    expect(dates(page)).toEqual(['2026-12-02', '2026-12-03']);
    expect(page).toMatchObject({ earlier: '2026-11-27', later: undefined });
  });

  it('starts at the selected slot’s day when no day is asked, and at the first when it is gone', () => {
    expect(dates(slotPage(days, { selected: '2026-12-03T10:00' }))).toEqual(['2026-12-03']);
    expect(dates(slotPage(days, { selected: '2026-12-03T11:00' }))[0]).toBe('2026-11-27');
  });

  it('falls back to the first page for a day after the window', () => {
    expect(dates(slotPage(days, { from: '2027-01-01' }))[0]).toBe('2026-11-27');
  });
});
