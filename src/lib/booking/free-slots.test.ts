import { describe, expect, it } from 'vitest';
import { parseOfficeHours } from '../sales/office-hours.ts';
import { addWorkingMinutes, hostsFreeAt, openDays, type Busy, type Host, type SlotFacts } from './free-slots.ts';
import { instantOfLocal } from '../vietnam-time.ts';

// The free slots as a visitor is offered them: inside each host's hours, 30 minutes long with 15
// minutes kept free after every demo, at least 2 working hours ahead, up to 21 days, never on a
// closed day or a host's day off.

const office = parseOfficeHours(['Thứ Hai đến thứ Sáu: 8:00–18:00', 'Thứ Bảy: 8:00–12:00', 'Chủ nhật: nghỉ'])!;
const at = (local: string) => instantOfLocal(local)!.getTime();
const host = (key: string, daysOff: string[] = []): Host => ({ key, week: office, daysOff: new Set(daysOff) });
const busy = (key: string, local: string): Busy => ({ key, start: at(local), end: at(local) + 30 * 60_000 });

function facts(now: string, extra: Partial<SlotFacts> = {}): SlotFacts {
  return {
    now: new Date(at(now)),
    hosts: [host('lan')],
    closedDays: new Set(),
    busy: [],
    officeWeek: office,
    ...extra,
  };
}

const startsOn = (days: ReturnType<typeof openDays>, date: string) =>
  days.find((day) => day.date === date)?.slots.map((slot) => slot.key.slice(11)) ?? [];

describe('free demo slots', () => {
  it('starts two working hours after now, carried over the evening and the weekend', () => {
    // Wednesday 9:00 → 11:00 the same day.
    expect(startsOn(openDays(facts('2026-11-25T09:00')), '2026-11-25')[0]).toBe('11:00');
    // Friday 17:30: half an hour left on Friday, an hour and a half on Saturday morning → 9:30.
    expect(startsOn(openDays(facts('2026-11-27T17:30')), '2026-11-28')).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    // Saturday 11:00: one hour left, Sunday closed, then Monday from 8:00 → 9:00.
    expect(new Date(addWorkingMinutes(new Date(at('2026-11-28T11:00')), 120, office, new Set()))).toEqual(
      new Date(at('2026-11-30T09:00')),
    );
  });

  it('ends every demo inside the hours, and never offers a Sunday', () => {
    const days = openDays(facts('2026-11-25T09:00'));
    expect(startsOn(days, '2026-11-26').at(-1)).toBe('17:30');
    expect(startsOn(days, '2026-11-28').at(-1)).toBe('11:30');
    expect(startsOn(days, '2026-11-29')).toEqual([]);
  });

  it('keeps 15 minutes free after each demo and before the next', () => {
    const days = openDays(facts('2026-11-25T09:00', { busy: [busy('lan', '2026-11-26T09:00')] }));
    const thursday = startsOn(days, '2026-11-26');
    // 8:30 would end at 9:00 with no buffer before the booked 9:00; 9:30 starts inside 9:00's buffer.
    expect(thursday.slice(0, 4)).toEqual(['08:00', '10:00', '10:30', '11:00']);
    expect(
      hostsFreeAt(facts('2026-11-25T09:00', { busy: [busy('lan', '2026-11-26T09:00')] }), at('2026-11-26T09:30')),
    ).toEqual({
      problem: 'taken',
    });
  });

  it('pools the hosts: a slot stays while one of them is free, and names who is', () => {
    const twoHosts = facts('2026-11-25T09:00', {
      hosts: [host('lan'), host('minh', ['2026-11-27'])],
      busy: [busy('lan', '2026-11-26T14:00')],
    });
    const days = openDays(twoHosts);
    expect(
      days.find((day) => day.date === '2026-11-26')!.slots.find((slot) => slot.key.endsWith('14:00'))!.free,
    ).toEqual(['minh']);
    expect(days.find((day) => day.date === '2026-11-27')!.slots.every((slot) => slot.free.join() === 'lan')).toBe(true);
  });

  it('offers nothing on a closed day, and counts no notice on it', () => {
    const closed = new Set(['2026-11-26']);
    const days = openDays(facts('2026-11-25T17:00', { closedDays: closed }));
    expect(startsOn(days, '2026-11-26')).toEqual([]);
    // One hour left on Wednesday, Thursday closed: Friday from 9:00.
    expect(startsOn(days, '2026-11-27')[0]).toBe('09:00');
    expect(hostsFreeAt(facts('2026-11-25T17:00', { closedDays: closed }), at('2026-11-26T10:00'))).toEqual({
      problem: 'closed_day',
    });
  });

  it('offers 21 days ahead and no further, and says why a slot is refused', () => {
    const days = openDays(facts('2026-11-25T09:00'));
    expect(days.at(-1)!.date).toBe('2026-12-16');
    const refused = (local: string) => hostsFreeAt(facts('2026-11-25T09:00'), at(local));
    expect(refused('2026-11-25T08:30')).toEqual({ problem: 'past' });
    expect(refused('2026-11-25T10:30')).toEqual({ problem: 'too_soon' });
    expect(refused('2026-12-17T09:00')).toEqual({ problem: 'too_far' });
    expect(refused('2026-11-26T18:00')).toEqual({ problem: 'outside_hours' });
    expect(refused('2026-11-26T09:15')).toEqual({ problem: 'outside_hours' });
    expect(refused('2026-11-26T09:00')).toEqual({ free: ['lan'] });
  });
});
