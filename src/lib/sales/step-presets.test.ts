import { describe, expect, it } from 'vitest';
import { presetTime, stepTimeLabel } from './step-presets';

/** An instant given in Vietnam time. */
const vn = (local: string) => new Date(`${local}:00+07:00`);
const iso = (local: string) => vn(local).toISOString();

describe('presetTime', () => {
  // 2026-11-26 is a Thursday.
  it('puts "Chiều nay" at 14:00 in the morning, then at the next half hour at least 30 minutes away', () => {
    expect(presetTime('chieu-nay', vn('2026-11-26T08:10'))?.toISOString()).toBe(iso('2026-11-26T14:00'));
    expect(presetTime('chieu-nay', vn('2026-11-26T13:40'))?.toISOString()).toBe(iso('2026-11-26T14:30'));
    expect(presetTime('chieu-nay', vn('2026-11-26T16:30'))?.toISOString()).toBe(iso('2026-11-26T17:00'));
  });

  it('offers no "Chiều nay" once the afternoon is over', () => {
    expect(presetTime('chieu-nay', vn('2026-11-26T16:31'))).toBeUndefined();
    expect(presetTime('chieu-nay', vn('2026-11-26T23:30'))).toBeUndefined();
  });

  it('puts "Sáng mai" at 9:00 the next Vietnam day, also just after midnight UTC', () => {
    expect(presetTime('sang-mai', vn('2026-11-26T23:50'))?.toISOString()).toBe(iso('2026-11-27T09:00'));
    expect(presetTime('sang-mai', vn('2026-11-27T06:30'))?.toISOString()).toBe(iso('2026-11-28T09:00'));
  });

  it('puts "Thứ Hai tới" on the coming Monday at 9:00, a week later on a Monday', () => {
    expect(presetTime('thu-hai', vn('2026-11-26T10:00'))?.toISOString()).toBe(iso('2026-11-30T09:00'));
    expect(presetTime('thu-hai', vn('2026-11-29T10:00'))?.toISOString()).toBe(iso('2026-11-30T09:00'));
    expect(presetTime('thu-hai', vn('2026-11-30T08:00'))?.toISOString()).toBe(iso('2026-12-07T09:00'));
  });
});

describe('stepTimeLabel', () => {
  const now = vn('2026-11-26T10:00');
  it('says today and tomorrow by the part of the day, as a salesperson would', () => {
    expect(stepTimeLabel(iso('2026-11-26T14:00'), now)).toBe('Chiều nay 14:00');
    expect(stepTimeLabel(iso('2026-11-26T19:30'), now)).toBe('Tối nay 19:30');
    expect(stepTimeLabel(iso('2026-11-27T09:00'), now)).toBe('Sáng mai 9:00');
    expect(stepTimeLabel(iso('2026-11-25T16:05'), now)).toBe('Hôm qua 16:05');
  });

  it('names the weekday within the week, and the full date beyond it', () => {
    expect(stepTimeLabel(iso('2026-11-30T09:00'), now)).toBe('Thứ Hai 30/11 9:00');
    expect(stepTimeLabel(iso('2026-12-15T08:30'), now)).toBe('15/12/2026 8:30');
  });
});
