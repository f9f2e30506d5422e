import type { Kysely, Transaction } from 'kysely';
import type { Database, DemoMeetingRow } from '../db/database.ts';
import type { MeetingStatus } from '../../lib/booking/meeting.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores a booked meeting; a unique-key error means the host's slot was just taken. */
export async function insertMeeting(db: Db, meeting: Omit<DemoMeetingRow, 'status' | 'sequence'>): Promise<void> {
  await db.insertInto('demo_meetings').values(meeting).execute();
}

/** A meeting by id. */
export async function findMeeting(db: Db, id: string): Promise<DemoMeetingRow | undefined> {
  return db.selectFrom('demo_meetings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The meeting of a lead, if it is a demo booking. */
export async function meetingOfLead(db: Db, contactId: string): Promise<DemoMeetingRow | undefined> {
  return db.selectFrom('demo_meetings').selectAll().where('contact_id', '=', contactId).executeTakeFirst();
}

/**
 * Moves a booked meeting to a new time and host, raising its sequence, if it is still at
 * `sequence`; false when it changed meanwhile (a replayed or raced link).
 */
export async function moveMeeting(
  db: Db,
  id: string,
  sequence: number,
  change: Pick<DemoMeetingRow, 'starts_at' | 'ends_at' | 'host_key' | 'staff_id' | 'meeting_link' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('demo_meetings')
    .set((eb) => ({ ...change, sequence: eb('sequence', '+', 1) }))
    .where('id', '=', id)
    .where('sequence', '=', sequence)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets a meeting's status from `from`, raising its sequence when it is cancelled; false when it was not in `from`. */
export async function setMeetingStatus(
  db: Db,
  id: string,
  from: { status: MeetingStatus; sequence?: number },
  to: MeetingStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('demo_meetings')
    .set((eb) => ({
      status: to,
      updated_at: now,
      ...(to === 'cancelled' ? { sequence: eb('sequence', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .where('status', '=', from.status)
    .$if(from.sequence !== undefined, (query) => query.where('sequence', '=', from.sequence!))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * How many demos booked and not yet begun at `now` belong to leads with e-mail key `emailKey`
 * (`emailIdentity`) or phone `phoneE164`: a person's demos ahead, however they spelt either.
 */
export async function activeBookingsOf(
  db: Db,
  person: { emailKey: string | null; phoneE164: string | null },
  now: string,
): Promise<number> {
  const { emailKey, phoneE164 } = person;
  if (!emailKey && !phoneE164) return 0;
  const row = await db
    .selectFrom('demo_meetings')
    .innerJoin('contacts', 'contacts.id', 'demo_meetings.contact_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('demo_meetings.status', '=', 'booked')
    .where('demo_meetings.starts_at', '>', now)
    .where((eb) =>
      eb.or([
        ...(emailKey ? [eb('contacts.email_key', '=', emailKey)] : []),
        ...(phoneE164 ? [eb('contacts.phone_e164', '=', phoneE164)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Which of `leads` belong to a person (same e-mail key or phone) whose other lead holds a demo booked
 * and not yet begun at `now`: the inbox marks them, so whoever calls knows a demo is already set.
 */
export async function leadsWithDemoAhead(
  db: Db,
  leads: ReadonlyArray<{ id: string; email_key: string | null; phone_e164: string | null }>,
  now: string,
): Promise<Set<string>> {
  const emails = [...new Set(leads.flatMap((lead) => (lead.email_key ? [lead.email_key] : [])))];
  const phones = [...new Set(leads.flatMap((lead) => (lead.phone_e164 ? [lead.phone_e164] : [])))];
  if (!emails.length && !phones.length) return new Set();
  const held = await db
    .selectFrom('demo_meetings')
    .innerJoin('contacts', 'contacts.id', 'demo_meetings.contact_id')
    .select(['contacts.id', 'contacts.email_key', 'contacts.phone_e164'])
    .where('demo_meetings.status', '=', 'booked')
    .where('demo_meetings.starts_at', '>', now)
    .where((eb) =>
      eb.or([
        ...(emails.length ? [eb('contacts.email_key', 'in', emails)] : []),
        ...(phones.length ? [eb('contacts.phone_e164', 'in', phones)] : []),
      ]),
    )
    .execute();
  const samePerson = (lead: (typeof leads)[number], other: (typeof held)[number]) =>
    other.id !== lead.id &&
    ((!!lead.email_key && other.email_key === lead.email_key) ||
      (!!lead.phone_e164 && other.phone_e164 === lead.phone_e164));
  return new Set(leads.filter((lead) => held.some((other) => samePerson(lead, other))).map((lead) => lead.id));
}

/** The demos booked and not yet begun at `now` of leads `ids`: what erasing those leads takes from a host's calendar. */
export function demosAheadOfLeads(db: Db, ids: readonly string[], now: string): Promise<DemoMeetingRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('demo_meetings')
    .selectAll()
    .where('contact_id', 'in', [...ids])
    .where('status', '=', 'booked')
    .where('starts_at', '>', now)
    .execute();
}
