import type { StaffRole } from '../auth/staff-roles.ts';

/** Whether a member may end or delete a lead: yes, not a colleague's, or not before taking it. */
export type EndingRight = 'allowed' | 'colleagues' | 'take_first';

/**
 * Whether a member may end a lead ('Thành công' or 'Không phù hợp') or delete it, and if not, why.
 * Colleagues cover for each other with calls, notes and the steps of the flow, but ending or deleting
 * a lead is its salesperson's call, or the owner role's. A lead nobody has is the owner role's until a
 * salesperson takes it (the owner form lets them give it to themselves): taking it first puts on the
 * timeline who ended it, instead of letting anyone on the team quietly close the shared queue's leads.
 */
export function endingRight(
  member: { id?: string | null | undefined; role?: StaffRole | undefined },
  ownerId: string | null,
): EndingRight {
  if (member.role === 'owner') return 'allowed';
  if (ownerId === null) return 'take_first';
  return member.id && member.id === ownerId ? 'allowed' : 'colleagues';
}

/** What a member is told when `endingRight` refuses them, on the refusal and beside the hidden buttons. */
export const endingRefusals = {
  close:
    'Chỉ quản trị hoặc người đang phụ trách mới kết thúc được khách hàng này (Thành công hoặc Không phù hợp). Bạn vẫn ghi được cuộc gọi và ghi chú.',
  delete: 'Chỉ quản trị hoặc người đang phụ trách mới xoá được khách hàng này.',
  takeFirst: 'Khách hàng này chưa có người phụ trách: hãy giao cho chính bạn trước, rồi mới kết thúc hoặc xoá được.',
} as const;
