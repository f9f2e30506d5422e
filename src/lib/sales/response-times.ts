import { officeMinutesBetween, type WeeklyHours } from './office-hours.ts';
import { percentile } from './percentile.ts';

/**
 * A lead's first contact: who owned it, and either the office minutes it waited (stored when it was
 * answered) or when it came and when it was answered (ISO UTC), to count them from.
 */
export type FirstResponse = { ownerId: string } & (
  { minutes: number } | { createdAt: string; firstResponseAt: string }
);

/** One salesperson's first-response times over a period, in office minutes. */
export interface ResponseTimes {
  /** Leads with a first contact. */
  responded: number;
  /** Rounded to whole minutes; null when nothing was answered. */
  median: number | null;
  p90: number | null;
}

const rounded = (value: number | undefined) => (value === undefined ? null : Math.round(value));

/**
 * Median and 90th percentile of the office minutes each owner's leads waited for their first contact
 * (nights, weekends and days off do not count against a salesperson), by owner id.
 */
export function responseTimesByOwner(rows: readonly FirstResponse[], week: WeeklyHours): Map<string, ResponseTimes> {
  const minutes = new Map<string, number[]>();
  for (const row of rows) {
    const waited =
      'minutes' in row
        ? row.minutes
        : officeMinutesBetween(new Date(row.createdAt), new Date(row.firstResponseAt), week);
    const list = minutes.get(row.ownerId);
    if (list) list.push(waited);
    else minutes.set(row.ownerId, [waited]);
  }
  return new Map(
    [...minutes].map(([owner, list]) => [
      owner,
      { responded: list.length, median: rounded(percentile(list, 50)), p90: rounded(percentile(list, 90)) },
    ]),
  );
}
