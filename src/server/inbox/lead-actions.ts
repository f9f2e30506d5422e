import type { Kysely } from 'kysely';
import { leadStatuses, nextStatuses, type LeadStatusId } from '../../lib/leads/lead-labels.ts';
import { deleteWithMeetingAheadRefusal, meetingAhead } from '../../lib/booking/meeting-staff-cancel.ts';
import { officeMinutesBetween } from '../../lib/sales/office-hours.ts';
import { endingRefusals, endingRight } from '../../lib/sales/lead-rights.ts';
import type { LeadWorker } from '../../lib/sales/lead-worker.ts';
import { leadWorkMessages } from '../../lib/sales/lead-work.ts';
import { closedStatuses, isCallOutcome } from '../../lib/sales/sales-labels.ts';
import { cleanFreeText } from '../../lib/text/unsafe-characters.ts';
import { audit } from '../audit/index.ts';
import { meetingOfLead } from '../booking/index.ts';
import type { Database } from '../db/database.ts';
import { requeueFailed, channelsOf, notifyConfig, announceOutbox } from '../notify/index.ts';
import {
  reassignLead,
  readNextStep,
  recordNextStep,
  salesConfig,
  insertLeadEvent,
  markFirstResponse,
  setNextStep,
} from '../sales/index.ts';
import { addNote, deleteLead, findLead, moveStatus } from './inbox.repository.ts';

/**
 * A staff action refused, changing nothing: for who the member is (answered 403 on the lead's page),
 * or, 'meeting_ahead', a deletion while the lead's demo is still to come (409).
 */
export type LeadActionRefusal =
  'not_allowed' | 'close_refused' | 'delete_refused' | 'take_first' | 'meeting_ahead' | 'do_not_contact';

/** What became of a staff action. */
export type LeadActionOutcome =
  'saved' | 'deleted' | 'resent' | 'unchanged' | 'needs_step' | 'bad_step' | LeadActionRefusal;

/** Why the member was refused, per refusal: the 403 page's notice. */
export const refusalNotices: Record<LeadActionRefusal, string> = {
  not_allowed: 'Chỉ quản trị hoặc người đang phụ trách mới giao lại được khách hàng này.',
  close_refused: endingRefusals.close,
  delete_refused: endingRefusals.delete,
  take_first: endingRefusals.takeFirst,
  meeting_ahead: deleteWithMeetingAheadRefusal,
  do_not_contact: leadWorkMessages.doNotContact,
};

/** The HTTP status of a refusal: 409 when the lead's state refuses it, 403 when the member's rights do. */
export const refusalStatus = (refusal: LeadActionRefusal): 403 | 409 =>
  refusal === 'meeting_ahead' || refusal === 'do_not_contact' ? 409 : 403;

/** Whether `outcome` refuses the member for who they are. */
export function isRefusal(outcome: LeadActionOutcome): outcome is LeadActionRefusal {
  return Object.hasOwn(refusalNotices, outcome);
}

type Redirected = Exclude<LeadActionOutcome, LeadActionRefusal>;

// The outcome travels in the redirect's query string, so a reload shows the notice without re-posting.
const notices: Record<Exclude<Redirected, 'deleted'>, [param: string, notice: string]> = {
  saved: ['da-luu', 'Đã lưu.'],
  resent: ['da-gui-lai', 'Đã xếp thông báo vào hàng gửi lại.'],
  unchanged: ['khong-doi', 'Không lưu được: trạng thái đã thay đổi hoặc thiếu xác nhận.'],
  needs_step: ['can-buoc-tiep', 'Hãy đặt bước tiếp theo (việc gì, ngày và giờ) trước khi chuyển trạng thái.'],
  bad_step: [
    'buoc-chua-hop-le',
    'Bước tiếp theo chưa hợp lệ: chọn việc, ngày và giờ (giờ Việt Nam) từ bây giờ trở đi; việc khác cần ghi rõ nội dung.',
  ],
};

/** Where the browser goes after an action on lead `id` that was not refused (post, redirect, get). */
export function afterAction(id: string, outcome: Redirected): string {
  // Encoded: `id` is whatever the address held, and a header refuses line breaks and NULs.
  return outcome === 'deleted' ? '/admin?da-xoa=1' : `/admin/leads/${encodeURIComponent(id)}?${notices[outcome][0]}=1`;
}

/** The notice a lead's page shows after a redirect from `afterAction`. */
export function actionNotice(params: URLSearchParams): string | undefined {
  return Object.values(notices).find(([param]) => params.has(param))?.[1];
}

const isStatus = (value: unknown): value is LeadStatusId =>
  typeof value === 'string' && Object.hasOwn(leadStatuses, value);

// A NUL would fail the statement on PostgreSQL; overrides would disguise the text for the next reader.
const freeText = (value: unknown, max: number) =>
  cleanFreeText(String(value ?? ''))
    .normalize('NFC')
    .trim()
    .slice(0, max);

