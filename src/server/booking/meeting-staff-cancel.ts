import type { Kysely } from 'kysely';
import { mayMarkMeeting } from '../../lib/booking/meeting-outcome.ts';
import { staffCancelProblem, staffCancelRefusals } from '../../lib/booking/meeting-staff-cancel.ts';
import { slotLabel } from '../../lib/format.ts';
import { audit } from '../audit/index.ts';
import type { ContactRow, Database, NotificationChannel } from '../db/database.ts';
import type { LeadWorker } from '../../lib/sales/lead-worker.ts';
import { announceOutbox } from '../notify/index.ts';
import { lockLastPick, insertLeadEvent } from '../sales/index.ts';
import { queueMeetingMails } from './meeting-mail-queue.ts';
import { findMeeting, setMeetingStatus } from './meeting.repository.ts';

/** What became of a cancellation from the lead's page: done, or refused with the HTTP status and the reason. */
export type StaffCancelResult = { kind: 'cancelled' } | { kind: 'refused'; status: 403 | 404 | 409; message: string };

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refused = (status: 403 | 404 | 409, reason: keyof typeof staffCancelRefusals): StaffCancelResult => ({
  kind: 'refused',
  status,
  message: staffCancelRefusals[reason],
});

/**
 * Cancels lead `lead`'s booked demo (field `meeting`) before it starts, from the lead's page, by its
 * salesperson or the owner role (who may mark it may cancel it). As a visitor's cancel link does: the
 * status moves from the version this page read, so a cancellation racing a reschedule or a second tap
 * changes nothing; pending reminders go and the cancelled invitation is queued to both sides, in the
 * same transaction, under the booking lock. Timeline and audit log say who cancelled it.
 */
export async function cancelMeetingByStaff(
  db: Kysely<Database>,
  lead: ContactRow,
  form: URLSearchParams,
  by: LeadWorker,
  now: Date,
  channels?: readonly NotificationChannel[],
): Promise<StaffCancelResult> {
  const meetingId = form.get('meeting') ?? '';
  // Ids are UUIDs: anything else is forged, and a NUL would fail the statement on PostgreSQL.
  const meeting = uuidShape.test(meetingId) ? await findMeeting(db, meetingId) : undefined;
  if (!meeting || meeting.contact_id !== lead.id) return refused(404, 'unknown');
  if (!mayMarkMeeting(by, meeting, lead.owner_id)) return refused(403, 'not_yours');
  const problem = staffCancelProblem(meeting, now);
  if (problem) return refused(409, problem);

  const at = now.toISOString();
  const line = `Demo ${slotLabel(new Date(meeting.starts_at))}: Đã hủy lịch`;
  const done = await db.transaction().execute(async (trx) => {
    // The booking lock first, as a visitor's cancel link takes it (see cancelMeeting).
    await lockLastPick(trx);
    const from = { status: 'booked' as const, sequence: meeting.sequence };
    if (!(await setMeetingStatus(trx, meeting.id, from, 'cancelled', at))) return false;
    await queueMeetingMails(
      trx,
      { contactId: lead.id, purpose: 'cancel', startsAt: meeting.starts_at, visitorEmailKey: lead.email_key },
      now,
      channels,
    );
    await insertLeadEvent(trx, {
      contact_id: lead.id,
      kind: 'meeting',
      status: null,
      note: line,
      author_email: by.email,
      created_at: at,
    });
    return true;
  });
  // Moved, cancelled or marked since it was read: the page shows it as it is now.
  if (!done) return refused(409, 'changed');
  await audit(db, { action: 'meeting_cancelled', actor: by, subject: lead.id, detail: line, at: now });
  announceOutbox();
  return { kind: 'cancelled' };
}
