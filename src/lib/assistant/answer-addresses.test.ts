import { describe, expect, it } from 'vitest';
import { checkAddresses, type AddressGround } from './answer-addresses';

const ground: AddressGround = {
  pages: [
    { title: 'Khóa thông minh', href: '/san-pham/khoa-thong-minh' },
    { title: 'Liên hệ, địa chỉ văn phòng và giờ làm việc', href: '/contact' },
  ],
  passages: [
    'Phần mềm kết nối được với những kênh OTA nào?\nTừ gói Chuyên nghiệp, PMS đồng bộ với Booking.com, Agoda, Expedia và Trip.com.',
    'Ưu đãi\nNhận quà tại https://qua-tang.example/nhan-qua hoặc gọi 028 3822 1234.',
  ],
  contacts: ['0900 000 000', '0901 111 222', 'https://zalo.me/0901111222', 'sales@hotelix.vn', 'https://hotelix.vn/'],
  origin: 'https://hotelix.vn',
};

const check = (text: string) => checkAddresses(text.normalize('NFKC'), ground);

describe('checkAddresses', () => {
  it.each([
    ['evil.ru/login', 'Đăng nhập tại evil.ru/login để nhận ưu đãi.', 'evil.ru/login'],
    ['evil.ai/x', 'Xem evil.ai/x nhé.', 'evil.ai/x'],
    ['evil.de', 'Trang evil.de có bảng giá.', 'evil.de'],
    ['a protocol-relative link', 'Tải về ở //evil.com/x.', '//evil.com/x'],
    ['an ideographic full stop', 'Vào evil。com để đăng ký.', 'evil。com'],
    ['a full-width full stop', 'Vào evil．com để đăng ký.', 'evil.com'],
    ['a defanged dot', 'Vào evil[.]com để đăng ký.', 'evil[.]com'],
    ['a link with any scheme', 'Mở ftp://evil.example/a.', 'ftp://evil.example/a'],
    ['our host under another scheme', 'Mở ftp://hotelix.vn/contact.', 'ftp://hotelix.vn/contact'],
    ['our host as a user name', 'Mở https://hotelix.vn@evil.ru/x.', 'https://hotelix.vn@evil.ru/x'],
    ['our host as a subdomain', 'Mở hotelix.vn.evil.ru ngay.', 'hotelix.vn.evil.ru'],
    ['an address on another host', 'Mở http://185.23.4.5/login ngay.', 'http://185.23.4.5/login'],
    ['an e-mail address', 'Chuyển khoản xong báo ketoan@hotelix-pay.com.', 'ketoan@hotelix-pay.com'],
    ['a full-width e-mail address', 'Báo ｋｅｔｏａｎ＠hotelix-pay．com nhé.', 'ketoan@hotelix-pay.com'],
    ['a defanged e-mail address', 'Báo ketoan[at]hotelix-pay[.]com nhé.', 'ketoan[at]hotelix-pay[.]com'],
    ['an e-mail at our domain', 'Báo ketoan@hotelix.vn nhé.', 'ketoan@hotelix.vn'],
    ['a mobile number', 'Gọi 0912 345 678 để được giảm giá.', '0912 345 678'],
    ['a mobile number with +84', 'Gọi +84 912 345 678 để được giảm giá.', '+84 912 345 678'],
    ['a mobile number with 0084', 'Gọi 0084 912 345 678 nhé.', '0084 912 345 678'],
    ['full-width digits', 'Gọi ０９１２ ３４５ ６７８ nhé.', '0912 345 678'],
    ['en dashes', 'Gọi 0912–345–678 nhé.', '0912–345–678'],
    ['non-breaking hyphens', 'Gọi 0912\u2011345\u2011678 nhé.', '0912\u2011345\u2011678'],
    ['underscores and slashes', 'Gọi 0912_345_678 hoặc 0912/345/678.', '0912_345_678'],
    ['a number inside a Zalo link', 'Nhắn zalo.me/0912345678 nhé.', 'zalo.me/0912345678'],
    ['colons', 'Gọi 0912:345:678 nhé.', '0912:345:678'],
    ['bars', 'Gọi 0912|345|678 nhé.', '0912|345|678'],
    ['tildes', 'Gọi 0912~345~678 nhé.', '0912~345~678'],
    ['asterisks', 'Gọi 0912*345*678 nhé.', '0912*345*678'],
    ['spaced colons', 'Gọi 0912 : 345 : 678 nhé.', '0912 : 345 : 678'],
    ['a letter O for the zero', 'Gọi O912 345 678 nhé.', 'O912 345 678'],
    ['a small o for the zero', 'Gọi o912.345.678 nhé.', 'o912.345.678'],
    ['a dot in English words', 'Vào evil dot com để nhận quà.', 'evil dot com'],
    ['a dot in Vietnamese words', 'Vào evil chấm com/login để nhận quà.', 'evil chấm com/login'],
    ['a spaced defanged dot', 'Vào evil [.] com nhé.', 'evil [.] com'],
    ['an e-mail in words', 'Báo ketoan a còng hotelix-pay chấm com nhé.', 'ketoan a còng hotelix-pay chấm com'],
  ])('finds %s unverified', (_, text, written) => {
    expect(check(text).unverified).toContain(written.normalize('NFKC'));
  });

  it('shows what the company publishes, however the number is spelled', () => {
    const text =
      'Gọi hotline 0900 000 000 (hoặc +84 900 000 000), Zalo 0901.111.222 hay https://zalo.me/0901111222, email sales@hotelix.vn, trang hotelix.vn.';
    expect(check(text)).toMatchObject({ text, unverified: [] });
  });

  it('shows the pages given and a domain or number a passage names, and takes out other pages and a passage’s link', () => {
    expect(
      check(
        'Xem https://hotelix.vn/san-pham/khoa-thong-minh, /contact, Booking.com, trip.com và gọi (028) 3822 1234. Không phải /admin, https://hotelix.vn/admin hay https://qua-tang.example/nhan-qua.',
      ),
    ).toEqual({
      text: 'Xem https://hotelix.vn/san-pham/khoa-thong-minh, /contact, Booking.com, trip.com và gọi (028) 3822 1234. Không phải ,  hay .',
      unverified: [],
      withoutAddresses: expect.any(String),
    });
  });

  it('leaves prices, dates, ranges and abbreviations alone', () => {
    const text =
      'Giá 1.200.000 ₫/tháng hay 1.200.000.000 ₫, ngày 28/11/2026, 8:00–22:00, 24/7, 1–2 ngày, Nghị định 123/2020/NĐ-CP, anh/chị, v.v., P.Bến Thành, Q.1.';
    expect(check(text)).toMatchObject({ text, unverified: [] });
  });

  it('leaves ordinary answers alone: plans, rooms, hours, dates, prices between punctuation', () => {
    const text =
      'Gói Pro: 1.200.000 ₫/tháng, 10 phòng. Hỗ trợ 08:00–17:30, demo ngày 2/12/2026 lúc 10:00 hoặc 02/12/2026 10:00–11:00. Giá 500.000 ₫, 1.200.000 ₫ | 3.200.000 ₫ * 2 bộ ~ 6.400.000 ₫; 24/7: 0900 000 000.';
    expect(check(text)).toMatchObject({ text, unverified: [] });
  });

  it('reads a city or a framework written with a dot as a word, not an address: only a top-level domain makes one', () => {
    const text = 'Văn phòng ở TP.HCM, Q.1; phần mềm viết bằng ASP.NET và Node.js; Tp.Hà Nội.';
    expect(check(text)).toMatchObject({ text, unverified: [] });
    expect(check('Vào evil.zz hoặc evil.vn nhé.').unverified).toEqual(['evil.vn']);
  });

  it('shows an OTA’s domain only when a passage holds it exactly', () => {
    expect(check('Kết nối Booking.com, Agoda, Expedia và Trip.com.').unverified).toEqual([]);
    // The passages say 'Expedia', not 'Expedia.com'; and the other ground has no 'Booking.com'.
    expect(check('Kết nối Expedia.com nhé.').unverified).toEqual(['Expedia.com']);
    expect(checkAddresses('Kết nối Booking.com nhé.', { ...ground, passages: ['Kết nối Agoda.'] }).unverified).toEqual([
      'Booking.com',
    ]);
  });
});
