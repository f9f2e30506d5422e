import { hasUnsafeSingleLine } from '../text/unsafe-characters.ts';
import { addDays, instantOfLocal } from '../vietnam-time.ts';

// A day added to a list: a salesperson's day off (with an optional note) or the company's closed
// day (with a name). Only today or later, in Vietnam: a past day blocks no slot and only clutters.

/** How far ahead a day may be set: two years covers next year's holidays announced late. */
export const dayEntryMaxDaysAhead = 730;
/** Longest note or name kept (the columns hold 200). */
export const dayLabelMaxLength = 200;

export const dayEntryMessages = {
  day: 'Ngày không hợp lệ: chọn một ngày có thật trên lịch.',
  past: 'Chỉ chọn được hôm nay hoặc một ngày sau này.',
  tooFar: 'Chỉ đặt trước được tối đa 2 năm.',
  label: `Tối đa ${dayLabelMaxLength} ký tự, trên một dòng.`,
  name: 'Vui lòng nhập tên ngày nghỉ, ví dụ “Giỗ Tổ Hùng Vương”.',
} as const;

/** Whether 'YYYY-MM-DD' is a day on the calendar ('2026-02-30' is not). */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && instantOfLocal(`${day}T00:00`) !== undefined;
}

/** The day, or why it cannot be added on `today` (Vietnam 'YYYY-MM-DD'). */
export function readFutureDay(typed: string, today: string): { day: string } | { error: string } {
  const day = typed.trim();
  if (!isCalendarDay(day)) return { error: dayEntryMessages.day };
  if (day < today) return { error: dayEntryMessages.past };
  if (day > addDays(today, dayEntryMaxDaysAhead)) return { error: dayEntryMessages.tooFar };
  return { day };
}

/** A note or name, trimmed and NFC, or why it is refused; `required` refuses an empty one. */
export function readDayLabel(typed: string, required: boolean): { label: string } | { error: string } {
  const label = typed
    .normalize('NFC')
    .replace(/[\u00A0\u202F]/g, ' ')
    .trim();
  if (!label && required) return { error: dayEntryMessages.name };
  if (label.length > dayLabelMaxLength || hasUnsafeSingleLine(label)) return { error: dayEntryMessages.label };
  return { label };
}
