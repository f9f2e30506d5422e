import { describe, expect, it } from 'vitest';
import { googleCalendarHref } from './meeting-invite.ts';

// The confirmation's 'Thêm vào Google Lịch': Google Calendar's own page for a new event, filled in
// as the calendar file is, with nothing the visitor typed, and the confirmation page's own link.

const site = { brand: 'Hotelix', hotline: { display: '0900 000 000', href: 'tel:+84900000000', hours: '8:00–18:00' } };
const pageUrl = 'https://hotelix.vn/dat-lich-demo/da-dat?ma=abc';
const online = {
  mode: 'online' as const,
  meeting_link: 'https://meet.google.com/abc-defg-hij',
  starts_at: '2026-12-10T02:00:00.000Z',
  ends_at: '2026-12-10T02:30:00.000Z',
};

describe('the Google Calendar link of a booked demo', () => {
  it('fills in the title, the times in UTC, the meeting room and who to call', () => {
    const url = new URL(googleCalendarHref(online, 'Trần Thị Lan', site, pageUrl));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Demo Hotelix');
    expect(url.searchParams.get('dates')).toBe('20261210T020000Z/20261210T023000Z');
    expect(url.searchParams.get('location')).toBe('https://meet.google.com/abc-defg-hij');
    expect(url.searchParams.get('details')).toBe(
      [
        'Demo phần mềm quản lý khách sạn Hotelix.',
        'Hình thức: Trực tuyến · https://meet.google.com/abc-defg-hij',
        'Nhân viên tư vấn: Trần Thị Lan',
        'Hotline: 0900 000 000',
        `Xem, đổi giờ hoặc hủy lịch: ${pageUrl}`,
      ].join('\n'),
    );
  });

  it('names the hotel only as the visitor’s own, and promises the room when there is none yet', () => {
    const onsite = new URL(googleCalendarHref({ ...online, mode: 'onsite', meeting_link: null }, null, site, pageUrl));
    expect(onsite.searchParams.get('location')).toBe('Khách sạn của anh/chị, theo địa chỉ đã nhập khi đặt lịch');
    expect(onsite.searchParams.get('details')).not.toContain('Nhân viên tư vấn');
    const pending = new URL(googleCalendarHref({ ...online, meeting_link: null }, null, site, pageUrl));
    expect(pending.searchParams.get('location')).toBe(
      'Nhân viên tư vấn sẽ gửi đường dẫn cuộc họp qua Zalo hoặc tin nhắn trước giờ hẹn',
    );
  });
});
