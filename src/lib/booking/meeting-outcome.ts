import type { StaffRole } from '../auth/staff-roles.ts';
import { meetingModeLabels, type DemoMeeting } from './meeting.ts';

// After a demo's start its salesperson says how it went: held ('Đã demo') or no-show ('Khách không
// đến'). The lead's page and the server (src/server/booking/meeting-outcome.ts) share these rules.

export const meetingOutcomes = ['held', 'no_show'] as const;
/** What a salesperson can mark a demo as, once it has started. */
export type MeetingOutcome = (typeof meetingOutcomes)[number];

export const isMeetingOutcome = (value: unknown): value is MeetingOutcome =>
  meetingOutcomes.includes(value as MeetingOutcome);

/** Why a demo cannot be marked now. */
export type OutcomeProblem = 'not_started' | 'cancelled' | 'marked';

/** Why a refused mark was refused, as the lead's page says it. */
export const outcomeRefusals = {
  not_started: 'Buổi demo chưa bắt đầu: chỉ ghi kết quả được sau giờ hẹn.',
  cancelled: 'Buổi demo này đã được hủy, không ghi kết quả được.',
  marked: 'Buổi demo này đã được ghi kết quả rồi.',
  not_yours: 'Chỉ người phụ trách buổi demo hoặc quản trị mới ghi được kết quả.',
  unknown: 'Không tìm thấy buổi demo này của khách hàng.',
  outcome: 'Hãy chọn “Đã demo” hoặc “Khách không đến”.',
} as const;

/** Whether `meeting` can be marked at `now`, and if not, why (only a booked demo, once it has started). */
export function outcomeProblem(meeting: Pick<DemoMeeting, 'status' | 'starts_at'>, now: Date): OutcomeProblem | null {
  if (meeting.status === 'cancelled') return 'cancelled';
  if (meeting.status !== 'booked') return 'marked';
  return Date.parse(meeting.starts_at) > now.getTime() ? 'not_started' : null;
}

/**
 * Whether a member may mark a demo: the owner role, its salesperson, or, for a team demo nobody
 * held, the salesperson who has its lead now (colleagues cover calls, not someone else's demo).
 */
export function mayMarkMeeting(
  member: { id?: string | null | undefined; role?: StaffRole | undefined },
  meeting: Pick<DemoMeeting, 'staff_id'>,
  leadOwnerId: string | null,
): boolean {
  if (member.role === 'owner') return true;
  if (!member.id) return false;
  return meeting.staff_id === null ? leadOwnerId === member.id : meeting.staff_id === member.id;
}

/** 'Trực tuyến', or 'Tại khách sạn · 12 Trần Phú, Nha Trang': how and where, in one line. */
export function meetingPlaceLine(meeting: Pick<DemoMeeting, 'mode' | 'address'>): string {
  const mode = meetingModeLabels[meeting.mode];
  return meeting.mode === 'onsite' && meeting.address ? `${mode} · ${meeting.address}` : mode;
}

/** The notice after a demo was marked, leading into the next step. */
export const outcomeSaved: Record<MeetingOutcome, string> = {
  held: 'Đã ghi: Đã demo. Giờ hãy đặt bước tiếp theo.',
  no_show: 'Đã ghi: Khách không đến. Giờ hãy đặt bước tiếp theo.',
};
