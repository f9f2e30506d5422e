// Demo appointments: days and half-hour slots inside office hours (Mon–Fri 8:00–18:00, Sat 8:00–12:00,
// Sunday closed), in Vietnam time whatever the server's or browser's time zone. Used by the form to
// offer choices and by the schema to check them.

const vietnamOffsetMs = 7 * 60 * 60 * 1000;

/** Calendar date 'YYYY-MM-DD' and time 'HH:mm' in Vietnam (UTC+7, no daylight saving) at `now`. */
export function vietnamNow(now: Date): { date: string; time: string } {
  const iso = new Date(now.getTime() + vietnamOffsetMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** How far ahead a demo can be booked. */
export const bookingWindowDays = 90;

/** The last day 'YYYY-MM-DD' a demo can be booked for at `now` (Vietnam time). */
export function lastBookableDate(now: Date): string {
  return vietnamNow(new Date(now.getTime() + bookingWindowDays * 24 * 60 * 60 * 1000)).date;
}

/** Day of the week of 'YYYY-MM-DD' (0 = Sunday), or NaN for an impossible date such as '2026-02-30'. */
export function weekday(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return NaN;
  const parsed = new Date(`${date}T00:00:00Z`);
  // Invalid months and days either make no date at all or roll over into another one.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? parsed.getUTCDay() : NaN;
}

function halfHours(from: number, to: number): string[] {
  const slots: string[] = [];
  for (let minutes = from * 60; minutes < to * 60; minutes += 30) {
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`);
  }
  return slots;
}

const weekdaySlots = halfHours(8, 18);
const saturdaySlots = halfHours(8, 12);

/** Start times offered on `date` ('YYYY-MM-DD'); none on Sundays. */
export function slotsOn(date: string): string[] {
  const day = weekday(date);
  if (day === 0 || Number.isNaN(day)) return [];
  return day === 6 ? saturdaySlots : weekdaySlots;
}

/** '2026-11-23', '09:30' → '23/11/2026 09:30', as stored in the lead's message. */
export function formatSlot(date: string, time: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}
