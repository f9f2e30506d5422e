import type { LeadForm } from './lead-forms';

/** Lead statuses in the order of the sales flow, with their Vietnamese labels. */
export const leadStatuses = {
  new: 'Mới',
  contacted: 'Đã liên hệ',
  demo: 'Đã demo',
  won: 'Thành công',
  lost: 'Không phù hợp',
} as const;

export type LeadStatusId = keyof typeof leadStatuses;

/** Where each form's leads come from, as the inbox labels them. */
export const leadSources: Record<LeadForm, string> = {
  trial: 'Dùng thử',
  pricing: 'Bảng giá',
  contact: 'Liên hệ',
  demo: 'Đặt lịch demo',
  quote: 'Báo giá',
};

const flow: LeadStatusId[] = ['new', 'contacted', 'demo', 'won'];

/** The statuses a lead may move to: the next step of the flow, or 'Không phù hợp' at any point. */
export function nextStatuses(status: LeadStatusId): LeadStatusId[] {
  if (status === 'won' || status === 'lost') return [];
  const next = flow[flow.indexOf(status) + 1];
  return next ? [next, 'lost'] : ['lost'];
}
