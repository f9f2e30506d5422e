import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { activeBookingsPerPerson } from '../../lib/booking/booking-limits.ts';
import { demoMinutes, teamKey } from '../../lib/booking/booking-rules.ts';
import { hostsFreeAt, type SlotProblem } from '../../lib/booking/free-slots.ts';
import type { MeetingMode } from '../../lib/booking/meeting.ts';
import type { Database, DemoMeetingRow } from '../db/database.ts';
import { lockLastPick, ownerOfEarlierLead, setLastPick, nextInTurn } from '../sales/index.ts';
import { activeBookingsOf } from './meeting.repository.ts';
import { readSlotFacts, type ReadFacts } from './slot-facts.ts';

/** A slot that cannot be had: in the past, outside hours, closed, taken, or a salesperson who takes no bookings. */
export class SlotRefused extends Error {
  override name = 'SlotRefused';
  readonly problem: SlotProblem | 'unknown_salesperson';
  constructor(problem: SlotProblem | 'unknown_salesperson') {
    super(problem);
    this.problem = problem;
  }
}

/** What a visitor asked for. */
export interface SlotRequest {
  start: Date;
  mode: MeetingMode;
  address: string | null;
  /** From a salesperson's personal link: only they may hold it. */
  salesperson?: string | undefined;
}

/**
 * Whether `person` (e-mail key or phone) already holds `activeBookingsPerPerson` demos booked and not
 * yet begun at `now`. Asked under the round-robin's lock, so two bookings by one person at once, on
 * two connections or two instances, are counted one after the other.
 */
export async function holdsDemosAhead(
  trx: Transaction<Database>,
  person: { phoneE164: string | null; emailKey: string | null },
  now: Date,
): Promise<boolean> {
  return (await activeBookingsOf(trx, person, now.toISOString())) >= activeBookingsPerPerson;
}

/**
 * Who could hold the demo `request` asks for (sorted; the team's key when nobody takes leads) and the
 * bookable salespeople; throws SlotRefused with the reason it cannot be booked. Call under the
 * round-robin's lock.
 */
export async function hostsForSlot(
  trx: Transaction<Database>,
  request: SlotRequest,
  now: Date,
  ignoreMeeting?: string,
): Promise<{ free: string[]; salespeople: ReadFacts['salespeople'] }> {
  const { facts, salespeople } = await readSlotFacts(trx, now, { salesperson: request.salesperson, ignoreMeeting });
  if (request.salesperson !== undefined && !salespeople.length) throw new SlotRefused('unknown_salesperson');
  const verdict = hostsFreeAt(facts, request.start.getTime());
  if ('problem' in verdict) throw new SlotRefused(verdict.problem);
  return { free: [...verdict.free].sort(), salespeople };
}

/**
 * Decides, inside the lead's transaction, who holds the demo at the asked time: the returning
 * customer's salesperson when they are free then, else the next free one in turn (round-robin), else
 * the team when nobody takes leads. Reads the facts after taking the round-robin's lock, so two
 * bookings for the same salesperson are decided one after the other (the unique index on host and
 * start is the last word if anything slips past). Throws SlotRefused with the reason. A person's
 * share of demos ahead is the caller's to check first (`holdsDemosAhead`, bookWithLead).
 */
export async function reserveMeeting(
  trx: Transaction<Database>,
  request: SlotRequest,
  person: { phoneE164: string | null; emailKey: string | null },
  now: Date,
  ignoreMeeting?: string,
): Promise<Omit<DemoMeetingRow, 'contact_id' | 'status' | 'sequence'>> {
  const last = await lockLastPick(trx);
  const { free, salespeople } = await hostsForSlot(trx, request, now, ignoreMeeting);
  const earlier =
    person.emailKey || person.phoneE164
      ? await ownerOfEarlierLead(trx, { phoneE164: person.phoneE164, emailKey: person.emailKey ?? '' })
      : undefined;
  let host: string;
  if (earlier && free.includes(earlier)) host = earlier;
  else if (free.length === 1 || free[0] === teamKey) host = free[0]!;
  else {
    host = nextInTurn(free, last)!;
    await setLastPick(trx, host);
  }
  const staff = salespeople.find((person) => person.id === host);
  const at = now.toISOString();
  return {
    id: randomUUID(),
    host_key: host,
    staff_id: staff?.id ?? null,
    starts_at: request.start.toISOString(),
    ends_at: new Date(request.start.getTime() + demoMinutes * 60_000).toISOString(),
    mode: request.mode,
    address: request.mode === 'onsite' ? request.address : null,
    meeting_link: request.mode === 'online' ? (staff?.meetingLink ?? null) : null,
    created_at: at,
    updated_at: at,
  };
}
