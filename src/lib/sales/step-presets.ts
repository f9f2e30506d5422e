// The next step's quick choices after a call ('Chiều nay', 'Sáng mai', 'Thứ Hai tới') and how a step's
// time reads back ('Sáng mai 9:00'). Pure: the clock comes in, so the server resolves a preset at the
// moment it saves it and the sheet shows the same hour beside each choice.

import { minutesIntoVietnamDay, vietnamDateOf, vietnamMidnight, weekdayOf } from '../vietnam-time.ts';

/** A quick choice of when, or 'chon-gio' (a date and time typed in), or 'giu' (keep the current step). */
export type StepWhen = 'chieu-nay' | 'sang-mai' | 'thu-hai' | 'chon-gio' | 'giu';

/** The choices a sheet offers, in order, with their labels. */
export const stepWhenLabels: Record<StepWhen, string> = {
  giu: 'Giữ bước hiện tại',
  'chieu-nay': 'Chiều nay',
  'sang-mai': 'Sáng mai',
  'thu-hai': 'Thứ Hai tới',
  'chon-gio': 'Chọn giờ…',
};

/** Whether a value read from a form is one of the choices. */
export const isStepWhen = (value: unknown): value is StepWhen =>
  typeof value === 'string' && Object.hasOwn(stepWhenLabels, value);

const dayMs = 86_400_000;
const morning = 9 * 60;
const afternoon = 14 * 60;
// 'Chiều nay' after 14:00 is the next half hour at least 30 minutes away, while it is still afternoon.
const lastAfternoonStart = 17 * 60;

/** Minutes since Vietnam midnight, that midnight as epoch milliseconds, and the day's weekday. */
function vietnamClock(now: Date): { midnight: number; minutes: number; weekday: number } {
  const day = vietnamDateOf(now);
  return { midnight: vietnamMidnight(day), minutes: minutesIntoVietnamDay(now), weekday: weekdayOf(day) };
}

/** The instant a quick choice names at `now`, or undefined when it has passed ('Chiều nay' at 18:00). */
export function presetTime(when: Exclude<StepWhen, 'chon-gio' | 'giu'>, now: Date): Date | undefined {
  const { midnight, minutes, weekday } = vietnamClock(now);
  const at = (days: number, minute: number) => new Date(midnight + days * dayMs + minute * 60_000);
  switch (when) {
    case 'chieu-nay': {
      if (minutes < afternoon - 30) return at(0, afternoon);
      const next = Math.ceil((minutes + 30) / 30) * 30;
      return next <= lastAfternoonStart ? at(0, next) : undefined;
    }
    case 'sang-mai':
      return at(1, morning);
    case 'thu-hai':
      // The coming Monday; on a Monday, the one a week later.
      return at((8 - weekday) % 7 || 7, morning);
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * When a step is, as a salesperson says it: 'Chiều nay 14:00', 'Sáng mai 9:00', 'Thứ Hai 30/11 9:00',
 * '15/12/2026 9:00'; 'Quá hạn' is for the caller to add.
 */
export function stepTimeLabel(iso: string, now: Date): string {
  const at = new Date(iso);
  const step = vietnamClock(at);
  const today = vietnamClock(now);
  const days = Math.round((step.midnight - today.midnight) / dayMs);
  const clock = `${Math.floor(step.minutes / 60)}:${pad(step.minutes % 60)}`;
  const part = step.minutes < 12 * 60 ? 'Sáng' : step.minutes < 18 * 60 ? 'Chiều' : 'Tối';
  const [year, month, date] = vietnamDateOf(at).split('-');
  const dayMonth = `${date}/${month}`;
  if (days === 0) return `${part} nay ${clock}`;
  if (days === 1) return `${part} mai ${clock}`;
  if (days === -1) return `Hôm qua ${clock}`;
  if (days > 1 && days < 7) return `${weekdayNames[step.weekday]} ${dayMonth} ${clock}`;
  return `${dayMonth}/${year} ${clock}`;
}

const weekdayNames = ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];
