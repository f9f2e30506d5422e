import { deviceLabels, type DeviceClass } from './visit-dimensions.ts';

// Visits beside leads on the dashboard: per day, and conversion (leads ÷ unique visitors) by landing
// page, UTM source, campaign and device.

/** One day's visits, unique visitors and leads. */
export interface DailyVisits {
  day: string;
  visits: number;
  visitors: number;
  leads: number;
}

/** A page, source, campaign or device: its visits, unique visitors and leads; rate null without visitors. */
export interface ConversionRow {
  label: string;
  visits: number;
  visitors: number;
  /** Null where leads cannot be told apart by it. */
  leads: number | null;
  rate: number | null;
}

/** What the dashboard shows of visits for its period. */
export interface VisitFigures {
  daily: DailyVisits[];
  /** The 20 pages with most visits. */
  pages: ConversionRow[];
  sources: ConversionRow[];
  campaigns: ConversionRow[];
  devices: ConversionRow[];
}

/** Days of visits the editors' list counts beside each article. */
export const articleViewDays = 30;

/** Pages listed: the most visited. */
export const topPages = 20;

/** How a value with no UTM value reads. */
const none = '(không có)';

/**
 * Rows of visits by value, with the leads of each value (`leads`, keyed the same way, lower-cased for
 * UTM values as visits keep them), most visits first; `limit` keeps the first ones.
 */
export function conversionRows(
  visits: ReadonlyArray<{ value: string; visits: number; visitors: number }>,
  leads: ReadonlyMap<string, number> | null,
  label: (value: string) => string = (value) => value || none,
  limit = Infinity,
): ConversionRow[] {
  return visits
    .toSorted((a, b) => b.visits - a.visits || a.value.localeCompare(b.value, 'vi'))
    .slice(0, limit)
    .map((row) => {
      const count = leads ? (leads.get(row.value) ?? 0) : null;
      return {
        label: label(row.value),
        visits: row.visits,
        visitors: row.visitors,
        leads: count,
        rate: count === null || !row.visitors ? null : count / row.visitors,
      };
    });
}

/** 'Điện thoại' for 'phone'. */
export const deviceLabel = (value: string) => deviceLabels[value as DeviceClass] ?? value;
