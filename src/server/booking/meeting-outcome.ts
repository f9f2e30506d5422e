import type { Kysely } from 'kysely';
import {
  isMeetingOutcome,
  mayMarkMeeting,
  outcomeProblem,
  outcomeRefusals,
  type MeetingOutcome,
} from '../../lib/booking/meeting-outcome.ts';
import { meetingStatusLabels } from '../../lib/booking/meeting.ts';
import { slotLabel } from '../../lib/format.ts';
import { leadStatuses } from '../../lib/leads/lead-labels.ts';
import { officeMinutesBetween } from '../../lib/sales/office-hours.ts';
import { audit } from '../audit/index.ts';
import type { ContactRow, Database } from '../db/database.ts';
import type { LeadWorker } from '../../lib/sales/lead-worker.ts';
import { moveStatus } from '../inbox/inbox.repository.ts';
import { insertLeadEvent, markFirstResponse, salesConfig } from '../sales/index.ts';
import { findMeeting, setMeetingStatus } from './meeting.repository.ts';

/** What became of a mark: saved, or refused with the HTTP status and the reason to show. */
export type OutcomeResult =
  { kind: 'saved'; outcome: MeetingOutcome } | { kind: 'refused'; status: 400 | 403 | 404 | 409; message: string };

const refused = (status: 400 | 403 | 404 | 409, reason: keyof typeof outcomeRefusals): OutcomeResult => ({
  kind: 'refused',
  status,
  message: outcomeRefusals[reason],
});

// A demo held is the lead's first real contact and its step 'Đã demo'; earlier steps move there too.
const movesToDemo = new Set<ContactRow['status']>(['new', 'contacted']);

/**
 * Marks lead `lead`'s demo held or no-show, from the lead's page (fields `meeting` and `outcome`).
 * Only a booked demo, after its start, by its salesperson or the owner role; the status changes only
 * from 'booked', so a second mark or a mark racing a cancellation changes nothing. A held demo moves
 * a new or contacted lead to 'Đã demo' and counts as its first contact. Timeline and audit log say so.
 */
export async function markMeetingOutcome(
  db: Kysely<Database>,
  lead: ContactRow,
  form: URLSearchParams,
  by: LeadWorker,
  now: Date,
): Promise<OutcomeResult> {
  const outcome = form.get('outcome');
  if (!isMeetingOutcome(outcome)) return refused(400, 'outcome');
  const meetingId = form.get('meeting') ?? '';
  const meeting = meetingId.length <= 64 ? await findMeeting(db, meetingId) : undefined;
  if (!meeting || meeting.contact_id !== lead.id) return refused(404, 'unknown');
  if (!mayMarkMeeting(by, meeting, lead.owner_id)) return refused(403, 'not_yours');
  const problem = outcomeProblem(meeting, now);
  if (problem) return refused(409, problem);

  const stamp = (offset: number) => new Date(now.getTime() + offset).toISOString();
  const line = `Demo ${slotLabel(new Date(meeting.starts_at))}: ${meetingStatusLabels[outcome]}`;
  const result = await db.transaction().execute(async (trx) => {
    const from = { status: 'booked' as const, sequence: meeting.sequence };
    if (!(await setMeetingStatus(trx, meeting.id, from, outcome, stamp(0)))) return 'stale';
    await insertLeadEvent(trx, {
      contact_id: lead.id,
      kind: 'meeting',
      status: null,
      note: line,
      author_email: by.email,
      created_at: stamp(0),
    });
    if (outcome !== 'held' || !movesToDemo.has(lead.status)) return 'saved';
    // The lead as this page saw it: if someone moved it meanwhile, their status stands.
    if (!(await moveStatus(trx, lead.id, lead.status, 'demo', by.email, stamp(1)))) return 'saved';
    const minutes = officeMinutesBetween(new Date(lead.created_at), now, salesConfig.officeHours);
    await markFirstResponse(trx, lead.id, by.id ?? null, stamp(0), minutes);
    return 'moved';
  });
  if (result === 'stale') return refused(409, 'marked');
  await audit(db, { action: 'meeting_marked', actor: by, subject: lead.id, detail: line, at: now });
  if (result === 'moved')
    await audit(db, {
      action: 'lead_status_changed',
      actor: by,
      subject: lead.id,
      detail: `${leadStatuses[lead.status]} → ${leadStatuses.demo}`,
      at: now,
    });
  return { kind: 'saved', outcome };
}
