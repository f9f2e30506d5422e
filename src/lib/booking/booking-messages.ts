import type { SlotProblem } from './free-slots.ts';
import { meetingModeLabels, type MeetingMode } from './meeting.ts';
import { slotLabel } from '../format.ts';

// What a visitor is told about the slot they picked, on the page, in the dialog and in JSON.

export const slotMessages = {
  missing: 'Vui lòng chọn một khung giờ.',
  past: 'Khung giờ này đã qua, vui lòng chọn giờ khác.',
  /** The words: shown with fresh slots, what the visitor typed kept. */
  taken: 'Khung giờ này vừa có người đặt',
} as const;

/** A demo at the hotel outside the areas the owner serves ('Khu vực demo tại khách sạn'). */
export const areaMessages = {
  /** No area is served: the form offers online only, a post asking for the hotel is told so. */
  onlineOnly: 'Hiện chúng tôi chỉ demo trực tuyến. Anh/chị vui lòng chọn “Trực tuyến”.',
  /** Field `area`: missing, or not one of the areas. */
  notServed: 'Vui lòng chọn tỉnh/thành phố trong danh sách. Ở nơi khác, chúng tôi demo trực tuyến.',
} as const;

/** The message for each reason a slot cannot be booked (field `slot`). */
export const slotProblemMessages: Record<SlotProblem, string> = {
  past: slotMessages.past,
  too_soon: 'Khung giờ này quá gần, vui lòng chọn giờ muộn hơn.',
  too_far: 'Chỉ nhận lịch trong 3 tuần tới, vui lòng chọn ngày gần hơn.',
  closed_day: 'Ngày này công ty nghỉ, vui lòng chọn ngày khác.',
  outside_hours: 'Khung giờ này ngoài giờ làm việc, vui lòng chọn giờ khác.',
  taken: `${slotMessages.taken}, vui lòng chọn giờ khác.`,
};

/** A personal booking link whose salesperson does not take bookings (or never existed). */
export const unknownSalespersonMessage = 'Nhân viên tư vấn này hiện không nhận lịch hẹn. Vui lòng chọn giờ khác.';

/** The booking page opened from a personal link whose salesperson takes no bookings (or never existed). */
export const unknownBookingLinkMessage =
  'Nhân viên tư vấn trong liên kết này hiện không nhận lịch hẹn. Anh/chị vui lòng chọn một giờ trống của đội tư vấn bên dưới.';

/**
 * A booking whose slot was not held, whatever the reason (today: the person's e-mail or phone
 * already holds their demo ahead): the lead is stored and sales calls back. The same words for every
 * reason, naming no demo: anyone can type anyone's e-mail or phone, and whether that person has a
 * demo booked is theirs to know.
 */
export const slotNotHeldMessage =
  'Chúng tôi đã nhận yêu cầu của anh/chị nhưng chưa giữ giờ này. Nhân viên tư vấn sẽ gọi lại để xác nhận giờ demo.';

/** What sales reads (inbox, lead's page, notifications) of a person asking for a demo while one is ahead. */
export const demoAheadNote = 'Khách đã có lịch demo sắp tới';

/** A demo lead's line for sales ('Đặt lịch demo: Thứ Năm, 26/11 · 14:30 (trực tuyến)'), or the time asked for when it was not held. */
export function demoLeadLine(start: Date, mode: MeetingMode, held: boolean): string {
  const when = `${slotLabel(start)} (${meetingModeLabels[mode].toLowerCase()})`;
  return held
    ? `Đặt lịch demo: ${when}`
    : `${demoAheadNote}. Yêu cầu thêm buổi demo lúc ${when}, chưa giữ giờ: gọi lại để xác nhận giờ demo.`;
}

/** The reschedule link of a booking whose changes of time are used up (`movesPerBooking`). */
export const movesUsedMessage = (moves: number) =>
  `Lịch demo này đã được đổi giờ ${moves} lần, số lần tối đa cho một lịch hẹn. Nếu giờ hiện tại không còn phù hợp, anh/chị có thể hủy lịch này rồi đặt lịch mới.`;
