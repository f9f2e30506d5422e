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
 * The demos booked and not yet begun at `now` of leads with e-mail key `emailKey` or phone
 * `phoneE164`: which of the two each matches. A person's demo ahead, however they spelt it (both
 * keys are normalised when the lead is stored).
 */
export async function activeBookingsOf(
  db: Db,
  person: { emailKey: string | null; phoneE164: string | null },
  now: string,
): Promise<{ email: boolean; phone: boolean }[]> {
  const { emailKey, phoneE164 } = person;
  if (!emailKey && !phoneE164) return [];
  const rows = await db
    .selectFrom('demo_meetings')
    .innerJoin('contacts', 'contacts.id', 'demo_meetings.contact_id')
    .select(['contacts.email_key', 'contacts.phone_e164'])
    .where('demo_meetings.status', '=', 'booked')
    .where('demo_meetings.starts_at', '>', now)
    .where((eb) =>
      eb.or([
        ...(emailKey ? [eb('contacts.email_key', '=', emailKey)] : []),
        ...(phoneE164 ? [eb('contacts.phone_e164', '=', phoneE164)] : []),
      ]),
    )
    .execute();
  return rows.map((row) => ({
    email: !!emailKey && row.email_key === emailKey,
    phone: !!phoneE164 && row.phone_e164 === phoneE164,
  }));
}
