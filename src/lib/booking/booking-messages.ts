import type { SlotProblem } from './free-slots.ts';

// What a visitor is told about the slot they picked, on the page, in the dialog and in JSON.

export const slotMessages = {
  missing: 'Vui lòng chọn một khung giờ.',
  past: 'Khung giờ này đã qua, vui lòng chọn giờ khác.',
  /** The words: shown with fresh slots, what the visitor typed kept. */
  taken: 'Khung giờ này vừa có người đặt',
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
