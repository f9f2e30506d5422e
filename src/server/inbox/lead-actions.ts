import type { Kysely } from 'kysely';
import { leadStatuses, nextStatuses, type LeadStatusId } from '../../lib/leads/lead-labels.ts';
import { cleanFreeText } from '../../lib/text/unsafe-characters.ts';
import type { Database } from '../db/database.ts';
import { audit, type AuditActor } from '../audit/audit-log.ts';
import { requeueFailed } from '../notify/notification.repository.ts';
import { channelsOf, notifyConfig } from '../notify/notify-config.ts';
import { announceOutbox } from '../notify/outbox-signal.ts';
import { addNote, changeStatus, deleteLead, findLead } from './inbox.repository.ts';

/** What became of a staff action. */
export type LeadActionOutcome = 'saved' | 'deleted' | 'resent' | 'unchanged';

// The outcome travels in the redirect's query string, so a reload shows the notice without re-posting.
const notices: Record<Exclude<LeadActionOutcome, 'deleted'>, [param: string, notice: string]> = {
  saved: ['da-luu', 'Đã lưu.'],
  resent: ['da-gui-lai', 'Đã xếp thông báo vào hàng gửi lại.'],
  unchanged: ['khong-doi', 'Không lưu được: trạng thái đã thay đổi hoặc thiếu xác nhận.'],
};

/** Where the browser goes after an action on lead `id` (post, redirect, get). */
export function afterAction(id: string, outcome: LeadActionOutcome): string {
  return outcome === 'deleted' ? '/admin?da-xoa=1' : `/admin/leads/${id}?${notices[outcome][0]}=1`;
}

/** The notice a lead's page shows after a redirect from `afterAction`. */
export function actionNotice(params: URLSearchParams): string | undefined {
  return Object.values(notices).find(([param]) => params.has(param))?.[1];
}

const isStatus = (value: unknown): value is LeadStatusId =>
  typeof value === 'string' && Object.hasOwn(leadStatuses, value);

/**
 * Applies a staff action posted from a lead's page: a status change along the flow, a note, a
 * confirmed deletion (logged), or sending a given-up notification again. Anything else changes nothing.
 */
export async function handleLeadAction(
  db: Kysely<Database>,
  id: string,
  form: URLSearchParams,
  by: AuditActor,
  at = new Date(),
): Promise<LeadActionOutcome> {
  const now = at.toISOString();
  const author = by.email;
  const lead = await findLead(db, id);
  if (!lead) return 'unchanged';
  switch (form.get('action')) {
    case 'status': {
      const from = form.get('from');
      const to = form.get('to');
      if (!isStatus(from) || !isStatus(to) || !nextStatuses(from).includes(to)) return 'unchanged';
      if (!(await changeStatus(db, id, from, to, author, now))) return 'unchanged';
      const detail = `${leadStatuses[from]} → ${leadStatuses[to]}`;
      await audit(db, { action: 'lead_status_changed', actor: by, subject: id, detail, at });
      return 'saved';
    }
    case 'note': {
      // A NUL would fail the statement on PostgreSQL; overrides would disguise the note for the next reader.
      const note = cleanFreeText(String(form.get('note') ?? ''))
        .normalize('NFC')
        .trim()
        .slice(0, 5000);
      if (!note) return 'unchanged';
      await addNote(db, id, note, author, now);
      return 'saved';
    }
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
