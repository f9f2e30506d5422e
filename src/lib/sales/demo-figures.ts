import type { MeetingStatus } from '../booking/meeting.ts';

/** Demos of a salesperson or a source in a period: booked (all, cancelled too), held, no-show, cancelled. */
export interface DemoFigures {
  label: string;
  booked: number;
  held: number;
  noShow: number;
  cancelled: number;
}

/** A count of demos in one status, with what it is grouped by. */
export interface DemoCount {
  key: string;
  status: MeetingStatus;
  count: number;
}

/** Counts gathered per key (named by `labelOf`), most booked first, then by name. */
export function demoFigures(counts: DemoCount[], labelOf: (key: string) => string): DemoFigures[] {
  const rows = new Map<string, DemoFigures>();
  for (const { key, status, count } of counts) {
    const row = rows.get(key) ?? { label: labelOf(key), booked: 0, held: 0, noShow: 0, cancelled: 0 };
    row.booked += count;
    if (status === 'held') row.held += count;
    else if (status === 'no_show') row.noShow += count;
    else if (status === 'cancelled') row.cancelled += count;
    rows.set(key, row);
  }
  return [...rows.values()].toSorted((a, b) => b.booked - a.booked || a.label.localeCompare(b.label, 'vi'));
}
