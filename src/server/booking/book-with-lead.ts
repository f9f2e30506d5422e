import type { Transaction } from 'kysely';
import { demoLeadLine, slotProblemMessages, unknownSalespersonMessage } from '../../lib/booking/booking-messages.ts';
import type { MeetingMode } from '../../lib/booking/meeting.ts';
import { instantOfLocal } from '../../lib/vietnam-time.ts';
import type { FieldErrors } from '../../lib/leads/lead-forms.ts';
import { leadSearchText } from '../../lib/search/lead-search-text.ts';
import type { Database, NewContact, NotificationChannel } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { insertContact } from '../leads/lead.repository.ts';
import { lockLastPick } from '../sales/index.ts';
import { queueMeetingMails } from './meeting-mail-queue.ts';
import { insertMeeting } from './meeting.repository.ts';
import { holdsDemosAhead, hostsForSlot, reserveMeeting, SlotRefused, type SlotRequest } from './meeting-reservation.ts';

// Booking's entry point for a demo lead: the lead service stores the request, this decides in the
// same transaction whether it holds a slot.

/** The salesperson's address line: as typed, with the province or city chosen when the address does not already say it. */
function addressWithArea(address: string, area: unknown): string {
  if (typeof area !== 'string' || !area || address.toLowerCase().includes(area.toLowerCase())) return address;
  // The meeting's address holds 300 characters; the typed part gives way, never the area.
  const room = 300 - [...area].length - 2;
  return `${[...address].slice(0, room).join('').trim()}, ${area}`;
}

/** A demo booking's request, from the fields its schema checked (form 'demo'). */
export function demoRequestOf(data: Record<string, unknown>): SlotRequest {
  const mode = data.mode as MeetingMode;
  return {
    start: instantOfLocal(String(data.slot))!,
    mode,
    address: mode === 'onsite' && typeof data.address === 'string' ? addressWithArea(data.address, data.area) : null,
    salesperson: typeof data.salesperson === 'string' && data.salesperson ? data.salesperson : undefined,
  };
}

/** A demo lead's slot: booked with it ('held'), or stored without one for sales to call back ('not_held'). */
export type DemoOutcome = 'held' | 'not_held';

/**
 * Stores demo lead `lead` in the lead's transaction with what it asked for. A person (same e-mail
 * identity or phone) who already holds their demo ahead gets no second slot, so nobody empties the
 * calendar with one e-mail, and nobody locks a customer out by booking first in their name: the lead
 * is stored all the same, noted for sales with the time asked for (a time anyone could book then:
 * else SlotRefused, as for anyone), and the slot stays free. Otherwise
 * the demo is booked (reserveMeeting: throws SlotRefused) with the lead, which goes to whoever holds
 * it, and its e-mails are queued. Decided under the round-robin's lock, so two bookings by one person
 * at once, on two connections or instances, are decided one after the other.
 */
export async function bookWithLead(
  trx: Transaction<Database>,
  lead: NewContact,
  request: SlotRequest,
  now: Date,
  channels: readonly NotificationChannel[],
): Promise<DemoOutcome> {
  const person = { phoneE164: lead.phone_e164 ?? null, emailKey: lead.email_key ?? null };
  await lockLastPick(trx);
  if (await holdsDemosAhead(trx, person, now)) {
    // The time asked for is still one the page could offer (as anyone's is checked): sales calls about it.
    await hostsForSlot(trx, request, now);
    const message = demoLeadLine(request.start, request.mode, false);
    await insertContact(trx, { ...lead, message, search_text: leadSearchText({ ...lead, message }) });
    return 'not_held';
  }
  // The lock is held already: reserveMeeting's taking it again waits for nothing.
  const meeting = await reserveMeeting(trx, request, person, now);
  // The hotel's address is searched too: 'Trần Phú' in the inbox finds the demo at 25 Trần Phú.
  const places = meeting.address ? [meeting.address] : [];
  await insertContact(trx, { ...lead, owner_id: meeting.staff_id, search_text: leadSearchText({ ...lead, places }) });
  await insertMeeting(trx, { ...meeting, contact_id: lead.id });
  await queueMeetingMails(
    trx,
    { contactId: lead.id, purpose: 'invite', startsAt: meeting.starts_at, visitorEmailKey: person.emailKey },
    now,
    channels,
  );
  return 'held';
}

/**
 * The message on the slot field for a booking refused by `error`: a slot taken by another visitor
 * between the page and the click (the unique index caught what the lock did not), one no longer
 * bookable, or a salesperson who takes no bookings. Undefined for any other error.
 */
export function demoRefusal(error: unknown): FieldErrors | undefined {
  if (isUniqueViolation(error)) return { slot: slotProblemMessages.taken };
  if (!(error instanceof SlotRefused)) return undefined;
  return {
    slot: error.problem === 'unknown_salesperson' ? unknownSalespersonMessage : slotProblemMessages[error.problem],
  };
}
