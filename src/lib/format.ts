import { localKeyOf, weekdayOf, type Instant } from './vietnam-time.ts';

/** 'dd/mm/yyyy' of 'YYYY-MM-DD'. */
function dayMonthYear(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** 'dd/mm/yyyy' of a calendar date (content dates are dates, not instants: read in UTC). */
export function formatDate(date: Date): string {
  return dayMonthYear(date.toISOString().slice(0, 10));
}

/** A count the Vietnamese way: 1245 → '1.245'. */
export function formatCount(count: number): string {
  return count.toLocaleString('vi-VN');
}

/** 'dd/mm/yyyy HH:mm' in Vietnam time of an ISO instant. */
export function formatDateTime(iso: string): string {
  const local = localKeyOf(iso);
  return `${dayMonthYear(local.slice(0, 10))} ${local.slice(11, 16)}`;
}

/** 'dd/mm/yyyy' of the day in Vietnam of an ISO instant: when an article went out, a quote's date. */
export function formatVietnamDay(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}

const weekdayNames = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

/** 'Thứ Sáu, 27/11' for '2026-11-27'. */
export function dayLabel(date: string): string {
  return `${weekdayNames[weekdayOf(date)]}, ${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** 'Thứ Sáu, 27/11 · 14:30' for an instant, in Vietnam: how a meeting's time is written everywhere. */
export function slotLabel(at: Instant): string {
  const local = localKeyOf(at);
  return `${dayLabel(local.slice(0, 10))} · ${local.slice(11, 16)}`;
}

/** '14:30' of an instant, in Vietnam. */
export function timeLabel(at: Instant): string {
  return localKeyOf(at).slice(11, 16);
}

/**
 * An amount in đồng the Vietnamese way: 1200000 → '1.200.000 ₫'. The space is a non-breaking one, so a
 * narrow table cell or a phone's line never leaves '₫' alone at the start of a line.
 */
export function formatVnd(amount: number): string {
  return `${formatCount(amount)}\u00a0₫`;
}
