import { describe, expect, it } from 'vitest';
import { isWorkingDay, nextOpening, officeMinutesBetween, parseOfficeHours, type WeeklyHours } from './office-hours.ts';

const week = parseOfficeHours(['Thứ Hai đến thứ Sáu: 8:00–18:00', 'Thứ Bảy: 8:00–12:00', 'Chủ nhật: nghỉ'])!;
// Vietnam time, written as such: 2026-11-27 is a Friday.
const vn = (local: string) => new Date(`${local}+07:00`);

describe('parseOfficeHours', () => {
  it('reads the site’s office hours, day ranges and days off', () => {
    expect(week[1]).toEqual([[480, 1080]]);
    expect(week[5]).toEqual([[480, 1080]]);
    expect(week[6]).toEqual([[480, 720]]);
    expect(week[0]).toEqual([]);
    expect(parseOfficeHours(['Thứ 7 – Chủ nhật: 9h00 – 11h30'])![0]).toEqual([[540, 690]]);
  });

  it('reads the short form and a sentence’s “Từ … đến …” the same way', () => {
    expect(parseOfficeHours(['Thứ 2 – Thứ 6: 8:00 – 18:00', 'Thứ 7: 8:00 – 12:00', 'Chủ nhật: Nghỉ'])).toEqual(week);
    expect(parseOfficeHours(['Từ thứ Hai đến thứ Sáu: 8:00–18:00', 'thứ Bảy: 8:00–12:00'])).toEqual(week);
    expect(parseOfficeHours(['Thứ Bảy đến Chủ nhật: 9:00–11:30'])![0]).toEqual([[540, 690]]);
  });

  it('refuses a line it cannot read', () => {
    for (const line of [
      'Thứ 8: 8:00 – 18:00',
      'Thứ 2: 18:00 – 8:00',
      'Cả tuần',
      'Thứ 2: sáng',
      'Thứ Hai đến: 8:00–18:00',
    ])
      expect(parseOfficeHours([line]), line).toBeUndefined();
  });
});

describe('officeMinutesBetween', () => {
  it('counts only office minutes: a lead on Friday evening answered on Monday morning waited 30 of them', () => {
    expect(officeMinutesBetween(vn('2026-11-27T20:00'), vn('2026-11-30T08:30'), week)).toBe(30 + 240);
    const closedSaturday: WeeklyHours = week.map((periods, day) => (day === 6 ? [] : periods));
    expect(officeMinutesBetween(vn('2026-11-27T20:00'), vn('2026-11-30T08:30'), closedSaturday)).toBe(30);
  });

  it('counts within a day, across lunch and the evening, and nothing for a Sunday', () => {
    expect(officeMinutesBetween(vn('2026-11-26T07:00'), vn('2026-11-26T09:15'), week)).toBe(75);
    expect(officeMinutesBetween(vn('2026-11-26T17:30'), vn('2026-11-27T08:10'), week)).toBe(40);
    expect(officeMinutesBetween(vn('2026-11-29T09:00'), vn('2026-11-29T17:00'), week)).toBe(0);
    expect(officeMinutesBetween(vn('2026-11-26T10:00'), vn('2026-11-26T09:00'), week)).toBe(0);
  });
});

describe('isWorkingDay', () => {
  it('knows Sunday is off in Vietnam even when it is still Saturday in UTC', () => {
    expect(isWorkingDay(vn('2026-11-29T06:00'), week)).toBe(false);
    expect(isWorkingDay(vn('2026-11-28T08:00'), week)).toBe(true);
  });
});

describe('nextOpening', () => {
  it('is nothing while the office is open, and its next opening when it is closed', () => {
    expect(nextOpening(vn('2026-11-27T10:00'), week)).toBeUndefined();
    expect(nextOpening(vn('2026-11-27T07:59'), week)).toEqual(vn('2026-11-27T08:00'));
    // Friday evening: Saturday morning; Saturday afternoon and Sunday: Monday morning.
    expect(nextOpening(vn('2026-11-27T18:00'), week)).toEqual(vn('2026-11-28T08:00'));
    expect(nextOpening(vn('2026-11-28T12:30'), week)).toEqual(vn('2026-11-30T08:00'));
    expect(nextOpening(vn('2026-11-29T23:00'), week)).toEqual(vn('2026-11-30T08:00'));
  });

  it('finds the afternoon after a lunch break, whatever order the periods were written in', () => {
    const split = parseOfficeHours(['Thứ Hai: 13:30–17:00', 'Thứ Hai: 8:00–12:00'])!;
    expect(nextOpening(vn('2026-11-30T12:15'), split)).toEqual(vn('2026-11-30T13:30'));
    expect(nextOpening(vn('2026-11-30T06:00'), split)).toEqual(vn('2026-11-30T08:00'));
  });

  it('is nothing for an office that never opens', () => {
    expect(nextOpening(vn('2026-11-30T12:15'), parseOfficeHours(['Chủ nhật: nghỉ'])!)).toBeUndefined();
  });
});
