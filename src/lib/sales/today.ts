import type { Lead } from '../leads/lead.ts';

/** A new lead on 'Hôm nay', with the office minutes it has waited for a first contact. */
export interface FreshLead {
  lead: Lead;
  waited: number;
  /** Waited longer than FIRST_RESPONSE_MINUTES: shown in red. */
  late: boolean;
}

/** What 'Hôm nay' lists, in its order. */
export interface TodayWork {
  /** New leads not contacted yet, oldest first (at most a hundred listed). */
  fresh: FreshLead[];
  /** How many new leads wait in all. */
  freshCount: number;
  overdue: Lead[];
  /** Next steps later today that are not demos. */
  later: Lead[];
  demos: Lead[];
}

/** How many things 'Hôm nay' holds: the count in its heading and beside its link. */
export const todayTotal = (work: TodayWork) =>
  work.freshCount + work.overdue.length + work.later.length + work.demos.length;

/** 'Chờ 1 giờ 5 phút': office minutes waited, short enough for a row on a phone. */
export function waitedLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `Chờ ${rest} phút`;
  return rest ? `Chờ ${hours} giờ ${rest} phút` : `Chờ ${hours} giờ`;
}
