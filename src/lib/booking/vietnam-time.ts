// Vietnam time (UTC+7 all year, no daylight saving) for bookings: the local 'YYYY-MM-DDTHH:mm' a
// visitor picks, the instant it is, and how people read it ('Thứ Năm, 27/11 · 14:30').

const offsetMs = 7 * 3_600_000;
const dayMs = 86_400_000;

const weekdayNames = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

/** A slot as forms send it: Vietnam date and time, 'YYYY-MM-DDTHH:mm'. */
export const localSlotPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The Vietnam 'YYYY-MM-DDTHH:mm' of an instant. */
export function localKeyOf(at: Date | number): string {
  return new Date((typeof at === 'number' ? at : at.getTime()) + offsetMs).toISOString().slice(0, 16);
}

/** The Vietnam calendar day 'YYYY-MM-DD' of an instant. */
export function vietnamDateOf(at: Date | number): string {
  return localKeyOf(at).slice(0, 10);
}

/** The instant of a Vietnam 'YYYY-MM-DDTHH:mm', or undefined for text that is no real time ('2026-02-30T09:00'). */
export function instantOfLocal(key: string): Date | undefined {
  const match = localSlotPattern.exec(key);
  if (!match) return undefined;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (hours > 23 || minutes > 59) return undefined;
  const utc = Date.UTC(year, month - 1, day, hours, minutes);
  // Months and days out of range roll into another date: refuse them instead.
  if (new Date(utc).toISOString().slice(0, 16) !== key) return undefined;
  return new Date(utc - offsetMs);
}

/** Midnight (as an instant) starting the Vietnam day 'YYYY-MM-DD'. */
export function startOfVietnamDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - offsetMs;
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Day of the week of 'YYYY-MM-DD' (0 = Sunday, as WeeklyHours counts). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** 'Thứ Năm, 27/11' for '2026-11-27'. */
export function dayLabel(date: string): string {
  return `${weekdayNames[weekdayOf(date)]}, ${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** 'Thứ Năm, 27/11 · 14:30' for an instant: how a meeting's time is written everywhere. */
export function slotLabel(at: Date | number): string {
  const key = localKeyOf(at);
  return `${dayLabel(key.slice(0, 10))} · ${key.slice(11, 16)}`;
}

/** '14:30' of an instant, in Vietnam. */
export function timeLabel(at: Date | number): string {
  return localKeyOf(at).slice(11, 16);
}
