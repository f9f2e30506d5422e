import type { OpenDay } from './free-slots.ts';

/** The days a booking page shows at once: few enough for one phone screen and a small document. */
export const daysPerPage = 3;

/** One page of bookable days, with where the pages before and after it start ('YYYY-MM-DD'). */
export interface SlotPage {
  days: OpenDay[];
  earlier?: string | undefined;
  later?: string | undefined;
}

/**
 * The page of `days` (only those with a free slot) starting at `from`, or else at the day of the
 * `selected` slot when it is still free, or else at the first day. Links need no JavaScript: each
 * page is `?tu=<its first day>`.
 */
export function slotPage(
  days: OpenDay[],
  options: { from?: string | null | undefined; selected?: string | null | undefined } = {},
): SlotPage {
  const open = days.filter((day) => day.slots.length > 0);
  const selectedDay = open.findIndex((day) => day.slots.some((slot) => slot.key === options.selected));
  const fromDay = options.from ? open.findIndex((day) => day.date >= options.from!) : -1;
  const start = options.from && fromDay >= 0 ? fromDay : selectedDay >= 0 ? selectedDay : 0;
  return {
    days: open.slice(start, start + daysPerPage),
    earlier: start > 0 ? open[Math.max(0, start - daysPerPage)]!.date : undefined,
    later: open[start + daysPerPage]?.date,
  };
}
