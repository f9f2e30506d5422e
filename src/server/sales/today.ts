import type { Kysely } from 'kysely';
import { officeMinutesBetween } from '../../lib/sales/office-hours.ts';
import type { TodayWork } from '../../lib/sales/today.ts';
import { vietnamDateOf, vietnamDayEnd, vietnamDayStart } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import { countBookedDemos, demosOf, type DemoHosts } from './demo-agenda.repository.ts';
import {
  countDueSteps,
  countUncontacted,
  dueSteps,
  uncontactedLeads,
  type DueStepsOf,
} from './lead-work.repository.ts';
import { salesConfig } from './sales-config.ts';

/** New leads waiting for a first contact: the member's own, and those nobody has. */
async function uncontactedCount(db: Kysely<Database>, ownerId: string): Promise<number> {
  const [mine, nobodys] = await Promise.all([countUncontacted(db, ownerId), countUncontacted(db, null)]);
  return mine + nobodys;
}

/** At most this many new leads are listed; the count says how many there are, the inbox lists them all. */
export const freshListed = 100;

/**
 * A member's next steps due by the end of today (Vietnam time), overdue ones first: every one for the
 * morning digest, those of leads already contacted for 'Hôm nay' (which lists the others as new).
 */
export async function todaysSteps(db: Kysely<Database>, ownerId: string, now: Date, which: DueStepsOf = 'all') {
  const leads = await dueSteps(db, ownerId, vietnamDayEnd(vietnamDateOf(now)), which);
  const overdue = leads.filter((lead) => Date.parse(lead.next_step_at!) < now.getTime());
  return { overdue, later: leads.slice(overdue.length) };
}

// Today in Vietnam, as UTC instants: where today's demos start.
const todaySpan = (now: Date) => {
  const day = vietnamDateOf(now);
  return { from: vietnamDayStart(day), to: vietnamDayEnd(day) };
};

// The member's demos; the owner role also sees the team's (booked while nobody took leads).
const hostsOf = (memberId: string, teamDemos: boolean): DemoHosts => ({ staffIds: [memberId], team: teamDemos });

/**
 * 'Hôm nay', a salesperson's home: new leads nobody has contacted yet (theirs, and the team's while
 * nobody takes leads), oldest first with the office minutes they have waited; then overdue next steps,
 * and today's steps and booked demos (`teamDemos`: the team's too, for the owner role).
 */
export async function todaysWork(
  db: Kysely<Database>,
  ownerId: string,
  now: Date,
  teamDemos = false,
): Promise<TodayWork> {
  // The member's own and nobody's, read apart (each one range of the index) and merged oldest first.
  const [mine, nobodys, freshCount, steps, meetings] = await Promise.all([
    uncontactedLeads(db, ownerId, freshListed),
    uncontactedLeads(db, null, freshListed),
    uncontactedCount(db, ownerId),
    todaysSteps(db, ownerId, now, 'contacted'),
    demosOf(db, hostsOf(ownerId, teamDemos), todaySpan(now)),
  ]);
  const fresh = [...mine, ...nobodys]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
    .slice(0, freshListed);
  const { officeHours, firstResponseMinutes } = salesConfig;
  return {
    fresh: fresh.map((lead) => {
      const waited = officeMinutesBetween(new Date(lead.created_at), now, officeHours);
      return { lead, waited, late: waited > firstResponseMinutes };
    }),
    freshCount,
    overdue: steps.overdue,
    later: steps.later.filter((lead) => lead.next_step_kind !== 'demo'),
    demos: steps.later.filter((lead) => lead.next_step_kind === 'demo'),
    meetings,
  };
}

/**
 * The count beside 'Hôm nay': new leads waiting for a first contact, next steps due today or overdue,
 * and today's demos still booked.
 */
export async function todaysCount(
  db: Kysely<Database>,
  ownerId: string,
  now: Date,
  teamDemos = false,
): Promise<number> {
  const [fresh, steps, demos] = await Promise.all([
    uncontactedCount(db, ownerId),
    countDueSteps(db, ownerId, vietnamDayEnd(vietnamDateOf(now)), 'contacted'),
    countBookedDemos(db, hostsOf(ownerId, teamDemos), todaySpan(now)),
  ]);
  return fresh + steps + demos;
}
