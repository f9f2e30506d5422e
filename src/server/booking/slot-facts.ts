import type { Kysely, Transaction } from 'kysely';
import { bookingWindowDays, teamKey } from '../../lib/booking/booking-rules.ts';
import { openDays, type Host, type OpenDay, type SlotFacts } from '../../lib/booking/free-slots.ts';
import { addDays, vietnamDateOf, vietnamDayStart } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import { getDb } from '../db/instance.ts';
import { salesConfig } from '../sales/index.ts';
import {
  bookableSalespeople,
  closedDaysBetween,
  daysOffBetween,
  meetingsBetween,
  type HostRow,
} from './availability.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The facts the free slots of the window at `now` are computed from, and the salespeople in them. */
export interface ReadFacts {
  facts: SlotFacts;
  salespeople: HostRow[];
}

/**
 * Reads hours, days off, closed days and bookings for the window at `now` (today to 21 days ahead,
 * plus a day each side for buffers). Hosts are the salespeople taking leads, each with their own
 * hours or the office's; when nobody takes leads, the team at the office hours, so the page is
 * never empty. `salesperson` narrows to one (a personal link): then nobody else, and no team.
 */
export async function readSlotFacts(
  db: Db,
  now: Date,
  options: { salesperson?: string | undefined; ignoreMeeting?: string | undefined } = {},
): Promise<ReadFacts> {
  const officeWeek = salesConfig.officeHours;
  const today = vietnamDateOf(now);
  const lastDay = addDays(today, bookingWindowDays + 1);
  // One round of queries, side by side: days off are read for everyone, then kept for the hosts.
  const [salespeople, daysOff, closedDays, meetings] = await Promise.all([
    bookableSalespeople(db, options.salesperson),
    daysOffBetween(db, undefined, today, lastDay),
    closedDaysBetween(db, addDays(today, -1), lastDay),
    meetingsBetween(db, vietnamDayStart(addDays(today, -1)), vietnamDayStart(lastDay)),
  ]);
  const hosts: Host[] = salespeople.map((person) => ({
    key: person.id,
    week: person.weeklyHours ?? officeWeek,
    daysOff: daysOff.get(person.id) ?? new Set(),
  }));
  if (!hosts.length && options.salesperson === undefined)
    hosts.push({ key: teamKey, week: officeWeek, daysOff: new Set() });
  return {
    salespeople,
    facts: {
      now,
      hosts,
      closedDays,
      officeWeek,
      // A meeting being moved does not stand in its own way.
      busy: meetings
        .filter((meeting) => meeting.id !== options.ignoreMeeting)
        .map((meeting) => ({
          key: meeting.host_key,
          start: Date.parse(meeting.starts_at),
          end: Date.parse(meeting.ends_at),
        })),
    },
  };
}

/** The free slots, day by day, a visitor is offered at `now` (pooled, or one salesperson's). */
export async function freeDays(
  db: Db,
  now: Date,
  options: { salesperson?: string | undefined } = {},
): Promise<OpenDay[]> {
  return openDays((await readSlotFacts(db, now, options)).facts);
}

/** The free slots at `now` in the site's own database: what the assistant offers with 'đặt lịch demo'. */
export function freeDaysNow(now: Date): Promise<OpenDay[]> {
  return freeDays(getDb(), now);
}
