import { nextOpening, type WeeklyHours } from '../sales/office-hours.ts';

// What a visitor reads after handing the conversation over to sales: in office hours, that we will
// call soon; outside them, when the call can come, so nobody waits by the phone at 23:00.

const weekdays = ['Chủ nhật', 'thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy'];
const vietnamOffsetMs = 7 * 3_600_000;
const dayMs = 86_400_000;

/** The thank-you in office hours. */
export const thanksInOfficeHours = 'Yêu cầu của anh/chị đã được gửi. Nhân viên tư vấn sẽ gọi lại cho anh/chị sớm.';

/** 'từ 8:00 hôm nay', 'từ 8:00 ngày mai (thứ Bảy, 28/11)', 'từ 8:00 thứ Hai, 30/11'. */
function fromWhen(now: Date, opening: Date): string {
  const local = new Date(opening.getTime() + vietnamOffsetMs);
  const days = Math.floor(local.getTime() / dayMs) - Math.floor((now.getTime() + vietnamOffsetMs) / dayMs);
  const time = `${local.getUTCHours()}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  const date = `${String(local.getUTCDate()).padStart(2, '0')}/${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
  const weekday = weekdays[local.getUTCDay()]!;
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
