import type { Kysely, Transaction } from 'kysely';
import { movesLeft } from '../../lib/booking/booking-limits.ts';
import { slotMessages, slotProblemMessages, unknownSalespersonMessage } from '../../lib/booking/booking-messages.ts';
import { instantOfLocal } from '../../lib/vietnam-time.ts';
import type { FieldErrors } from '../../lib/leads/lead-forms.ts';
import { findUserById } from '../auth/index.ts';
import type { ContactRow, Database, DemoMeetingRow, NotificationChannel } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { findContact } from '../leads/index.ts';
import { enqueueMeetingMails, channelsOf, notifyConfig, announceOutbox } from '../notify/index.ts';
import { lockLastPick, insertLeadEvent, setLeadOwner } from '../sales/index.ts';
import { bookableSalespeople } from './availability.repository.ts';
import { readMeetingToken, type MeetingLinkPurpose } from './meeting-links.ts';
import { queueMeetingMails } from './meeting-mail-queue.ts';
import { findMeeting, moveMeeting, setMeetingStatus } from './meeting.repository.ts';
import { reserveMeeting, SlotRefused } from './meeting-reservation.ts';

// What a visitor does with the links of their confirmation and e-mails: look, change the time,
// cancel. A change is checked like a booking (same rules, same lock) and sends the updated or
// cancelled invitation to both sides through the outbox.

/** A meeting as its link shows it: the meeting, its lead, and who holds it. */
export interface LinkedMeeting {
  meeting: DemoMeetingRow;
  lead: ContactRow;
  /** The salesperson's name (their e-mail when they gave no name), or null for the team. */
  hostName: string | null;
}

export type RescheduleResult =
  | { kind: 'moved'; meeting: DemoMeetingRow }
  | { kind: 'invalid'; errors: FieldErrors }
  /** The booking's changes of time are used up (`movesPerBooking`): it can still be cancelled. */
  | { kind: 'moves_used' }
  | { kind: 'link_invalid' };

export type CancelResult = { kind: 'cancelled'; meeting: DemoMeetingRow } | { kind: 'link_invalid' };

/** Whether a change link still applies to `meeting`: the version it was made for, still booked, still ahead. */
const changeable = (meeting: DemoMeetingRow, sequence: number, now: Date) =>
  meeting.sequence === sequence && meeting.status === 'booked' && Date.parse(meeting.starts_at) > now.getTime();

/** The meeting a visitor's link names, if the link is good for `purpose` now; undefined otherwise. */
export async function meetingForLink(
  db: Kysely<Database>,
  token: unknown,
  purpose: MeetingLinkPurpose,
  now: Date,
): Promise<LinkedMeeting | undefined> {
  const named = await readMeetingToken(db, token, purpose, now);
  if (!named) return undefined;
  const meeting = await findMeeting(db, named.meetingId);
  if (!meeting || (purpose !== 'view' && !changeable(meeting, named.sequence, now))) return undefined;
  const [lead, host] = await Promise.all([
    findContact(db, meeting.contact_id),
    meeting.staff_id ? findUserById(db, meeting.staff_id) : undefined,
  ]);
  if (!lead) return undefined;
  return { meeting, lead, hostName: host ? host.name || host.email : null };
}

/**
 * Moves the meeting of a reschedule link to `slot` ('YYYY-MM-DDTHH:mm'): with the same salesperson
 * while they take bookings, else with whoever is free then (as a new booking would be); at most
 * `movesPerBooking` times per booking.
 */
