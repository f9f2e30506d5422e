import type { WeeklyHours } from '../sales/office-hours.ts';
import {
  bookingWindowDays,
  bufferMinutes,
  demoMinutes,
  noticeWorkingMinutes,
  slotStepMinutes,
} from './booking-rules.ts';
import { addDays, localKeyOf, vietnamDateOf, vietnamMidnight, weekdayOf } from '../vietnam-time.ts';

// The free demo slots: pure, so the page, the booking's transaction and the tests compute them the
// same way from the same facts (hours, days off, closed days, bookings), read by the server.

const minuteMs = 60_000;

/** Someone who can hold a demo: a salesperson (their id), or the team when nobody takes leads. */
export interface Host {
  key: string;
  /** Their weekly hours (minutes from midnight, Vietnam time). */
  week: WeeklyHours;
  /** Their days off, 'YYYY-MM-DD'. */
  daysOff: ReadonlySet<string>;
}

/** A demo already booked, which keeps its host busy from its start to its end plus the buffer. */
export interface Busy {
  key: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
}

/** What the slots are computed from. */
export interface SlotFacts {
  now: Date;
  hosts: readonly Host[];
  /** The company's closed days (holidays, Tết, bridge days), 'YYYY-MM-DD'. */
  closedDays: ReadonlySet<string>;
  busy: readonly Busy[];
  /** The office hours the notice is counted in. */
  officeWeek: WeeklyHours;
}

/** A bookable start time and the hosts free at it. */
export interface OpenSlot {
  /** Vietnam 'YYYY-MM-DDTHH:mm', as the form sends it. */
  key: string;
  start: number;
  free: string[];
}

export interface OpenDay {
  date: string;
  slots: OpenSlot[];
}

/** Why a slot cannot be booked. */
export type SlotProblem = 'past' | 'too_soon' | 'too_far' | 'closed_day' | 'outside_hours' | 'taken';

/**
 * The instant `minutes` working minutes after `from`, counting only open periods of `week` on days
 * that are not closed: a demo booked on Friday evening is at the earliest on Monday 10:00.
 */
export function addWorkingMinutes(
  from: Date,
  minutes: number,
  week: WeeklyHours,
  closedDays: ReadonlySet<string>,
): number {
  let left = minutes * minuteMs;
  let date = vietnamDateOf(from);
  // A year without a single open period would be a configuration error; stop rather than loop.
  for (let day = 0; day < 366; day += 1, date = addDays(date, 1)) {
    if (closedDays.has(date)) continue;
    const midnight = vietnamMidnight(date);
    const periods = [...week[weekdayOf(date)]!].sort((a, b) => a[0] - b[0]);
    for (const [open, close] of periods) {
      const start = Math.max(midnight + open * minuteMs, from.getTime());
      const end = midnight + close * minuteMs;
      if (end <= start) continue;
      if (end - start >= left) return start + left;
      left -= end - start;
    }
  }
  return Number.POSITIVE_INFINITY;
}

/** Busy periods grouped by host and Vietnam day, so each slot looks at a handful, not thousands. */
function busyIndex(busy: readonly Busy[]): Map<string, Busy[]> {
  const index = new Map<string, Busy[]>();
  for (const period of busy) {
    // A period may touch the day before (buffer) or after; index it under every day it covers.
    const first = vietnamDateOf(period.start - (demoMinutes + bufferMinutes) * minuteMs);
    const last = vietnamDateOf(period.end + bufferMinutes * minuteMs);
    for (let date = first; date <= last; date = addDays(date, 1)) {
      const key = `${period.key}|${date}`;
      (index.get(key) ?? index.set(key, []).get(key)!).push(period);
    }
  }
  return index;
}

/** Whether a demo starting at `start` for `host` keeps clear of their bookings, with buffers both ways. */
function clear(periods: readonly Busy[] | undefined, start: number): boolean {
  if (!periods) return true;
  const end = start + (demoMinutes + bufferMinutes) * minuteMs;
  return periods.every((period) => end <= period.start || start >= period.end + bufferMinutes * minuteMs);
}

/** Start times of `host` on `date` within their hours (each demo ends inside its period). */
function startsOn(host: Host, date: string): number[] {
  if (host.daysOff.has(date)) return [];
  const midnight = vietnamMidnight(date);
  const starts: number[] = [];
  for (const [open, close] of host.week[weekdayOf(date)]!) {
    for (let minute = open; minute + demoMinutes <= close; minute += slotStepMinutes) {
      starts.push(midnight + minute * minuteMs);
    }
  }
  return starts;
}

/** The bookable window at `now`: the earliest start (notice) and the last day. */
function windowOf(facts: SlotFacts): { earliest: number; today: string; lastDay: string } {
  const today = vietnamDateOf(facts.now);
  return {
    earliest: addWorkingMinutes(facts.now, noticeWorkingMinutes, facts.officeWeek, facts.closedDays),
    today,
    lastDay: addDays(today, bookingWindowDays),
  };
}

/** Every open slot from today to the last bookable day, day by day (days without any left out). */
export function openDays(facts: SlotFacts): OpenDay[] {
  const { earliest, today, lastDay } = windowOf(facts);
  const index = busyIndex(facts.busy);
  const days: OpenDay[] = [];
  for (let date = today; date <= lastDay; date = addDays(date, 1)) {
    if (facts.closedDays.has(date)) continue;
    const byStart = new Map<number, string[]>();
    for (const host of facts.hosts) {
      const periods = index.get(`${host.key}|${date}`);
      for (const start of startsOn(host, date)) {
        if (start < earliest || !clear(periods, start)) continue;
        (byStart.get(start) ?? byStart.set(start, []).get(start)!).push(host.key);
      }
    }
    const slots = [...byStart]
      .sort(([a], [b]) => a - b)
      .map(([start, free]) => ({ key: localKeyOf(start), start, free }));
    if (slots.length) days.push({ date, slots });
  }
  return days;
}

/**
 * The hosts free at `start` (an instant a form asked for), or why nobody is: the booking's
 * transaction asks this with facts it read under its lock.
 */
export function hostsFreeAt(facts: SlotFacts, start: number): { free: string[] } | { problem: SlotProblem } {
  const { earliest, lastDay } = windowOf(facts);
  const date = vietnamDateOf(start);
  if (start <= facts.now.getTime()) return { problem: 'past' };
  if (date > lastDay) return { problem: 'too_far' };
  if (facts.closedDays.has(date)) return { problem: 'closed_day' };
  const working = facts.hosts.filter((host) => startsOn(host, date).includes(start));
  if (!working.length) return { problem: 'outside_hours' };
  if (start < earliest) return { problem: 'too_soon' };
  const index = busyIndex(facts.busy);
  const free = working.filter((host) => clear(index.get(`${host.key}|${date}`), start)).map((host) => host.key);
  return free.length ? { free } : { problem: 'taken' };
}
