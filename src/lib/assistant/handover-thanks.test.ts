import { describe, expect, it } from 'vitest';
import { parseOfficeHours } from '../sales/office-hours.ts';
import { handoverThanks, thanksInOfficeHours } from './handover-thanks.ts';

const week = parseOfficeHours(['Thứ Hai đến thứ Sáu: 8:00–18:00', 'Thứ Bảy: 8:00–12:00', 'Chủ nhật: nghỉ'])!;
// Vietnam time, written as such: 2026-11-27 is a Friday.
const vn = (local: string) => new Date(`${local}+07:00`);

describe('handoverThanks', () => {
  it('promises a call soon in office hours', () => {
    expect(handoverThanks(vn('2026-11-27T10:00'), week)).toBe(thanksInOfficeHours);
  });

  it('says when the call can come outside office hours: later today, tomorrow, or after the weekend', () => {
    expect(handoverThanks(vn('2026-11-27T06:30'), week)).toBe(
      'Yêu cầu của anh/chị đã được gửi. Bây giờ là ngoài giờ làm việc: nhân viên tư vấn sẽ gọi lại cho anh/chị từ 8:00 hôm nay.',
    );
    expect(handoverThanks(vn('2026-11-27T23:00'), week)).toBe(
      'Yêu cầu của anh/chị đã được gửi. Bây giờ là ngoài giờ làm việc: nhân viên tư vấn sẽ gọi lại cho anh/chị từ 8:00 ngày mai (thứ Bảy, 28/11).',
    );
    expect(handoverThanks(vn('2026-11-28T12:05'), week)).toBe(
      'Yêu cầu của anh/chị đã được gửi. Bây giờ là ngoài giờ làm việc: nhân viên tư vấn sẽ gọi lại cho anh/chị từ 8:00 thứ Hai, 30/11.',
    );
  });

  it('counts days in Vietnam time: Sunday 01:00 there is still Saturday in UTC', () => {
    expect(handoverThanks(vn('2026-11-29T01:00'), week)).toBe(
      'Yêu cầu của anh/chị đã được gửi. Bây giờ là ngoài giờ làm việc: nhân viên tư vấn sẽ gọi lại cho anh/chị từ 8:00 ngày mai (thứ Hai, 30/11).',
    );
  });
});
