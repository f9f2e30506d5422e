import { describe, expect, it } from 'vitest';
import { officeMinutesBetween, parseOfficeHours } from './office-hours.ts';
import { responseTimes, responseTimesByOwner } from './response-times.ts';

const week = parseOfficeHours(['Thứ 2 – Thứ 6: 8:00 – 18:00', 'Thứ 7: 8:00 – 12:00', 'Chủ nhật: Nghỉ'])!;
const vn = (local: string) => new Date(`${local}+07:00`);
// As the lead page stores a first contact: the office minutes between the lead and it.
const answered = (ownerId: string, created: string, first: string) => ({
  ownerId,
  minutes: officeMinutesBetween(vn(created), vn(first), week),
});

describe('responseTimesByOwner', () => {
  it('gives each owner the median and 90th percentile of office minutes to a first contact', () => {
    const rows = [
      // Friday 2026-11-27: 10, 20, 30 office minutes.
      answered('lan', '2026-11-27T09:00', '2026-11-27T09:10'),
      answered('lan', '2026-11-27T09:00', '2026-11-27T09:20'),
      answered('lan', '2026-11-27T09:00', '2026-11-27T09:30'),
      // Friday evening, answered Monday 08:30: only Saturday morning and Monday's half hour count.
      answered('minh', '2026-11-27T20:00', '2026-11-30T08:30'),
    ];
    const times = responseTimesByOwner(rows);
    expect(times.get('lan')).toEqual({ responded: 3, median: 20, p90: 28 });
    expect(times.get('minh')).toEqual({ responded: 1, median: 270, p90: 270 });
    expect(times.has('hoa')).toBe(false);
  });
});

describe('responseTimes', () => {
  it('gives the median and 90th percentile of a list of minutes, rounded, and nothing for none', () => {
    expect(responseTimes([10, 20, 30, 40])).toEqual({ responded: 4, median: 25, p90: 37 });
    expect(responseTimes([])).toEqual({ responded: 0, median: null, p90: null });
  });
});
