import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadMeeting } from '@/components/admin/lead-meeting';
import type { DemoMeeting } from '@/lib/booking/meeting';
import { CancelConfirm } from './cancel-confirm';
import { DeadLink } from './dead-link';
import { DemoHoursForm } from './demo-hours-form';
import { MeetingConfirmation } from './meeting-confirmation';
import { ModeChoice } from './mode-choice';
import { MovesUsed } from './moves-used';

// What the pages of a visitor's meeting links say. Those links are e-mailed to whatever address was
// typed, so what was typed (a phishing line as the hotel's address) must not show on them; and no
// sentence promises an e-mail that this install does not send (no mail server configured).

const phishing = 'TÀI KHOẢN VIETCOMBANK CỦA QUÝ KHÁCH BỊ KHÓA, XÁC MINH TẠI vcb-xacminh.ru/login';
const neutralPlace = 'Khách sạn của anh/chị, theo địa chỉ đã nhập khi đặt lịch';
const contactLinks = {
  hotline: { display: '0900 000 000', href: 'tel:+84900000000' },
  zaloUrl: 'https://zalo.me/0900000000',
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|')
    .replaceAll('&#x27;', "'");

const meeting = (extra: Partial<DemoMeeting> = {}): DemoMeeting => ({
  id: '0b6a3c1e-2d4f-4a5b-8c7d-9e0f1a2b3c4d',
  contact_id: '5f0c2a52-6f7e-4f47-9d0e-1f4a7c3b9e10',
  staff_id: null,
  starts_at: '2026-11-26T07:30:00.000Z',
  ends_at: '2026-11-26T08:00:00.000Z',
  mode: 'onsite',
  address: `12 Lê Lợi, ${phishing}`,
  meeting_link: null,
  status: 'booked',
  sequence: 0,
  created_at: '2026-11-25T02:00:00.000Z',
  updated_at: '2026-11-25T02:00:00.000Z',
  ...extra,
});

describe('the pages a visitor’s meeting links open', () => {
  const pages = (shown: DemoMeeting) => ({
    confirmation: <MeetingConfirmation meeting={shown} hostName="Trần Thị Lan" calendarHref="/lich" mailed={false} />,
    cancelled: (
      <MeetingConfirmation
        meeting={{ ...shown, status: 'cancelled' }}
        hostName="Trần Thị Lan"
        calendarHref="/lich"
        mailed={false}
      />
    ),
    cancel: <CancelConfirm meeting={shown} hostName="Trần Thị Lan" action="/huy" viewHref="/xem" />,
    movesUsed: (
      <MovesUsed
        meeting={shown}
        hostName="Trần Thị Lan"
        message="Hết lượt đổi giờ."
        cancelHref="/huy"
        viewHref="/xem"
        contactLinks={contactLinks}
      />
    ),
  });

  it.each(Object.keys(pages(meeting())))(
    'the %s page says where an onsite demo is in our words, never the address typed',
    (name) => {
      const shown = text(renderToStaticMarkup(pages(meeting())[name as keyof ReturnType<typeof pages>]));
      expect(shown).not.toContain('VIETCOMBANK');
      expect(shown).not.toContain('12 Lê Lợi');
      expect(shown).toContain(`|Địa điểm|${neutralPlace}|`);
    },
  );

  it('promises no e-mail for an online demo without a room: the salesperson sends the link', () => {
    const shown = text(renderToStaticMarkup(pages(meeting({ mode: 'online', address: null })).confirmation));
    expect(shown).toContain(
      '|Phòng họp trực tuyến|Nhân viên tư vấn sẽ gửi đường dẫn cuộc họp qua Zalo hoặc tin nhắn trước giờ hẹn.|',
    );
    expect(shown).not.toMatch(/email/i);
  });

  it('shows the salesperson’s room as a link when there is one', () => {
    const link = 'https://meet.google.com/abc-defg-hij';
    const html = renderToStaticMarkup(
      pages(meeting({ mode: 'online', address: null, meeting_link: link })).confirmation,
    );
    expect(html).toContain(`href="${link}"`);
  });
});

describe('what the booking flow says about e-mail', () => {
  it('hints where an online demo’s link is found: the e-mail only when this install sends one', () => {
    const hint = (sendsEmail: boolean) =>
      text(
        renderToStaticMarkup(
          <ModeChoice
            mode="online"
            address=""
            area={undefined}
            onsiteAreas={['TP. Hồ Chí Minh']}
            errors={{}}
            sendsEmail={sendsEmail}
          />,
        ),
      );
    expect(hint(true)).toContain(
      'Gọi video; đường dẫn cuộc họp có trên trang xác nhận lịch hẹn và trong email, hoặc nhân viên tư vấn gửi qua Zalo.',
    );
    expect(hint(false)).toContain(
      'Gọi video; đường dẫn cuộc họp có trên trang xác nhận lịch hẹn, hoặc nhân viên tư vấn gửi qua Zalo.',
    );
    expect(hint(false)).not.toMatch(/email/i);
  });

  it('sends a visitor with a dead link to the latest e-mail only when one was sent', () => {
    const advice = (sendsEmail: boolean) =>
      text(renderToStaticMarkup(<DeadLink contactLinks={contactLinks} sendsEmail={sendsEmail} />));
    expect(advice(true)).toContain('Anh/chị vui lòng mở liên kết trong email mới nhất, hoặc gọi hotline');
    expect(advice(false)).toContain('Anh/chị vui lòng mở lại trang xác nhận lịch hẹn, hoặc gọi hotline');
    expect(advice(false)).not.toMatch(/email/i);
  });

  it('tells a salesperson where customers find their meeting link: the invitation e-mail only with a mail server', () => {
    const hint = (sendsEmail: boolean) =>
      text(
        renderToStaticMarkup(
          <DemoHoursForm action="/admin/lich-hen" values={{}} errors={{}} sendsEmail={sendsEmail} />,
        ),
      );
    expect(hint(true)).toContain(
      'Khách đặt demo trực tuyến thấy đường dẫn này trên trang xác nhận lịch hẹn và trong thư mời qua email.',
    );
    expect(hint(false)).toContain(
      'Khách đặt demo trực tuyến thấy đường dẫn này trên trang xác nhận lịch hẹn và trong tệp lịch.',
    );
    expect(hint(false)).not.toMatch(/email|thư mời/i);
  });

  it('asks a salesperson cancelling a demo to tell the customer themselves when nothing is e-mailed', () => {
    const panel = (sendsEmail: boolean) =>
      text(
        renderToStaticMarkup(
          <LeadMeeting
            meeting={meeting({ mode: 'online', address: null })}
            host="Trần Thị Lan"
            leadOwnerId={null}
            member={{ id: 'x', role: 'owner' }}
            now={new Date('2026-11-25T02:00:00.000Z')}
            sendsEmail={sendsEmail}
          />,
        ),
      );
    expect(panel(true)).toContain('Hủy lịch demo này? Khách sẽ nhận email hủy lịch.');
    expect(panel(false)).toContain(
      'Hủy lịch demo này? Trang web không gửi email: hãy báo khách qua điện thoại hoặc Zalo.',
    );
  });

  it('says a changed time is a change, and promises a new e-mail only when one was sent', () => {
    const confirmation = (mailed: boolean) =>
      text(
        renderToStaticMarkup(
          <MeetingConfirmation
            meeting={meeting({ sequence: 1 })}
            hostName="Trần Thị Lan"
            calendarHref="/lich"
            googleCalendarHref="https://calendar.google.com/calendar/render?action=TEMPLATE"
            mailed={mailed}
          />,
        ),
      );
    expect(confirmation(false)).toContain('|Lịch demo đã được đổi giờ|');
    expect(confirmation(false)).not.toContain('đã được đặt');
    expect(confirmation(false)).toContain(
      'Giờ mới đã được lưu. Anh/chị vui lòng cập nhật lịch của mình bằng nút “Thêm vào lịch” bên dưới.',
    );
    expect(confirmation(false)).not.toMatch(/email/i);
    expect(confirmation(true)).toContain('Chúng tôi đã gửi lời mời mới qua email; lời mời cũ không còn dùng được.');
    expect(confirmation(false)).toContain('|Thêm vào Google Lịch|');
    // A first booking keeps its own words.
    const booked = text(
      renderToStaticMarkup(
        <MeetingConfirmation meeting={meeting()} hostName={null} calendarHref="/lich" mailed={false} />,
      ),
    );
    expect(booked).toContain('|Lịch demo đã được đặt|');
  });

  it('offers a demo at the hotel only in the areas the owner serves, and says when it is online only', () => {
    const choice = (onsiteAreas: string[]) =>
      renderToStaticMarkup(
        <ModeChoice mode="onsite" address="" area="Đà Nẵng" onsiteAreas={onsiteAreas} errors={{}} sendsEmail={false} />,
      );
    const served = choice(['TP. Hồ Chí Minh', 'Đà Nẵng']);
    expect(text(served)).toContain('Chuyên viên đến khách sạn của anh/chị ở TP. Hồ Chí Minh, Đà Nẵng.');
    expect(served).toContain('<option value="Đà Nẵng" selected="">Đà Nẵng</option>');
    expect(served.match(/<input[^>]*value="onsite"[^>]*>/)?.[0]).toContain('checked=""');
    const online = choice([]);
    expect(online).not.toContain('value="onsite"');
    expect(online).not.toContain('name="address"');
    expect(text(online)).toContain('Hiện chúng tôi chỉ demo trực tuyến.');
  });
});
