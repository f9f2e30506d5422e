import { addDays, vietnamDateOf, vietnamMidnight, weekdayOf } from '../vietnam-time.ts';

/** Office hours by day of the week (0 = Sunday, as Date.getUTCDay): open periods in minutes from midnight. */
export type WeeklyHours = Array<Array<[start: number, end: number]>>;

const dayNumbers: Record<string, number> = {
  'chủ nhật': 0,
  cn: 0,
  'thứ 2': 1,
  'thứ hai': 1,
  'thứ 3': 2,
  'thứ ba': 2,
  'thứ 4': 3,
  'thứ tư': 3,
  'thứ 5': 4,
  'thứ năm': 4,
  'thứ 6': 5,
  'thứ sáu': 5,
  'thứ 7': 6,
  'thứ bảy': 6,
};
const dash = /\s*[–—-]\s*/;
/** Between two days: a dash, or 'đến' as a sentence writes it ('Thứ Hai đến thứ Sáu'). */
const dayRange = /\s+đến\s+|\s*[–—-]\s*/i;

function minutesOf(time: string): number | undefined {
  const match = /^(\d{1,2})(?::|h)(\d{2})$/.exec(time.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= 1440 ? hours * 60 + minutes : undefined;
}

function daysOf(text: string): number[] | undefined {
  const names = text
    .trim()
    .replace(/^từ\s+/i, '')
    .split(dayRange);
  const [first, last] = names.map((name) => dayNumbers[name.trim().toLowerCase()]);
  if (first === undefined) return undefined;
  if (last === undefined) return names.length === 1 ? [first] : undefined;
  // 'Thứ Hai đến Chủ nhật' runs through the end of the week.
  const days: number[] = [];
  for (let day = first; ; day = (day + 1) % 7) {
    days.push(day);
    if (day === last || days.length === 7) return days;
  }
}

/**
 * Reads office hours as the site shows them ('Thứ Hai đến thứ Sáu: 8:00–18:00', 'Chủ nhật: nghỉ'; the
 * short 'Thứ 2 – Thứ 6: 8:00 – 18:00' too), one line per period; undefined when a line cannot be read,
 * so a typo fails at start-up, not in a salesperson's response time.
 */
export function parseOfficeHours(lines: string[]): WeeklyHours | undefined {
  const week: WeeklyHours = Array.from({ length: 7 }, () => []);
  for (const typed of lines) {
    const line = typed.normalize('NFC');
    const split = line.indexOf(':');
    const days = split > 0 ? daysOf(line.slice(0, split)) : undefined;
    if (!days) return undefined;
    const hours = line.slice(split + 1).trim();
    if (/^nghỉ$/i.test(hours)) continue;
    const [start, end] = hours.split(dash).map(minutesOf);
    if (start === undefined || end === undefined || start >= end) return undefined;
    for (const day of days) week[day]!.push([start, end]);
  }
  return week;
}

const dayMs = 86_400_000;

/** Office minutes between two instants, counted in Vietnam time (public holidays are not known). */
export function officeMinutesBetween(from: Date, to: Date, week: WeeklyHours): number {
  const [start, end] = [from.getTime(), to.getTime()];
  const first = vietnamDateOf(from);
  let total = 0;
  // Day by day in plain milliseconds (a Vietnam day is always 24 hours): a lead may wait for months.
  for (
    let midnight = vietnamMidnight(first), weekday = weekdayOf(first);
    midnight < end;
    midnight += dayMs, weekday = (weekday + 1) % 7
  ) {
    for (const [open, close] of week[weekday]!) {
      const overlap = Math.min(end, midnight + close * 60_000) - Math.max(start, midnight + open * 60_000);
      if (overlap > 0) total += overlap;
    }
  }
  return Math.floor(total / 60_000);
}

/** Whether the office opens at all on the Vietnam day of `at` (the morning digest skips days off). */
export function isWorkingDay(at: Date, week: WeeklyHours): boolean {
  return week[weekdayOf(vietnamDateOf(at))]!.length > 0;
}

/**
 * When the office next opens after `at`, or undefined when it is open at `at` (or never opens):
 * what a visitor who asks for a call outside office hours is told.
 */
export function nextOpening(at: Date, week: WeeklyHours): Date | undefined {
  const now = at.getTime();
  const today = vietnamDateOf(at);
  for (let days = 0; days <= 7; days += 1) {
    const date = addDays(today, days);
    const midnight = vietnamMidnight(date);
    const periods = [...week[weekdayOf(date)]!].sort((a, b) => a[0] - b[0]);
    for (const [open, close] of periods) {
      const [start, end] = [midnight + open * 60_000, midnight + close * 60_000];
      if (now >= start && now < end) return undefined;
      if (start > now) return new Date(start);
    }
  }
  return undefined;
}

/** A stored week, or null when it cannot be read (then the office hours apply). */
export function parseWeeklyHours(json: string | null | undefined): WeeklyHours | null {
  if (!json) return null;
  try {
    const week = JSON.parse(json) as unknown;
    const valid =
      Array.isArray(week) &&
      week.length === 7 &&
      week.every(
        (day) =>
          Array.isArray(day) &&
          day.every(
            (period) =>
              Array.isArray(period) &&
              period.length === 2 &&
              Number.isInteger(period[0]) &&
              Number.isInteger(period[1]) &&
              period[0] >= 0 &&
              period[0] < period[1] &&
              period[1] <= 1440,
          ),
      );
    return valid ? (week as WeeklyHours) : null;
  } catch {
    return null;
  }
}
