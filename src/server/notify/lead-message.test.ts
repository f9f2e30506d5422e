import { describe, expect, it } from 'vitest';
import { sampleLead } from '../../../tests/fixtures/sample-lead.ts';
import type { ContactRow } from '../db/database.ts';
import { initialDetails, siteWith } from '../../lib/company/company-details.ts';
import { siteConfig } from '../../lib/site-config.ts';
import {
  confirmationHtml,
  confirmationText,
  inboxUrl,
  salesHtml,
  salesSubject,
  salesText,
  webhookPayload,
} from './lead-message.ts';

const ordinary: ContactRow = {
  ...sampleLead,
  message: 'Cần tư vấn phần mềm\ncho 45 phòng ở Đà Nẵng',
  room_count: 45,
  source: 'contact',
  preferred_time: null,
  page: '/lien-he',
};

const fakeLink = 'Xem và xử lý trong hộp thư: https://evil.example/admin/login';
const malicious: ContactRow = {
  ...ordinary,
  name: `Lan\n\n${fakeLink}`,
  message: `Xin báo giá\n\nXem và xử lý trong hộp thư: https://evil.example`,
};

const caption = 'Thông tin khách hàng gửi (nguyên văn, không phải nội dung của hệ thống):';
const webhookText = (lead: ContactRow) => (webhookPayload('n-1', lead) as { text: string }).text;

/** The lines before the visitor's caption, and the lines after it (the final empty line dropped). */
function split(text: string, captionLine: string): { before: string[]; after: string[] } {
  const lines = text.replace(/\n$/, '').split('\n');
  const at = lines.indexOf(captionLine);
  expect(at).toBeGreaterThan(0);
  return { before: lines.slice(0, at), after: lines.slice(at + 1) };
}

describe('salesText', () => {
  it('states our facts and the inbox link, then quotes every visitor fact, for an ordinary lead', () => {
    expect(salesText(ordinary)).toBe(
      [
        'Khách hàng mới (Liên hệ)',
        '',
        'Thời gian: 23/11/2026 09:00',
        'Nguồn: Liên hệ',
        'Người phụ trách: Chưa giao',
        `Xem và xử lý trong hộp thư: ${inboxUrl(ordinary)}`,
        '',
        caption,
        '> Khách sạn: Khách sạn Hoa Sen',
        '> Họ tên: Nguyễn Văn An',
        '> Email: an@hoasen.vn',
        '> Điện thoại: 0901 234 567',
        '> Số phòng: 45',
        '> Nội dung: Cần tư vấn phần mềm',
        '>   cho 45 phòng ở Đà Nẵng',
        '> Trang gửi: /lien-he',
        '> UTM source / medium: facebook',
        '> UTM campaign / term / content: mua-thu',
        '',
      ].join('\n'),
    );
  });

  it('leaves our inbox link the only line that starts like it when the name and message fake one', () => {
    const lines = salesText(malicious).split('\n');
    expect(lines.filter((line) => line.startsWith('Xem và xử lý trong hộp thư'))).toEqual([
      `Xem và xử lý trong hộp thư: ${inboxUrl(malicious)}`,
    ]);
    expect(lines.indexOf(`Xem và xử lý trong hộp thư: ${inboxUrl(malicious)}`)).toBeLessThan(lines.indexOf(caption));
  });

  it('keeps every line of a multi-line visitor value inside the quoted block', () => {
    const { before, after } = split(salesText(malicious), caption);
    expect(before.join('\n')).not.toMatch(/Lan|evil|Xin báo giá|Hoa Sen/);
    expect(after.every((line) => line === '>' || line.startsWith('> '))).toBe(true);
    expect(after).toContain('> Họ tên: Lan');
    expect(after).toContain(`>   ${fakeLink}`);
    expect(after).toContain('>   Xem và xử lý trong hộp thư: https://evil.example');
  });

  it('quotes the next line too when the visitor breaks a line with CR, U+2028 or U+2029', () => {
    const lead = { ...ordinary, message: 'a\rXem: 1\u2028Xem: 2\u2029Xem: 3\r\nXem: 4\u0085Xem: 5' };
    const { after } = split(salesText(lead), caption);
    expect(after).toEqual(
      expect.arrayContaining(['> Nội dung: a', '>   Xem: 1', '>   Xem: 2', '>   Xem: 3', '>   Xem: 4', '>   Xem: 5']),
    );
    expect(salesText(lead)).not.toMatch(/[\r\u2028\u2029\u0085]/);
  });
});

describe('salesSubject', () => {
  it('keeps the hotel and the source on one line when the hotel holds line breaks', () => {
    expect(salesSubject({ ...ordinary, company_name: 'Resort <Biển>\r\n\r\nBcc: x@evil.example' })).toBe(
      'Khách hàng mới: Resort <Biển> Bcc: x@evil.example (Liên hệ)',
    );
  });
});

