import { addDays, daysFrom, vietnamDateOf } from '../vietnam-time.ts';

/** The periods offered as one link each, by their value in `?ky=`, with their labels. */
export const periodPresets = { '7': '7 ngày', '30': '30 ngày', '90': '90 ngày' } as const;
export type PeriodPreset = keyof typeof periodPresets;

/** `?ky=` of a period typed as two dates. */
export const customPeriod = 'tuy-chon';

/** The days the dashboard counts: Vietnam days, both ends included. */
export interface DashboardPeriod {
  kind: PeriodPreset | typeof customPeriod;
  /** 'YYYY-MM-DD'. */
  from: string;
  /** 'YYYY-MM-DD', included. */
  to: string;
}

const defaultPreset: PeriodPreset = '30';
// A year of days is as far as a custom period reaches: the charts stay readable and the queries fast.
export const longestPeriodDays = 366;

/** A real calendar day from 2000 to 2100, or null ('2026-02-31', '2026-13-45' and words are not). */
function realDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const year = Number(value.slice(0, 4));
  const date = new Date(`${value}T00:00:00Z`);
  return year >= 2000 && year <= 2100 && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
    ? value
    : null;
}

const isPreset = (value: string | null): value is PeriodPreset => value !== null && Object.hasOwn(periodPresets, value);

/**
 * The period in the address: `?ky=7|30|90` ends today; `?ky=tuy-chon&tu=&den=` is two dates (swapped
 * when typed backwards, cut to the latest year). Anything unreadable is the last 30 days, so a
 * mangled link still shows a page rather than an error.
 */
export function parsePeriod(params: URLSearchParams, now: Date): DashboardPeriod {
  const kind = params.get('ky');
  const today = vietnamDateOf(now);
  if (kind === customPeriod) {
    const [a, b] = [realDay(params.get('tu')), realDay(params.get('den'))];
    if (a && b) {
      const [from, to] = a <= b ? [a, b] : [b, a];
      return { kind, from: daysBetween(from, to) > longestPeriodDays ? addDays(to, 1 - longestPeriodDays) : from, to };
    }
  }
  const preset = isPreset(kind) ? kind : defaultPreset;
  return { kind: preset, from: addDays(today, 1 - Number(preset)), to: today };
}

/** How many days `from` to `to` spans, both included. */
export function daysBetween(from: string, to: string): number {
  return daysFrom(from, to) + 1;
}

/** Every day of the period, oldest first. */
export function periodDays(period: DashboardPeriod): string[] {
  return Array.from({ length: daysBetween(period.from, period.to) }, (_, index) => addDays(period.from, index));
}

/**
 * The days just before `period`, as many as it has: what the headline figures compare with
 * (the 30 days before the last 30, the week before a custom week).
 */
export function previousPeriod(period: DashboardPeriod): Pick<DashboardPeriod, 'from' | 'to'> {
  return { from: addDays(period.from, -daysBetween(period.from, period.to)), to: addDays(period.from, -1) };
}

/** The query string that shows `period` again ('?ky=7', '?ky=tuy-chon&tu=…&den=…'), for links and CSV. */
export function periodSearch(period: DashboardPeriod): string {
  const params = new URLSearchParams({ ky: period.kind });
  if (period.kind === customPeriod) {
    params.set('tu', period.from);
    params.set('den', period.to);
  }
  return `?${params}`;
}
