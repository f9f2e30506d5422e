import type { DemoMeeting } from './meeting.ts';

// A salesperson (or the owner role) cancels a booked demo from the lead's page, before it starts:
// the visitor asked by phone, or the lead is to be deleted. The lead's page and the server
// (src/server/booking/meeting-staff-cancel.ts) share these rules; who may is `mayMarkMeeting`'s rule.

/** Why a demo cannot be cancelled by staff now. */
export type StaffCancelProblem = 'started' | 'cancelled' | 'marked';

/** Why a refused cancellation was refused, as the lead's page says it. */
export const staffCancelRefusals = {
  started: 'Buổi demo đã bắt đầu hoặc đã qua giờ hẹn, không hủy được nữa.',
  cancelled: 'Lịch demo này đã được hủy rồi.',
  marked: 'Buổi demo này đã được ghi kết quả, không hủy được.',
  not_yours: 'Chỉ người phụ trách buổi demo hoặc quản trị mới hủy được lịch demo.',
  unknown: 'Không tìm thấy buổi demo này của khách hàng.',
  changed: 'Lịch demo vừa thay đổi: hãy xem lại rồi hủy nếu vẫn cần.',
} as const;

// Without a mail server the site tells the customer nothing: the salesperson does.
const customerTold = (sendsEmail: boolean) =>
  sendsEmail ? 'Khách sẽ nhận email hủy lịch.' : 'Trang web không gửi email: hãy báo khách qua điện thoại hoặc Zalo.';

/** The notice after a demo was cancelled from the lead's page. */
export const staffCancelSaved = (sendsEmail: boolean) => `Đã hủy lịch demo. ${customerTold(sendsEmail)}`;

/** The question the cancel button sits under. */
export const staffCancelQuestion = (sendsEmail: boolean) => `Hủy lịch demo này? ${customerTold(sendsEmail)}`;

/** Whether `meeting` can be cancelled by staff at `now`, and if not, why: only a booked demo not yet started. */
export function staffCancelProblem(
  meeting: Pick<DemoMeeting, 'status' | 'starts_at'>,
  now: Date,
): StaffCancelProblem | null {
  if (meeting.status === 'cancelled') return 'cancelled';
  if (meeting.status !== 'booked') return 'marked';
  return Date.parse(meeting.starts_at) > now.getTime() ? null : 'started';
}

/** Whether a lead's demo is still to come: booked and not started (its lead cannot be deleted then). */
export const meetingAhead = (meeting: Pick<DemoMeeting, 'status' | 'starts_at'> | undefined, now: Date): boolean =>
  meeting !== undefined && staffCancelProblem(meeting, now) === null;

/** Why a lead with a demo still to come is not deleted. */
export const deleteWithMeetingAheadRefusal = 'Khách hàng này có lịch demo sắp tới. Hãy hủy lịch demo trước khi xoá.';
