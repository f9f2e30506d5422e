import type { LeadForm } from '../leads/lead-forms.ts';
import { vietnamDateOf } from '../vietnam-time.ts';

/** Leads of one UTC hour from one form: what the database counts ('YYYY-MM-DDTHH'). */
export interface HourlyCount {
  hour: string;
  source: LeadForm;
  count: number;
}

/** Leads of one Vietnam day, by the form they came from. */
export interface DailyCount {
  /** 'YYYY-MM-DD', Vietnam time. */
  day: string;
  bySource: Partial<Record<LeadForm, number>>;
  total: number;
}

/**
 * Hourly counts gathered into Vietnam days (UTC+7: 17:00 UTC starts the next day), one entry for each
 * of `days` (days without leads at 0); hours outside `days` are left out.
 */
export function leadsPerDay(hours: readonly HourlyCount[], days: readonly string[]): DailyCount[] {
  const byDay = new Map(days.map((day) => [day, { day, bySource: {}, total: 0 } as DailyCount]));
  for (const { hour, source, count } of hours) {
    const day = vietnamDateOf(`${hour}:00:00Z`);
    const entry = byDay.get(day);
    if (!entry) continue;
    entry.bySource[source] = (entry.bySource[source] ?? 0) + count;
    entry.total += count;
  }
  return [...byDay.values()];
}
