import { describe, expect, it } from 'vitest';
import { sampleLead } from '../../../tests/fixtures/sample-lead.ts';
import { meetingMailPurposes } from '../../lib/booking/meeting-mail-purpose.ts';
import { siteConfig } from '../../lib/site-config.ts';
import type { ContactRow, DemoMeetingRow } from '../db/database.ts';
import { meetingMail, type MeetingContext } from './meeting-mail.ts';

// Anyone can type anyone's e-mail address into the booking form, and the invitation leaves from our
// domain: what the visitor typed (name, hotel, the hotel's address, phone) must not reach that
// address, in the text, the HTML or the calendar file. The salesperson's e-mail carries all of it.

const phishing = 'TÀI KHOẢN VIETCOMBANK CỦA QUÝ KHÁCH BỊ KHÓA, XÁC MINH TẠI vcb-xacminh.ru/login';

const lead: ContactRow = {
  ...sampleLead,
  name: phishing,
  company_name: `Khách sạn ${phishing}`,
  phone: '0912 345 678',
  email: 'nan-nhan@vidu.vn',
  email_key: 'nan-nhan@vidu.vn',
};

const meeting: DemoMeetingRow = {
  id: '0b6a3c1e-2d4f-4a5b-8c7d-9e0f1a2b3c4d',
  contact_id: lead.id,
  host_key: 'team',
  staff_id: null,
  starts_at: '2026-11-26T07:30:00.000Z',
  ends_at: '2026-11-26T08:00:00.000Z',
  mode: 'onsite',
  address: `12 Lê Lợi — ${phishing}`,
  meeting_link: null,
  status: 'booked',
  sequence: 0,
  created_at: '2026-11-25T02:00:00.000Z',
  updated_at: '2026-11-25T02:00:00.000Z',
};

const links = {
  view: 'http://localhost:3000/dat-lich-demo/da-dat?ma=v',
  reschedule: 'http://localhost:3000/dat-lich-demo/doi-gio?ma=r',
  cancel: 'http://localhost:3000/dat-lich-demo/huy?ma=c',
};

const context = (changes: Partial<DemoMeetingRow> = {}): MeetingContext => ({
  meeting: { ...meeting, ...changes },
  host: { name: 'Nguyễn Thị Lan', email: 'lan@hotelix.vn' },
  links,
});

const now = new Date('2026-11-25T02:00:00Z');

/** A calendar file's lines as written before folding (RFC 5545 folds at 75 octets). */
const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, '');
const visitorPurposes = meetingMailPurposes.filter((purpose) => purpose !== 'handoff');

describe('a meeting e-mail to the visitor', () => {
  it.each(visitorPurposes)('carries nothing the visitor typed (%s): text, HTML and calendar file', (purpose) => {
    const mail = meetingMail(purpose, 'visitor', lead, context(), siteConfig, now);
    for (const part of [mail.subject, mail.text, mail.html, mail.invite?.content ?? '']) {
      const unfolded = unfold(part);
      expect(unfolded).not.toContain('VIETCOMBANK');
      expect(unfolded).not.toContain('vcb-xacminh');
      expect(unfolded).not.toContain('12 Lê Lợi');
      expect(unfolded).not.toContain('0912 345 678');
    }
    expect(mail.text).toContain('Kính chào anh/chị,');
    expect(mail.text).toContain('Địa điểm: Khách sạn của anh/chị, theo địa chỉ đã nhập khi đặt lịch');
    expect(mail.text).toContain('Nhân viên tư vấn: Nguyễn Thị Lan');
  });

  it('names the visitor in the calendar by their address alone, and the demo by our brand', () => {
    const calendar = unfold(meetingMail('invite', 'visitor', lead, context(), siteConfig, now).invite!.content);
    expect(calendar).toContain('SUMMARY:Demo Hotelix\r\n');
    expect(calendar).toMatch(/ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:MAILTO:nan-nhan@vidu\.vn/);
  });

  it('offers Đổi giờ while the booking has changes of time left, and only Xem and Hủy after the third', () => {
    const third = meetingMail('update', 'visitor', lead, context({ sequence: 3 }), siteConfig, now);
    expect(third.text).not.toContain('Đổi giờ:');
    expect(third.invite!.content).not.toContain('doi-gio');
    expect(third.text).toContain(`Hủy lịch: ${links.cancel}`);
    const second = meetingMail('update', 'visitor', lead, context({ sequence: 2 }), siteConfig, now);
    expect(second.text).toContain(`Đổi giờ: ${links.reschedule}`);
  });
});

describe('an online demo booked while its salesperson had no meeting room', () => {
  it('tells the visitor the salesperson sends the link, and asks the salesperson to', () => {
    const online = context({ mode: 'online', address: null, meeting_link: null });
    const visitor = meetingMail('invite', 'visitor', lead, online, siteConfig, now);
    const pending = 'Nhân viên tư vấn sẽ gửi đường dẫn cuộc họp qua Zalo hoặc tin nhắn trước giờ hẹn';
    expect(visitor.text).toContain(`Phòng họp: ${pending}`);
    expect(unfold(visitor.invite!.content)).toContain(`LOCATION:${pending}`);
    const staff = meetingMail('invite', 'staff', lead, online, siteConfig, now);
    expect(staff.text).toContain(
      'Phòng họp: Chưa có đường dẫn họp: hãy gửi cho khách qua Zalo hoặc tin nhắn trước giờ hẹn',
    );
  });
});

describe('a meeting e-mail to the salesperson', () => {
  it('states the hotel, the guest and the address they typed: it goes to our own mailbox', () => {
    const mail = meetingMail('invite', 'staff', lead, context(), siteConfig, now);
    expect(mail.subject).toContain('VIETCOMBANK');
    expect(mail.text).toContain('Địa chỉ: 12 Lê Lợi');
    expect(unfold(mail.invite!.content)).toContain('SUMMARY:Demo Hotelix – Khách sạn TÀI KHOẢN VIETCOMBANK');
  });
});
