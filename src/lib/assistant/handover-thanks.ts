import { nextOpening, type WeeklyHours } from '../sales/office-hours.ts';
import { daysFrom, minutesIntoVietnamDay, vietnamDateOf, weekdayOf } from '../vietnam-time.ts';

// What a visitor reads after handing the conversation over to sales: in office hours, that we will
// call soon; outside them, when the call can come, so nobody waits by the phone at 23:00.

const weekdays = ['Chủ nhật', 'thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy'];

/** The thank-you in office hours. */
export const thanksInOfficeHours = 'Yêu cầu của anh/chị đã được gửi. Nhân viên tư vấn sẽ gọi lại cho anh/chị sớm.';

/** 'từ 8:00 hôm nay', 'từ 8:00 ngày mai (thứ Bảy, 28/11)', 'từ 8:00 thứ Hai, 30/11'. */
function fromWhen(now: Date, opening: Date): string {
  const day = vietnamDateOf(opening);
  const days = daysFrom(vietnamDateOf(now), day);
  const minutes = minutesIntoVietnamDay(opening);
  const time = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  const date = `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  const weekday = weekdays[weekdayOf(day)]!;
  if (days === 0) return `từ ${time} hôm nay`;
  if (days === 1) return `từ ${time} ngày mai (${weekday}, ${date})`;
  return `từ ${time} ${weekday}, ${date}`;
}

/** The thank-you for a handover sent at `now`, with the office's `week`. */
export function handoverThanks(now: Date, week: WeeklyHours): string {
  const opening = nextOpening(now, week);
  if (!opening) return thanksInOfficeHours;
  return `Yêu cầu của anh/chị đã được gửi. Bây giờ là ngoài giờ làm việc: nhân viên tư vấn sẽ gọi lại cho anh/chị ${fromWhen(now, opening)}.`;
}