/**
 * Applies a staff action posted from a lead's page: a status change along the flow (with a next
 * step unless it closes the lead), a note, a call logged, a next step, a new owner, a confirmed
 * deletion, or sending a given-up notification again. Anything else changes nothing. Anyone with the
 * leads right may work any lead; ending or deleting it is for its salesperson or the owner role
 * (`endingRight`), and giving it to someone else follows `reassignLead`.
 */
export async function handleLeadAction(
  db: Kysely<Database>,
  id: string,
  form: URLSearchParams,
  by: LeadWorker,
  at = new Date(),
): Promise<LeadActionOutcome> {
  const now = at.toISOString();
  const author = by.email;
  const lead = await findLead(db, id);
  if (!lead) return 'unchanged';
  // Stored only if this action is the lead's first contact, or its owner's; later ones leave it as it was.
  const responseMinutes =
    lead.first_response_at && lead.owner_response_by
      ? 0
      : officeMinutesBetween(new Date(lead.created_at), at, salesConfig.officeHours);
  const right = endingRight(by, lead.owner_id);
  // Held to in the statement too, so a lead given to someone else a moment before is not ended or deleted.
  const ownedBy = by.role === 'owner' ? undefined : (lead.owner_id ?? undefined);
  // The person withdrew their consent (personal data): notes only, no call and no next step.
  if (lead.status === 'do_not_contact' && ['call', 'next_step'].includes(form.get('action') ?? ''))
    return 'do_not_contact';
  switch (form.get('action')) {
    case 'status': {
      const from = form.get('from');
      const to = form.get('to');
      if (!isStatus(from) || !isStatus(to) || !nextStatuses(from).includes(to)) return 'unchanged';
      const closing = closedStatuses.has(to);
      if (closing && right !== 'allowed') return right === 'take_first' ? 'take_first' : 'close_refused';
      const step = closing ? null : readNextStep(form, at);
      if (step === 'invalid') return 'bad_step';
      if (!closing && !step && !lead.next_step_at) return 'needs_step';
      const moved = await db.transaction().execute(async (trx) => {
        if (!(await moveStatus(trx, id, from, to, author, now, closing ? ownedBy : undefined))) return false;
        await markFirstResponse(trx, id, by.id ?? null, now, responseMinutes);
        if (closing) await setNextStep(trx, id, null);
        else if (step) await recordNextStep(trx, id, step, author, now);
        return true;
      });
      if (!moved) return 'unchanged';
      await audit(db, {
        action: 'lead_status_changed',
        actor: by,
        subject: id,
        detail: `${leadStatuses[from]} → ${leadStatuses[to]}`,
        at,
      });
      return 'saved';
    }
    case 'note': {
      const note = freeText(form.get('note'), 5000);
      if (!note) return 'unchanged';
      await addNote(db, id, note, author, now);
      return 'saved';
    }
    case 'call': {
      const outcome = form.get('outcome');
      if (!isCallOutcome(outcome)) return 'unchanged';
      const note = freeText(form.get('note'), 2000) || null;
      await db.transaction().execute(async (trx) => {
        await insertLeadEvent(trx, {
          contact_id: id,
          kind: 'call',
          status: null,
          outcome,
          note,
          author_email: author,
          created_at: now,
        });
        await markFirstResponse(trx, id, by.id ?? null, now, responseMinutes);
      });
      return 'saved';
    }
    case 'next_step': {
      const step = readNextStep(form, at);
      if (!step || step === 'invalid') return 'bad_step';
      await db.transaction().execute((trx) => recordNextStep(trx, id, step, author, now));
      return 'saved';
    }
    case 'owner':
      return reassignLead(db, lead, String(form.get('owner') ?? ''), by, at);
    case 'delete': {
      if (right !== 'allowed') return right === 'take_first' ? 'take_first' : 'delete_refused';
      if (form.get('confirm') !== 'yes') return 'unchanged';
      // Deleting would drop the visitor's demo without telling them: cancelling it first sends the
      // cancellation. Checked before, not inside, the deletion: a demo no longer ahead never is again.
      if (meetingAhead(await meetingOfLead(db, id), at)) return 'meeting_ahead';
      if (!(await deleteLead(db, id, author, now, ownedBy))) return 'unchanged';
      // The id only: the lead was deleted at the visitor's request, their details must not stay here.
      await audit(db, { action: 'lead_deleted', actor: by, subject: id, at });
      return 'deleted';
    }
    case 'resend': {
      const notification = String(form.get('notification') ?? '');
      const one = { id: notification, contactId: id };
      if (!(await requeueFailed(db, channelsOf(notifyConfig), now, one))) return 'unchanged';
      await audit(db, {
        action: 'notification_resent',
        actor: by,
        subject: id,
        detail: `Thông báo ${notification}`,
        at,
      });
      announceOutbox();
      return 'resent';
    }
    default:
      return 'unchanged';
  }
}
