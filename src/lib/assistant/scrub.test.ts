import { describe, expect, it } from 'vitest';
import { emailMarker, holdsPersonalData, phoneMarker, scrubPersonalData } from './scrub';

const notPersonal = [
  'Giá 1.200.000 ₫ một tháng?',
  'Khách sạn 35 phòng, 2 tầng',
  'Năm 2026 có giảm giá không?',
  'Gói 12.000.000 ₫/năm cho 120 phòng',
  'Hợp đồng ngày 26.11.2026, 3 chi nhánh',
  'Giá 990 000 đ hay 1 500 000 đ?',
  'Phiên bản 4.1.3, cổng 8080',
  'Từ 10 - 50 phòng thì sao?',
  'Khách sạn ở 12 Lê Lợi, 5 sao',
  'Khóa thông minh 3.200.000 ₫/bộ, lắp đặt 250.000 ₫',
  'Giá 1.200.000 ₫ – 3.200.000 ₫ tùy gói',
  'Năm 2025–2026, hợp đồng 01/12/2026',
  'Phòng 101/102/103, tầng 2_3',
  'Gói 990.000 ₫—1.200.000 ₫ một tháng',
];

// Every spelling of one mobile the scrub must catch: what people type, paste from a contact card or
// from a web page (full-width digits, dashes and no-break hyphens), with every prefix.
const spellings = [
  '０９１２ ３４５ ６７８',
  '０９１２３４５６７８',
  '＋８４ ９１２ ３４５ ６７８',
  '0912–345–678',
  '0912 – 345 – 678',
  '0912—345—678',
  '0912\u2011345\u2011678',
  '0912\u2010345\u2010678',
  '0912\u2212345\u2212678',
  '0912_345_678',
  '0912/345/678',
  '0912.345.678',
  '0912-345-678',
  '0912 345 678',
  '0912\u00a0345\u202f678',
  '(0912) 345 678',
  '0084 912 345 678',
  '0084912345678',
  '0084–912–345–678',
  '+84 912 345 678',
  '+84-912-345-678',
  '+84 (0) 912 345 678',
  '(+84)_912_345_678',
  '84 912 345 678',
  '84/912/345/678',
];

describe('scrubPersonalData', () => {
  it.each([
    ['Gọi em 0912 345 678 nhé', `Gọi em ${phoneMarker} nhé`],
    ['sđt: 0912.345.678.', `sđt: ${phoneMarker}.`],
    ['0912-345-678', phoneMarker],
    ['+84 912345678', phoneMarker],
    ['+84 912 345 678', phoneMarker],
    ['(+84) 912 345 678', phoneMarker],
    ['84912345678', phoneMarker],
    ['số 0912345678, zalo luôn', `số ${phoneMarker}, zalo luôn`],
    ['lễ tân 028 3822 1234', `lễ tân ${phoneMarker}`],
    ['lễ tân (028) 3822 1234', `lễ tân ${phoneMarker}`],
    ['0236 777 6666', phoneMarker],
    ['zalo.me/0912345678', `zalo.me/${phoneMarker}`],
    ['sdt0912345678', `sdt${phoneMarker}`],
    ['+65 6123 4567', phoneMarker],
    ['năm 2026 0912 345 678', `năm 2026 ${phoneMarker}`],
    ['0912 345 678 hoặc 0987 654 321', `${phoneMarker} hoặc ${phoneMarker}`],
    ['0912345678/0987654321', `${phoneMarker}/${phoneMarker}`],
    ['lan.nguyen@gmail.com', emailMarker],
    ['Email: Lan.Nguyen+ks@khachsan-hoa.com.vn, cảm ơn', `Email: ${emailMarker}, cảm ơn`],
    ['gửi về nguyen0912345678@gmail.com', `gửi về ${emailMarker}`],
  ])('removes the phone number or e-mail address in %j', (text, scrubbed) => {
    expect(scrubPersonalData(text)).toBe(scrubbed);
  });

  it.each(spellings)('removes the mobile spelt %j', (phone) => {
    expect(scrubPersonalData(`Gọi em số ${phone} nhé`)).toBe(`Gọi em số ${phoneMarker} nhé`);
    expect(holdsPersonalData(`sđt ${phone}`)).toBe(true);
  });

  it('removes landlines and foreign numbers spelt with dashes, underscores, slashes and 00', () => {
    expect(scrubPersonalData('lễ tân (028)–3822–1234')).toBe(`lễ tân ${phoneMarker}`);
    expect(scrubPersonalData('lễ tân 0236_777_6666')).toBe(`lễ tân ${phoneMarker}`);
    expect(scrubPersonalData('văn phòng 0065 6123 4567')).toBe(`văn phòng ${phoneMarker}`);
  });

  it('keeps the numbers an owner asks about: prices, room counts, years, dates, versions, addresses', () => {
    for (const text of notPersonal) {
      expect(scrubPersonalData(text), text).toBe(text);
      expect(holdsPersonalData(text), text).toBe(false);
    }
  });

  it('removes the e-mail spellings the answer check reads: defanged, in words', () => {
    expect(scrubPersonalData('gửi ketoan[at]hotelix-pay[.]com nhé')).toBe(`gửi ${emailMarker} nhé`);
    expect(scrubPersonalData('gửi lan a còng gmail chấm com nhé')).toBe(`gửi ${emailMarker} nhé`);
    expect(holdsPersonalData('email: lan (at) khachsan-hoa (dot) vn')).toBe(true);
  });

  it('removes numbers joined by any separator, or with an O for a zero', () => {
    for (const phone of ['0912:345:678', '0912|345|678', '0912~345~678', 'O912 345 678', '0912\uFE0F345\uFE0F678'])
      expect(scrubPersonalData(`Gọi em số ${phone} nhé`), phone).toBe(`Gọi em số ${phoneMarker} nhé`);
  });

  it('keeps the text as typed, reading it as NFKC only to find what to remove', () => {
    expect(scrubPersonalData('Phòng 25 m², gọi ０９１２ ３４５ ６７８ hoặc ｌａｎ＠ｇｍａｉｌ．ｃｏｍ ﬁ')).toBe(
      `Phòng 25 m², gọi ${phoneMarker} hoặc ${emailMarker} ﬁ`,
    );
    expect(scrubPersonalData('Giá ① phòng 25 m²')).toBe('Giá ① phòng 25 m²');
    expect(holdsPersonalData('Phòng 25 m²')).toBe(false);
  });

  it('keeps Vietnamese text and composes it as NFC', () => {
    expect(scrubPersonalData('Phần mềm quản lý khách sạn'.normalize('NFD'))).toBe('Phần mềm quản lý khách sạn');
  });
});
