import { dayLabel } from '@/lib/format';

/** 'Thứ Năm, 27/11/2026': lists of days reach into next year, so the year is written out. */
export function dayWithYear(day: string): string {
  return `${dayLabel(day)}/${day.slice(0, 4)}`;
}
