/** Lead statuses in the order of the sales flow, with their Vietnamese labels. */
export const leadStatuses = {
  new: 'Mới',
  contacted: 'Đã liên hệ',
  demo: 'Đã demo',
  won: 'Thành công',
  lost: 'Không phù hợp',
  unreachable: 'Không liên lạc được',
  // Set by the person (withdrawn consent: personal-data), never by the team; nothing follows it.
  do_not_contact: 'Không liên hệ',
} as const;

export type LeadStatusId = keyof typeof leadStatuses;

const flow: LeadStatusId[] = ['new', 'contacted', 'demo', 'won'];

/**
 * The statuses a lead may move to: the next step of the flow, or at any point 'Không phù hợp' or
 * 'Không liên lạc được' (a wrong number, or a visitor who never answers).
 */
export function nextStatuses(status: LeadStatusId): LeadStatusId[] {
  const at = flow.indexOf(status);
  if (at === -1 || status === 'won') return [];
  const next = flow[at + 1];
  return next ? [next, 'lost', 'unreachable'] : ['lost', 'unreachable'];
}
