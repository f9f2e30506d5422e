import { percentile } from './percentile.ts';

/** A lead's first contact: who owned it, and the office minutes it waited (stored when it was answered). */
export interface FirstResponse {
  ownerId: string;
  minutes: number;
}

/** One salesperson's first-response times over a period, in office minutes. */
export interface ResponseTimes {
  /** Leads with a first contact. */
  responded: number;
  /** Rounded to whole minutes; null when nothing was answered. */
  median: number | null;
  p90: number | null;
}

const rounded = (value: number | undefined) => (value === undefined ? null : Math.round(value));

/** Median and 90th percentile of office minutes to a first contact, rounded to whole minutes. */
export function responseTimes(minutes: readonly number[]): ResponseTimes {
  return { responded: minutes.length, median: rounded(percentile(minutes, 50)), p90: rounded(percentile(minutes, 90)) };
}

/**
 * Median and 90th percentile of the office minutes each owner's leads waited for their first contact
 * (nights, weekends and days off do not count against a salesperson), by owner id.
 */
export function responseTimesByOwner(rows: readonly FirstResponse[]): Map<string, ResponseTimes> {
  const minutes = new Map<string, number[]>();
  for (const row of rows) {
    const list = minutes.get(row.ownerId);
    if (list) list.push(row.minutes);
    else minutes.set(row.ownerId, [row.minutes]);
  }
  return new Map([...minutes].map(([owner, list]) => [owner, responseTimes(list)]));
}
