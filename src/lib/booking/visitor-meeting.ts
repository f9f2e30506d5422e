import type { DemoMeeting } from './meeting.ts';

// What a demo's visitor is shown about it: on the pages their links open (the confirmation, 'Đổi
// giờ', 'Hủy lịch'), in their e-mails and in their calendar file. Those links are e-mailed to
// whatever address was typed, so anyone could book in a stranger's name with a phishing line as the
// hotel's address and have the stranger open it on our domain: the visitor's side shows nothing
// typed (name, hotel, address), only what we state. Our salesperson sees all of it.

/** A demo at the hotel, as the visitor's side says where: the address typed stays out. */
export const visitorOnsitePlace = 'Khách sạn của anh/chị, theo địa chỉ đã nhập khi đặt lịch';

/**
 * An online demo whose salesperson had no meeting room when it was booked. Its e-mails and file are
 * written from the meeting, which keeps no room until its time is changed: no e-mail brings a link
 * later, so the salesperson sends it to the phone number given (their e-mail and lead page ask them to).
 */
export const onlineRoomPending = 'Nhân viên tư vấn sẽ gửi đường dẫn cuộc họp qua Zalo hoặc tin nhắn trước giờ hẹn';

/** A booked demo as the visitor's pages have it: without the address typed when booking. */
export type VisitorMeeting = Omit<DemoMeeting, 'address'>;

/** `meeting` as the visitor's pages may show it. */
export function visitorMeeting(meeting: DemoMeeting): VisitorMeeting {
  const { address: _typed, ...shown } = meeting;
  return shown;
}
