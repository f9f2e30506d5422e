// Vietnam time: UTC+7 all year, with no daylight saving, so every Vietnam day lasts 24 hours and starts
// at 17:00 UTC the day before. Days are 'YYYY-MM-DD', months 'YYYY-MM', and a local date and time is
// 'YYYY-MM-DDTHH:mm', as a form's date and time fields send it. How they read to people: format.ts.

const offsetMs = 7 * 3_600_000;
const dayMs = 86_400_000;

/** An instant: a Date, epoch milliseconds, or an ISO-8601 string. */
export type Instant = Date | number | string;

/** The Vietnam wall clock at `at`, as a Date whose UTC fields read it. */
const wallClock = (at: Instant) => new Date(new Date(at).getTime() + offsetMs);

/** The Vietnam 'YYYY-MM-DDTHH:mm' of an instant: a slot as forms send it, a `datetime-local` value. */
export function localKeyOf(at: Instant): string {
  return wallClock(at).toISOString().slice(0, 16);
}

/** The Vietnam calendar day 'YYYY-MM-DD' of an instant (of `new Date()`: today). */
export function vietnamDateOf(at: Instant): string {
  return localKeyOf(at).slice(0, 10);
}

/** The Vietnam month 'YYYY-MM' of an instant. */
export function vietnamMonth(now: Date): string {
  return vietnamDateOf(now).slice(0, 7);
}

/** Whole minutes since the Vietnam midnight before `at` (0 to 1439): 8:30 is 510. */
export function minutesIntoVietnamDay(at: Instant): number {
  const clock = wallClock(at);
  return clock.getUTCHours() * 60 + clock.getUTCMinutes();
}

const localKeyPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The instant of a Vietnam 'YYYY-MM-DDTHH:mm', or undefined for text that is no real time ('2026-02-30T09:00'). */
export function instantOfLocal(key: string): Date | undefined {
  if (!localKeyPattern.test(key)) return undefined;
  const at = Date.parse(`${key}:00Z`) - offsetMs;
  // Days and hours out of range make no time at all, or roll into another ('2026-02-30' is 2 March,
  // '24:00' the next midnight), which reads back otherwise: refuse both.
  return !Number.isNaN(at) && localKeyOf(at) === key ? new Date(at) : undefined;
}

/** The instant of a Vietnam date and time typed apart ('2026-11-27', '09:30'), or undefined when they are no real time. */
export function vietnamTime(date: string, time: string): Date | undefined {
  return instantOfLocal(`${date}T${time}`);
}

/** Midnight starting the Vietnam day 'YYYY-MM-DD', in epoch milliseconds. */
export function vietnamMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - offsetMs;
}

/** Midnight starting the Vietnam day 'YYYY-MM-DD', as an ISO instant: where a period of days starts. */
export function vietnamDayStart(date: string): string {
  return new Date(vietnamMidnight(date)).toISOString();
}

/** Midnight ending the Vietnam day 'YYYY-MM-DD', as an ISO instant: where a period ending on it stops (excluded). */
export function vietnamDayEnd(date: string): string {
  return new Date(vietnamMidnight(date) + dayMs).toISOString();
}

/** 'YYYY-MM-DD' plus `days` calendar days (negative counts go back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** How many calendar days `to` comes after `from` (both 'YYYY-MM-DD'; 0 for the same day, negative before). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** Day of the week of 'YYYY-MM-DD' (0 = Sunday, as WeeklyHours counts). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
