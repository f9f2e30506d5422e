import { isDemoWork, type ScheduledDemo } from '../booking/scheduled-demo.ts';
import type { Lead } from '../leads/lead.ts';
import { vietnamDateOf, vietnamDayEnd } from '../vietnam-time.ts';
import type { WorkLead } from './lead-work.ts';
import { closedStatuses } from './sales-labels.ts';

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
  /** Leads whose next step today is a demo the salesperson arranged. */
  demos: Lead[];
  /** Demos booked for today (cancelled and marked ones too, shown as such), in time order. */
  meetings: ScheduledDemo[];
}

/** One line of the day after the new leads and overdue steps: a next step or a booked demo, at its time. */
export type AgendaItem = { at: string; lead: Lead; meeting?: ScheduledDemo['meeting'] };

/** Today's next steps and booked demos in one list, in time order: how the day will go. */
export function dayAgenda(work: Pick<TodayWork, 'later' | 'demos' | 'meetings'>): AgendaItem[] {
  return [
    ...[...work.later, ...work.demos].map((lead) => ({ at: lead.next_step_at!, lead })),
    ...work.meetings.map(({ meeting, lead }) => ({ at: meeting.starts_at, lead, meeting })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** How many things 'Hôm nay' holds: the count in its heading and beside its link (a cancelled or marked demo is no work). */
export const todayTotal = (work: TodayWork) =>
  work.freshCount +
  work.overdue.length +
  work.later.length +
  work.demos.length +
  work.meetings.filter(({ meeting }) => isDemoWork(meeting)).length;

/** 'Chờ 1 giờ 5 phút': office minutes waited, short enough for a row on a phone. */
export function waitedLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `Chờ ${rest} phút`;
  return rest ? `Chờ ${hours} giờ ${rest} phút` : `Chờ ${hours} giờ`;
}

/**
 * Whether a lead just worked from 'Hôm nay' is done for today: its next step now falls after today
 * (Vietnam time), or it was closed. One kept overdue or moved to later today is still today's work.
 */
export function doneForToday(after: Pick<WorkLead, 'status' | 'stepAhead'>, now: Date): boolean {
  if (after.stepAhead === null) return closedStatuses.has(after.status);
  return after.stepAhead >= vietnamDayEnd(vietnamDateOf(now));
}
