import type { Kysely } from 'kysely';
import type { StaffRole } from '../../lib/auth/staff-roles.ts';
import { leadStatuses, nextStatuses, type LeadStatusId } from '../../lib/leads/lead-labels.ts';
import { officeMinutesBetween } from '../../lib/sales/office-hours.ts';
import { closedStatuses, isCallOutcome } from '../../lib/sales/sales-labels.ts';
import { cleanFreeText } from '../../lib/text/unsafe-characters.ts';
import { audit, type AuditActor } from '../audit/audit-log.ts';
import type { Database } from '../db/database.ts';
import { requeueFailed } from '../notify/notification.repository.ts';
import { channelsOf, notifyConfig } from '../notify/notify-config.ts';
import { announceOutbox } from '../notify/outbox-signal.ts';
import { reassignLead } from '../sales/lead-owner.ts';
import { readNextStep, recordNextStep } from '../sales/next-step.ts';
import { salesConfig } from '../sales/sales-config.ts';
import { insertLeadEvent, markFirstResponse, setNextStep } from '../sales/lead-work.repository.ts';
import { addNote, deleteLead, findLead, moveStatus } from './inbox.repository.ts';

/** What became of a staff action. */
export type LeadActionOutcome =
  'saved' | 'deleted' | 'resent' | 'unchanged' | 'needs_step' | 'bad_step' | 'not_allowed';

// The outcome travels in the redirect's query string, so a reload shows the notice without re-posting.
const notices: Record<Exclude<LeadActionOutcome, 'deleted'>, [param: string, notice: string]> = {
  saved: ['da-luu', 'Đã lưu.'],
  resent: ['da-gui-lai', 'Đã xếp thông báo vào hàng gửi lại.'],
  unchanged: ['khong-doi', 'Không lưu được: trạng thái đã thay đổi hoặc thiếu xác nhận.'],
  needs_step: ['can-buoc-tiep', 'Hãy đặt bước tiếp theo (việc gì, ngày và giờ) trước khi chuyển trạng thái.'],
  bad_step: [
    'buoc-chua-hop-le',
    'Bước tiếp theo chưa hợp lệ: chọn việc, ngày và giờ (giờ Việt Nam) từ bây giờ trở đi; việc khác cần ghi rõ nội dung.',
  ],
  not_allowed: ['khong-duoc-giao', 'Chỉ quản trị hoặc người đang phụ trách mới giao lại được khách hàng này.'],
};

/** Where the browser goes after an action on lead `id` (post, redirect, get). */
export function afterAction(id: string, outcome: LeadActionOutcome): string {
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

/** Who acts on a lead: their account, and their role (sales when not given). */
export type LeadWorker = AuditActor & { role?: StaffRole };

/**
 * Applies a staff action posted from a lead's page: a status change along the flow (with a next
 * step unless it closes the lead), a note, a call logged, a next step, a new owner, a confirmed
 * deletion, or sending a given-up notification again. Anything else changes nothing.
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
  // Stored only if this action is the lead's first contact; later ones leave it as it was.
  const responseMinutes = lead.first_response_at
    ? 0
    : officeMinutesBetween(new Date(lead.created_at), at, salesConfig.officeHours);
  switch (form.get('action')) {
    case 'status': {
      const from = form.get('from');
      const to = form.get('to');
      if (!isStatus(from) || !isStatus(to) || !nextStatuses(from).includes(to)) return 'unchanged';
      const closing = closedStatuses.has(to);
      const step = closing ? null : readNextStep(form, at);
      if (step === 'invalid') return 'bad_step';
      if (!closing && !step && !lead.next_step_at) return 'needs_step';
      const moved = await db.transaction().execute(async (trx) => {
        if (!(await moveStatus(trx, id, from, to, author, now))) return false;
        await markFirstResponse(trx, id, now, responseMinutes);
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
        await markFirstResponse(trx, id, now, responseMinutes);
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
      if (form.get('confirm') !== 'yes' || !(await deleteLead(db, id, author, now))) return 'unchanged';
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
