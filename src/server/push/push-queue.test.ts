import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dueFor } from './push-queue.ts';

/** Monday 13:00–17:00 only (minutes from midnight, index 0 = Sunday). */
const mondayAfternoons = JSON.stringify([[], [[780, 1020]], [], [], [], [], []]);

/** An instant given as Vietnam wall-clock time (UTC+7). */
const vietnam = (local: string) => new Date(`${local}:00+07:00`);

describe('dueFor', () => {
  it('rings now when quiet hours are off, whatever the hour', () => {
    const sundayNight = vietnam('2026-03-01T23:30');
    expect(dueFor({ quietHours: false, weeklyHours: mondayAfternoons }, sundayNight)).toBe(sundayNight.toISOString());
    expect(dueFor({ quietHours: false, weeklyHours: null }, sundayNight)).toBe(sundayNight.toISOString());
  });

  it("with quiet hours on, waits for the next opening of the person's own week, in Vietnam time", () => {
    const recipient = { quietHours: true, weeklyHours: mondayAfternoons };
    // Sunday 10:00 → Monday 13:00.
    expect(dueFor(recipient, vietnam('2026-03-01T10:00'))).toBe('2026-03-02T06:00:00.000Z');
    // Monday 08:00 (still Sunday in UTC) → the same Monday, 13:00.
    expect(dueFor(recipient, vietnam('2026-03-02T08:00'))).toBe('2026-03-02T06:00:00.000Z');
    // Monday 17:00, as the afternoon closes → next Monday 13:00.
    expect(dueFor(recipient, vietnam('2026-03-02T17:00'))).toBe('2026-03-09T06:00:00.000Z');
  });

  it('with quiet hours on, rings now inside the hours', () => {
    const recipient = { quietHours: true, weeklyHours: mondayAfternoons };
    for (const local of ['2026-03-02T13:00', '2026-03-02T16:59']) {
      const now = vietnam(local);
      expect(dueFor(recipient, now), local).toBe(now.toISOString());
    }
  });
});

describe("dueFor, with the office's week", () => {
  // The office's week is read from SITE_OFFICE_HOURS when the modules load: loaded again here with a
  // week of our own, Monday to Friday 8:00–18:00 and Saturday 8:00–12:00 (the default's days) but
  // Tuesday only from 9:00, so what comes from it is told apart from the default.
  let officeDueFor: typeof dueFor;

  beforeAll(async () => {
    vi.stubEnv(
      'SITE_OFFICE_HOURS',
      'Thứ Hai: 8:00–18:00|Thứ Ba: 9:00–18:00|Thứ Tư đến thứ Sáu: 8:00–18:00|Thứ Bảy: 8:00–12:00',
    );
    vi.resetModules();
    officeDueFor = (await import('./push-queue.ts')).dueFor;
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("falls back to the office's week when the person's week is missing or unreadable", () => {
    const sunday = vietnam('2026-03-01T10:00');
    for (const weeklyHours of [null, '', 'không phải JSON', '[1,2]', '[[],[[1020,780]],[],[],[],[],[]]'])
      expect(officeDueFor({ quietHours: true, weeklyHours }, sunday), String(weeklyHours)).toBe(
        '2026-03-02T01:00:00.000Z',
      );
    // Monday evening → Tuesday 9:00; Saturday afternoon → Monday 8:00.
    const unreadable = { quietHours: true, weeklyHours: 'không phải JSON' };
    expect(officeDueFor(unreadable, vietnam('2026-03-02T18:30'))).toBe('2026-03-03T02:00:00.000Z');
    expect(officeDueFor(unreadable, vietnam('2026-03-07T13:00'))).toBe('2026-03-09T01:00:00.000Z');
  });

  it("rings now inside the office's hours", () => {
    const saturdayMorning = vietnam('2026-03-07T09:00');
    expect(officeDueFor({ quietHours: true, weeklyHours: null }, saturdayMorning)).toBe(saturdayMorning.toISOString());
  });

  it("still prefers the person's own readable week", () => {
    expect(officeDueFor({ quietHours: true, weeklyHours: mondayAfternoons }, vietnam('2026-03-01T10:00'))).toBe(
      '2026-03-02T06:00:00.000Z',
    );
  });
});
