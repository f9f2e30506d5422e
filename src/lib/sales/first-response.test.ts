import { describe, expect, it } from 'vitest';
import { overdueResponseMinutes, waitingLabel } from './first-response.ts';
import { parseOfficeHours } from './office-hours.ts';

const week = parseOfficeHours(['Thứ 2 – Thứ 6: 8:00 – 18:00', 'Thứ 7: 8:00 – 12:00', 'Chủ nhật: Nghỉ'])!;
const vn = (local: string) => new Date(`${local}+07:00`);
const lead = (created: string, extra: { first_response_at?: string; status?: 'new' | 'won' } = {}) => ({
  created_at: vn(created).toISOString(),
  first_response_at: extra.first_response_at ?? null,
  status: extra.status ?? ('new' as const),
});

describe('overdueResponseMinutes', () => {
  it('does not flag a lead sent on Saturday evening before Monday 09:00, and flags it after', () => {
    const weekend = lead('2026-11-28T19:00');
    expect(overdueResponseMinutes(weekend, vn('2026-11-30T09:00'), week, 60)).toBeUndefined();
    expect(overdueResponseMinutes(weekend, vn('2026-11-30T09:01'), week, 60)).toBe(61);
  });

  it('counts a night lead from the office’s opening', () => {
    expect(overdueResponseMinutes(lead('2026-11-26T23:30'), vn('2026-11-27T08:45'), week, 60)).toBeUndefined();
    expect(overdueResponseMinutes(lead('2026-11-26T23:30'), vn('2026-11-27T10:00'), week, 60)).toBe(120);
  });

  it('never flags a lead already contacted or closed', () => {
    const at = vn('2026-11-30T12:00');
    expect(overdueResponseMinutes(lead('2026-11-26T09:00', { first_response_at: 'x' }), at, week, 60)).toBeUndefined();
    expect(overdueResponseMinutes(lead('2026-11-26T09:00', { status: 'won' }), at, week, 60)).toBeUndefined();
  });
});

describe('waitingLabel', () => {
  it('says how long in office time', () => {
    expect(waitingLabel(125)).toBe('Chưa liên hệ sau 2 giờ 5 phút làm việc');
    expect(waitingLabel(61)).toBe('Chưa liên hệ sau 1 giờ 1 phút làm việc');
    expect(waitingLabel(180)).toBe('Chưa liên hệ sau 3 giờ làm việc');
  });
});