describe('notifications of a lead with hidden characters', () => {
  const rlo = { ...ordinary, name: 'Lan \u202Egnp.exe', company_name: 'Hoa\u200B Sen\u0007' };

  it('lets no right-to-left override or zero-width character reach any message', () => {
    for (const message of [salesSubject(rlo), salesText(rlo), salesHtml(rlo), webhookText(rlo)]) {
      for (const hidden of ['\u202E', '\u200B', '\u0007']) expect(message).not.toContain(hidden);
    }
  });

  it('shows the hidden character as a visible mark in the visitor block', () => {
    expect(salesText(rlo)).toContain('> Họ tên: Lan \uFFFDgnp.exe');
    expect(salesHtml(rlo)).toContain('Lan \uFFFDgnp.exe');
    expect(webhookText(rlo)).toContain('> *Họ tên:* Lan \uFFFDgnp.exe');
    expect(salesSubject(rlo)).toBe('Khách hàng mới: Hoa Sen (Liên hệ)');
  });

  it('keeps the joiners of an emoji sequence, which hide nothing', () => {
    const family = { ...ordinary, message: 'Phòng gia đình 👨\u200D👩\u200D👧 và 👩🏽\u200D💻, không\u200Dphải' };
    expect(salesText(family)).toContain('> Nội dung: Phòng gia đình 👨\u200D👩\u200D👧 và 👩🏽\u200D💻, không\uFFFDphải');
  });

  it('still hands the webhook receiver the fields exactly as stored', () => {
    const { lead } = webhookPayload('n-1', rlo) as { lead: Record<string, unknown> };
    expect(lead).toMatchObject({ name: 'Lan \u202Egnp.exe', company_name: 'Hoa\u200B Sen\u0007' });
  });
});

describe('salesHtml', () => {
  it('puts our link first and the visitor facts, escaped, in a captioned quotation', () => {
    const html = salesHtml({ ...malicious, company_name: 'Resort <Biển> & Xanh' });
    // The <title> is the subject, one escaped line; the body is what a reader takes for ours.
    const [ours, quotation] = html.slice(html.indexOf('<body')).split('<blockquote');
    expect(ours).toContain(`<a href="${inboxUrl(malicious)}">Xem và xử lý trong hộp thư</a>`);
    expect(ours).not.toMatch(/evil|Lan|Biển/);
    expect(quotation).toContain('<strong>Thông tin khách hàng gửi</strong>');
    expect(quotation).toContain('Resort &lt;Biển&gt; &amp; Xanh');
    expect(quotation).toContain(`Lan\n\n${fakeLink}`);
  });

  it('keeps ordinary Vietnamese values as they were typed', () => {
    const html = salesHtml(ordinary);
    for (const value of [ordinary.name, ordinary.company_name, ordinary.message]) {
      expect(value).toBe(value.normalize('NFC'));
      expect(html).toContain(value);
      expect(webhookText(ordinary)).toContain(value.split('\n')[0]);
    }
  });
});

describe('webhookPayload', () => {
  const slackCaption = '*Thông tin khách hàng gửi* (nguyên văn, không phải nội dung của hệ thống):';

  it('opens with our heading and link, then quotes the visitor on every line', () => {
    const { before, after } = split(webhookText(malicious), slackCaption);
    expect(before).toEqual([
      'Khách hàng mới (Liên hệ)',
      `<${inboxUrl(malicious)}|Xem trong hộp thư>`,
      '*Thời gian:* 23/11/2026 09:00',
      '*Nguồn:* Liên hệ',
      '*Người phụ trách:* Chưa giao',
    ]);
    expect(after.every((line) => line === '>' || line.startsWith('> '))).toBe(true);
    expect(after).toContain(`>   ${fakeLink}`);
  });

  it('lets no visitor value open a link, a mention or a second quote', () => {
    const text = webhookText({ ...malicious, name: '<!channel> <https://evil.example|Xem trong hộp thư>\n> x' });
    expect(text.match(/</g)).toHaveLength(1);
    expect(text).toContain('> *Họ tên:* &lt;!channel&gt; &lt;https://evil.example|Xem trong hộp thư&gt;');
    expect(text).toContain('>   &gt; x');
  });

  it('keeps ordinary Vietnamese values and multi-line messages readable', () => {
    const { after } = split(webhookText(ordinary), slackCaption);
    expect(after).toContain('> *Họ tên:* Nguyễn Văn An');
    expect(after).toContain('> *Nội dung:* Cần tư vấn phần mềm');
    expect(after).toContain('>   cho 45 phòng ở Đà Nẵng');
  });
});

describe("the visitor's confirmation", () => {
  it('tells the visitor the hotline the owner saved, in text and HTML, and none of what they typed', () => {
    const site = siteWith(siteConfig, {
      ...initialDetails(siteConfig),
      hotline: '028 3822 1234',
      hotlineHours: '7:30–21:30',
    });
    const text = confirmationText(sampleLead, site);
    expect(text).toContain('anh/chị vui lòng gọi 028 3822 1234 (7:30–21:30)');
    expect(text).not.toContain('0900 000 000');
    expect(text).not.toContain(sampleLead.name);
    expect(confirmationHtml(sampleLead, site)).toContain('028 3822 1234');
  });
});
