import type { StaffRole } from '../auth/staff-roles.ts';
import type { Lead, LeadStatus, NextStepKind } from '../leads/lead.ts';
import { leadStatuses, nextStatuses } from '../leads/lead-labels.ts';
import { endingRight } from './lead-rights.ts';
import { formatDateTime } from '../format.ts';
import { closedStatuses, nextStepKinds, nextStepLine } from './sales-labels.ts';
import { stepTimeLabel } from './step-presets.ts';

// The one form that records work on a lead: how a call went, the next step, a status, a note. The
// lead's page shows it inline (a plain post without JavaScript); the call sheet shows it after a call.
// The server (src/server/sales/lead-work.ts) reads the same names and answers in these shapes.

/** The form's fields, as posted. */
export type LeadWorkField = 'outcome' | 'when' | 'step_kind' | 'step_date' | 'step_time' | 'note' | 'status';

/** Per field, why the server refused it: shown beside that field, everything typed kept. */
export type LeadWorkErrors = Partial<Record<LeadWorkField, string>>;

/** Values to show in the form: what was typed before a refusal (the no-JavaScript page). */
export type LeadWorkValues = Partial<Record<LeadWorkField, string>>;

/** What the form needs to know of the lead, as the member sees it. */
export interface WorkLead {
  id: string;
  status: LeadStatus;
  /** The statuses this member may move it to (the flow, less the endings they may not make). */
  offered: LeadStatus[];
  /** The next step's time while it is still ahead: the form may keep it. */
  stepAhead: string | null;
}

/** The form's view of `lead` for `member` at `now` (the page and the server's answer share it). */
export function workLeadOf(
  lead: Pick<Lead, 'id' | 'status' | 'owner_id' | 'next_step_at'>,
  member: { id?: string | null | undefined; role?: StaffRole | undefined },
  now: Date,
): WorkLead {
  const ending = endingRight(member, lead.owner_id) === 'allowed';
  return {
    id: lead.id,
    status: lead.status,
    offered: nextStatuses(lead.status).filter((status) => ending || !closedStatuses.has(status)),
    stepAhead: lead.next_step_at && Date.parse(lead.next_step_at) > now.getTime() ? lead.next_step_at : null,
  };
}

/** The lead's next step in one line ('Gọi lại · 27/11/2026 09:00 · …') and whether it is overdue; null without one. */
export function stepSummary(
  lead: Pick<Lead, 'next_step_kind' | 'next_step_at' | 'next_step_note'>,
  now: Date,
): { line: string; overdue: boolean } | null {
  if (!lead.next_step_kind || !lead.next_step_at) return null;
  const step = { kind: lead.next_step_kind, at: lead.next_step_at, note: lead.next_step_note };
  return { line: nextStepLine(step, formatDateTime), overdue: Date.parse(step.at) < now.getTime() };
}

/** The server's answer to the form sent by script (`Accept: application/json`). */
export type LeadWorkAnswer =
  | {
      ok: true;
      /** What changed, in one line: 'Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:00'. */
      message: string;
      /** The lead as the form should now show it. */
      lead: WorkLead;
      /** The lead's next step now, in one line, or null when it has none (closed). */
      step: string | null;
      /** 'Hôm nay's count for the one who saved, after the save; absent when it could not be read. */
      dueToday?: number;
    }
  | { ok: false; message: string; errors: LeadWorkErrors };

/** A saved form's answer. */
export type LeadWorkSaved = Extract<LeadWorkAnswer, { ok: true }>;

/** The messages of a refused form, one per reason. */
export const leadWorkMessages = {
  outcome: 'Hãy chọn kết quả cuộc gọi.',
  when: 'Hãy chọn thời điểm cho bước tiếp theo.',
  needsStep: 'Hãy đặt bước tiếp theo (việc gì, ngày và giờ) trước khi lưu.',
  passed: 'Thời điểm này đã qua: hãy chọn từ bây giờ trở đi.',
  dateTime: 'Hãy nhập ngày và giờ (giờ Việt Nam).',
  afternoonOver: 'Đã hết buổi chiều: hãy chọn “Sáng mai” hoặc một giờ khác.',
  otherNeedsNote: 'Việc khác cần ghi rõ nội dung ở ô ghi chú.',
  status: 'Không chuyển được sang trạng thái này từ trạng thái hiện tại.',
  stale: 'Khách hàng này vừa được cập nhật ở nơi khác. Hãy tải lại trang rồi thử lại.',
  nothing: 'Chưa có gì để lưu: hãy chọn kết quả cuộc gọi, bước tiếp theo hoặc ghi chú.',
  doNotContact: 'Người này đã rút lại sự đồng ý: không gọi, không hẹn bước tiếp theo. Chỉ ghi chú được.',
  summary: 'Chưa lưu được. Hãy xem lại các ô được đánh dấu.',
  offline: 'Không kết nối được tới máy chủ. Những gì đã nhập vẫn còn đây: hãy thử lại.',
} as const;

/**
 * What a saved form changed, as the page says it: 'Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:00.',
 * then the status it moved to, if any ('Đã chuyển sang “Đã liên hệ”.').
 */
export function leadWorkMessage(
  saved: { called: boolean; movedTo: LeadStatus | null; step: { kind: NextStepKind; at: string } | null },
  now: Date,
): string {
  let message = saved.called ? 'Đã ghi cuộc gọi' : 'Đã lưu';
  if (saved.step) {
    const when = stepTimeLabel(saved.step.at, now);
    message += `, bước tiếp theo: ${saved.step.kind === 'call' ? when : `${nextStepKinds[saved.step.kind]} · ${when}`}`;
  }
  message += '.';
  if (saved.movedTo) message += ` Đã chuyển sang “${leadStatuses[saved.movedTo]}”.`;
  return message;
}

/** What a saved plain post changed, carried in the redirect's query so a reload re-posts nothing. */
export function leadWorkSearch(saved: { called: boolean; movedTo: LeadStatus | null }): string {
  const search = new URLSearchParams({ 'da-ghi': saved.called ? 'cuoc-goi' : 'luu' });
  if (saved.movedTo) search.set('chuyen', saved.movedTo);
  return `?${search}`;
}

/** The notice after `leadWorkSearch`'s redirect, the next step read from the lead as it is. */
export function leadWorkNotice(
  params: URLSearchParams,
  lead: Pick<Lead, 'next_step_kind' | 'next_step_at'>,
  now: Date,
): string | undefined {
  const saved = params.get('da-ghi');
  if (saved !== 'cuoc-goi' && saved !== 'luu') return undefined;
  const moved = params.get('chuyen');
  const step = lead.next_step_kind && lead.next_step_at ? { kind: lead.next_step_kind, at: lead.next_step_at } : null;
  return leadWorkMessage(
    {
      called: saved === 'cuoc-goi',
      movedTo: moved && Object.hasOwn(leadStatuses, moved) ? (moved as LeadStatus) : null,
      step,
    },
    now,
  );
}
