import type { WeeklyHours } from '../sales/office-hours.ts';
import { demoMinutes } from './booking-rules.ts';

// A salesperson's week as they type it: one line per weekday, '8:00–12:00, 13:30–17:30', empty when
// they hold no demos that day. One text field per day works without JavaScript and fits a phone,
// where 7 × 2 × n time pickers would not; the server reads it back into WeeklyHours (minutes).

/** The weekdays as a Vietnamese week is read, Monday first (numbers as WeeklyHours counts, 0 = Sunday). */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** How a weekday is named on the form. */
export const weekdayLabels = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'] as const;

/** The form field of weekday `day` (0 = Sunday). */
export const dayField = (day: number) => `day${day}`;

/** How many periods a day may have: more is a typo, not a working day. */
export const maxPeriodsPerDay = 6;

export const weeklyHoursMessages = {
  format: 'Giờ chưa đúng dạng: viết như 8:00–12:00, 13:30–17:30 (để trống nếu nghỉ cả ngày).',
  order: 'Giờ kết thúc phải sau giờ bắt đầu.',
  short: `Mỗi khoảng giờ phải dài ít nhất ${demoMinutes} phút (một buổi demo).`,
  overlap: 'Các khoảng giờ trong ngày không được chồng lên nhau.',
  tooMany: `Tối đa ${maxPeriodsPerDay} khoảng giờ mỗi ngày.`,
  empty: 'Hãy mở ít nhất một ngày trong tuần, hoặc tạm ngừng nhận khách ở trang Tài khoản.',
} as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** '13:30' of a minute of the day. */
export function clockOf(minute: number): string {
  return `${Math.floor(minute / 60)}:${pad(minute % 60)}`;
}

/** '8:00–12:00, 13:30–17:30' of a day's periods; '' for a day off. */
export function periodsText(periods: ReadonlyArray<readonly [number, number]>): string {
  return periods.map(([start, end]) => `${clockOf(start)}–${clockOf(end)}`).join(', ');
}

/** Minutes of '8:00', '8h30', '8h' or '8'; undefined for anything else. */
function minuteOf(text: string): number | undefined {
  const match = /^(\d{1,2})(?:[:h.](\d{2})?)?$/i.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? 0)];
  const total = hours * 60 + minutes;
  return minutes < 60 && total <= 1440 ? total : undefined;
}

/** A day's periods, sorted, or the message saying why the text is refused. */
export function parseDayPeriods(typed: string): { periods: Array<[number, number]> } | { error: string } {
  const text = typed.normalize('NFC').trim();
  if (!text) return { periods: [] };
  if (text.length > 200) return { error: weeklyHoursMessages.format };
  const parts = text.split(/[,;]/).map((part) => part.trim());
  if (parts.length > maxPeriodsPerDay) return { error: weeklyHoursMessages.tooMany };
  const periods: Array<[number, number]> = [];
  for (const part of parts) {
    const bounds = part.split(/\s*(?:[–—-]|đến)\s*/i);
    const [start, end] = bounds.map(minuteOf);
    if (bounds.length !== 2 || start === undefined || end === undefined) return { error: weeklyHoursMessages.format };
    if (end <= start) return { error: weeklyHoursMessages.order };
    if (end - start < demoMinutes) return { error: weeklyHoursMessages.short };
    periods.push([start, end]);
  }
  periods.sort((a, b) => a[0] - b[0]);
  if (periods.some((period, index) => index > 0 && period[0] < periods[index - 1]![1]))
    return { error: weeklyHoursMessages.overlap };
  return { periods };
}

/** The week of a posted form, or each refused day's message (by field name, 'day1'…; 'week' for all). */
export function weekOfForm(
  read: (field: string) => string | null,
): { ok: true; week: WeeklyHours } | { ok: false; errors: Record<string, string> } {
  const week: WeeklyHours = Array.from({ length: 7 }, () => []);
  const errors: Record<string, string> = {};
  for (const day of weekOrder) {
    const parsed = parseDayPeriods(read(dayField(day)) ?? '');
    if ('error' in parsed) errors[dayField(day)] = parsed.error;
    else week[day] = parsed.periods;
  }
  if (!Object.keys(errors).length && week.every((periods) => periods.length === 0))
    errors.week = weeklyHoursMessages.empty;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, week };
}

/** The form's values of a week: each day's periods as text. */
export function weekFormValues(week: WeeklyHours): Record<string, string> {
  return Object.fromEntries(weekOrder.map((day) => [dayField(day), periodsText(week[day] ?? [])]));
}
