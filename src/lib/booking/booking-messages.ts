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

/** Which of the visitor's details already hold a demo ahead (`activeBookingsPerPerson`). */
export type BookedBy = 'email' | 'phone' | 'both';

const bookedSubjects: Record<BookedBy, string> = {
  email: 'Email này',
  phone: 'Số điện thoại này',
  both: 'Email và số điện thoại này',
};

/**
 * A second booking by someone with a demo ahead: what holds it, and where to change the one they
 * have (the confirmation page always; the e-mail only when this install sends one).
 */
export function alreadyBookedMessage(by: BookedBy, mailed: boolean): string {
  const where = mailed ? 'trên trang xác nhận lịch hẹn hoặc trong email lịch demo' : 'trên trang xác nhận lịch hẹn';
  return `${bookedSubjects[by]} đã có một lịch demo sắp tới, mỗi khách hàng giữ một lịch demo. Để đổi giờ hoặc hủy lịch đó, anh/chị dùng nút “Đổi giờ” hoặc “Hủy lịch” ${where}.`;
}

/** The reschedule link of a booking whose changes of time are used up (`movesPerBooking`). */
export const movesUsedMessage = (moves: number) =>
  `Lịch demo này đã được đổi giờ ${moves} lần, số lần tối đa cho một lịch hẹn. Nếu giờ hiện tại không còn phù hợp, anh/chị có thể hủy lịch này rồi đặt lịch mới.`;