export async function rescheduleMeeting(
  db: Kysely<Database>,
  request: { token: unknown; slot: unknown; now: Date; channels?: readonly NotificationChannel[] },
): Promise<RescheduleResult> {
  const named = await readMeetingToken(db, request.token, 'reschedule', request.now);
  if (!named) return { kind: 'link_invalid' };
  const start = typeof request.slot === 'string' ? instantOfLocal(request.slot) : undefined;
  if (!start) return { kind: 'invalid', errors: { slot: slotMessages.missing } };
  try {
    const result = await db.transaction().execute(async (trx): Promise<RescheduleResult> => {
      const meeting = await findMeeting(trx, named.meetingId);
      const lead = meeting && (await findContact(trx, meeting.contact_id));
      if (!meeting || !lead || !changeable(meeting, named.sequence, request.now)) return { kind: 'link_invalid' };
      // Each change mails both sides: a link posted in a loop stops here, before the booking lock.
      if (movesLeft(meeting) === 0) return { kind: 'moves_used' };
      const stays = meeting.staff_id && (await bookableSalespeople(trx, meeting.staff_id)).length > 0;
      const next = await reserveMeeting(
        trx,
        { start, mode: meeting.mode, address: meeting.address, salesperson: stays ? meeting.staff_id! : undefined },
        { phoneE164: lead.phone_e164, emailKey: null },
        request.now,
        meeting.id,
      );
      const sameHost = next.host_key === meeting.host_key;
      const change = {
        starts_at: next.starts_at,
        ends_at: next.ends_at,
        host_key: next.host_key,
        staff_id: next.staff_id,
        // Another salesperson's room is theirs to give: never the former one's link.
        meeting_link:
          meeting.mode !== 'online' ? null : sameHost ? (next.meeting_link ?? meeting.meeting_link) : next.meeting_link,
        updated_at: request.now.toISOString(),
      };
      if (!(await moveMeeting(trx, meeting.id, meeting.sequence, change))) return { kind: 'link_invalid' };
      // The lead goes with the demo first, so the update's push rings its new salesperson.
      if (!sameHost) await handOver(trx, lead, meeting.staff_id, next.staff_id, request);
      await queueMeetingMails(
        trx,
        { contactId: lead.id, purpose: 'update', startsAt: change.starts_at, visitorEmailKey: lead.email_key },
        request.now,
        request.channels,
      );
      return { kind: 'moved', meeting: { ...meeting, ...change, sequence: meeting.sequence + 1 } };
    });
    if (result.kind === 'moved') announceOutbox();
    return result;
  } catch (error) {
    if (error instanceof SlotRefused) {
      const message =
        error.problem === 'unknown_salesperson' ? unknownSalespersonMessage : slotProblemMessages[error.problem];
      return { kind: 'invalid', errors: { slot: message } };
    }
    if (isUniqueViolation(error)) return { kind: 'invalid', errors: { slot: slotProblemMessages.taken } };
    throw error;
  }
}

/**
 * The visitor moved the demo to a time only a colleague was free: the lead goes with it (a timeline
 * line says so), and the former salesperson's calendar loses it (a 'handoff' to their address).
 */
async function handOver(
  trx: Transaction<Database>,
  lead: ContactRow,
  from: string | null,
  to: string | null,
  request: { now: Date; channels?: readonly NotificationChannel[] | undefined },
): Promise<void> {
  const [before, after] = await Promise.all([
    from ? findUserById(trx, from) : undefined,
    to ? findUserById(trx, to) : undefined,
  ]);
  if (to && to !== lead.owner_id) {
    await setLeadOwner(trx, lead.id, lead.owner_id, to);
    const nameOf = (user: typeof before) => (user ? user.name || user.email : 'Chưa giao');
    await insertLeadEvent(trx, {
      contact_id: lead.id,
      kind: 'owner',
      status: null,
      note: `Khách đổi lịch demo sang giờ của đồng nghiệp: ${nameOf(before)} → ${nameOf(after)}`,
      author_email: lead.email,
      created_at: request.now.toISOString(),
    });
  }
  const channels = request.channels ?? channelsOf(notifyConfig);
  if (before && !before.deactivated_at && channels.includes('meeting_staff')) {
    const due = request.now.toISOString();
    await enqueueMeetingMails(
      trx,
      lead.id,
      [{ channel: 'meeting_staff', purpose: 'handoff', due, recipient: before.email }],
      due,
    );
  }
}

/**
 * Cancels the meeting of a cancel link; the cancellation goes to both sides' calendars. Under the
 * booking lock, as every change of a meeting.
 */
export async function cancelMeeting(
  db: Kysely<Database>,
  request: { token: unknown; now: Date; channels?: readonly NotificationChannel[] },
): Promise<CancelResult> {
  const named = await readMeetingToken(db, request.token, 'cancel', request.now);
  if (!named) return { kind: 'link_invalid' };
  const result = await db.transaction().execute(async (trx): Promise<CancelResult> => {
    // The booking lock first, as a booking and a change take it: its e-mails are counted under it
    // (queueMeetingMails), and taken after the meeting's row it could deadlock with a change of time.
    await lockLastPick(trx);
    const meeting = await findMeeting(trx, named.meetingId);
    const lead = meeting && (await findContact(trx, meeting.contact_id));
    if (!meeting || !lead || !changeable(meeting, named.sequence, request.now)) return { kind: 'link_invalid' };
    const at = request.now.toISOString();
    if (!(await setMeetingStatus(trx, meeting.id, { status: 'booked', sequence: meeting.sequence }, 'cancelled', at))) {
      return { kind: 'link_invalid' };
    }
    await queueMeetingMails(
      trx,
      { contactId: lead.id, purpose: 'cancel', startsAt: meeting.starts_at, visitorEmailKey: lead.email_key },
      request.now,
      request.channels,
    );
    return {
      kind: 'cancelled',
      meeting: { ...meeting, status: 'cancelled', sequence: meeting.sequence + 1, updated_at: at },
    };
  });
  if (result.kind === 'cancelled') announceOutbox();
  return result;
}
