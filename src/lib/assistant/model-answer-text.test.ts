import { describe, expect, it } from 'vitest';
import { answerFilter, cleanModelText, completeLength, type AnswerGround } from './model-answer-text';

const ground: AnswerGround = {
  pages: [
    { title: 'Gói Chuyên nghiệp', href: '/#pricing' },
    { title: 'Khóa thông minh', href: '/san-pham/khoa-thong-minh' },
  ],
  passages: ['Gói Chuyên nghiệp\n1.200.000 ₫/tháng.\nKết nối Booking.com, Agoda và Traveloka.'],
  contacts: ['0900 000 000', 'https://zalo.me/0900000000', 'sales@hotelix.vn', 'https://hotelix.vn/'],
  origin: 'https://hotelix.vn',
};

describe('cleanModelText', () => {
  it('turns citations into passage numbers and takes them out of the text', () => {
    expect(cleanModelText('Dạ, gói Chuyên nghiệp 1.200.000 ₫/tháng [1]. Khóa mở bằng thẻ [2, 1][7].', ground)).toEqual({
      text: 'Dạ, gói Chuyên nghiệp 1.200.000 ₫/tháng. Khóa mở bằng thẻ.',
      cited: [1, 2],
      ungrounded: [],
      unverified: [],
    });
  });

  it('keeps the pages given and the company’s contacts, and removes other pages of the site', () => {
    const written =
      '[Bảng giá](/#pricing) ở https://hotelix.vn/#pricing và /san-pham/khoa-thong-minh, không phải /admin. ' +
      'Gọi 0900 000 000, Zalo https://zalo.me/0900000000 hoặc email sales@hotelix.vn.';
    expect(cleanModelText(written, ground)).toMatchObject({
      text: 'Bảng giá ở https://hotelix.vn/#pricing và /san-pham/khoa-thong-minh, không phải. Gọi 0900 000 000, Zalo https://zalo.me/0900000000 hoặc email sales@hotelix.vn.',
      unverified: [],
    });
  });

  it('names every address, e-mail and phone number nobody published, even one a markdown link hides', () => {
    const written =
      'Xem https://giam-gia.example/uu-dai, www.lua-dao.vn hoặc khuyenmai-hotelix.com/nhan-qua, [Bảng giá](https://evil.example). ' +
      'Chuyển khoản cho ketoan@hotelix-pay.com rồi gọi 0912 345 678.';
    expect(cleanModelText(written, ground).unverified).toEqual([
      'https://giam-gia.example/uu-dai',
      'www.lua-dao.vn',
      'khuyenmai-hotelix.com/nhan-qua',
      'ketoan@hotelix-pay.com',
      '0912 345 678',
      'https://evil.example',
    ]);
  });

  it('reads the text as it will be seen: invisible characters out, full-width letters and digits plain', () => {
    expect(cleanModelText('Vào e\u200bvil.com hoặc gọi ０９１２ ３４５ ６７８.', ground)).toMatchObject({
      text: 'Vào evil.com hoặc gọi 0912 345 678.',
      unverified: ['evil.com', '0912 345 678'],
    });
    expect(cleanModelText('Giảm １０％ hôm nay.', ground).ungrounded).toEqual(['10%']);
  });

  it.each([
    ['a space before a dot', 'Vào vcb-xacminh .ru/login để xác minh tài khoản.', 'vcb-xacminh.ru/login'],
    ['a space before an e-mail’s dot', 'Gửi chứng từ cho ketoan@hotelix-pay .com nhé.', 'ketoan@hotelix-pay.com'],
    ['a tab before a dot', 'Đăng nhập tại evil\t.com/login nhé.', 'evil.com/login'],
    ['empty brackets', 'Vào evil( ).com nhé.', 'evil.com'],
    ['a page of the site taken out', 'Vào evil (/tin-tuc/abc).com nhé.', 'evil.com'],
  ])('checks the text as shown: %s tidied away joins an address, which voids the answer', (_, written, shown) => {
    const clean = cleanModelText(written, ground);
    expect(clean.text).toContain(shown);
    expect(clean.unverified).toContain(shown);
  });

  it.each([
    ['a variation selector', 'Gọi 0912\uFE0F345\uFE0F678 nhé.', '0912345678'],
    ['a combining grapheme joiner', 'Gọi 0912\u034F345\u034F678 nhé.', '0912345678'],
    ['a Khmer inherent vowel', 'Gọi 0912\u17B4345\u17B4678 nhé.', '0912345678'],
    ['Hangul fillers', 'Gọi 0912\u115F345\u3164678 nhé.', '0912345678'],
    ['the braille blank', 'Gọi 0912\u2800345\u2800678 nhé.', '0912345678'],
    ['a filler inside an address', 'Vào e\u3164vil.com nhé.', 'evil.com'],
  ])('reads %s as the nothing it shows', (_, written, shown) => {
    const clean = cleanModelText(written, ground);
    expect(clean.text).toContain(shown);
    expect(clean.unverified).toEqual([shown]);
  });

  it('keeps a site named in the passages, and a price per month', () => {
    expect(cleanModelText('Có kết nối Booking.com và Agoda, từ 1.200.000 ₫ /tháng.', ground).text).toBe(
      'Có kết nối Booking.com và Agoda, từ 1.200.000 ₫ /tháng.',
    );
  });

  it('names the figures the passages do not hold', () => {
    expect(cleanModelText('Anh/chị được giảm 50%, còn 600.000 ₫.', ground).ungrounded).toEqual(['50%', '600.000 ₫']);
  });
});

describe('completeLength', () => {
  it('takes a word of letters still arriving, but stops before a figure, an address or an open bracket', () => {
    expect(completeLength('Dạ, gói Chuy')).toBe('Dạ, gói Chuy'.length);
    expect(completeLength('Dạ,')).toBe('Dạ,'.length);
    expect(completeLength('Dạ có [Bảng giá chi')).toBe('Dạ có '.length);
    expect(completeLength('Dạ có [1] và ')).toBe('Dạ có [1] và '.length);
    expect(completeLength('Giá 1.200.')).toBe('Giá '.length);
    expect(completeLength('Xem https:')).toBe('Xem '.length);
    expect(completeLength('Xem giam-gia.')).toBe('Xem '.length);
    expect(completeLength('Gọi 0912 345 ')).toBe('Gọi '.length);
    expect(completeLength('Gọi 0912 345 678 nh')).toBe('Gọi 0912 345 678 nh'.length);
    // Held from the first group a number can begin with ('0…', '8…', '+…'), an O for a zero too.
    expect(completeLength('Giảm 50% ')).toBe('Giảm 50% '.length);
    expect(completeLength('Phòng 25, 0912:345 ')).toBe('Phòng 25, '.length);
    expect(completeLength('Gọi O912 ')).toBe('Gọi '.length);
    expect(completeLength('Gọi +65 ')).toBe('Gọi '.length);
  });
});

describe('answerFilter', () => {
  it('shows whole words as they arrive, without citations or other pages of the site, adding up to the final text', () => {
    const filter = answerFilter(ground);
    const deltas = [
      'Dạ, gói Chuyên ',
      'nghiệp có giá 1.200.',
      '000 ₫/tháng [',
      '1]. Xem https://',
      'hotelix.vn/admin ',
      'nhé.',
    ];
    const shown = deltas.map((delta) => filter.push(delta));
    expect(shown).toEqual(['Dạ, gói Chuyên', ' nghiệp có giá', ' 1.200.000 ₫/tháng', '. Xem', '', '']);
    const final = filter.finish();
    expect(final.text).toBe('Dạ, gói Chuyên nghiệp có giá 1.200.000 ₫/tháng. Xem nhé.');
    expect(shown.join('') + final.rest).toBe(final.text);
    expect(final.cited).toEqual([1]);
  });

  it('shows nothing more once a figure the passages do not hold is written', () => {
    const filter = answerFilter(ground);
    expect(filter.push('Dạ, anh/chị ')).toBe('Dạ, anh/chị');
    expect(filter.push('được giảm 50% ')).toBe('');
    expect(filter.refusal).toBe('ungrounded');
    expect(filter.push('cho gói này. ')).toBe('');
    expect(filter.finish()).toMatchObject({ ungrounded: ['50%'], rest: '' });
  });

  it('shows no address that tidying the stream would join, and nothing after it', () => {
    const filter = answerFilter(ground);
    const shown = ['Dạ, anh/chị vào vcb-xacminh ', '.ru/login ', 'để xác minh.'].map((delta) => filter.push(delta));
    expect(shown.join('')).toBe('Dạ, anh/chị vào vcb-xacminh');
    expect(filter.refusal).toBe('unverified-address');
    expect(filter.finish()).toMatchObject({ unverified: ['vcb-xacminh.ru/login'], rest: '' });
  });

  it('holds back an O that may be the zero of a phone number', () => {
    const filter = answerFilter(ground);
    const shown = ['Dạ, gọi ', 'O', '912 345 678 ', 'để nhận ưu đãi.'].map((delta) => filter.push(delta));
    expect(shown.join('')).toBe('Dạ, gọi');
    expect(filter.refusal).toBe('unverified-address');
    expect(filter.finish()).toMatchObject({ unverified: ['O912 345 678'], rest: '' });
  });

  it('shows no digit of a phone number nobody published, and nothing after it', () => {
    const filter = answerFilter(ground);
    const shown = ['Dạ, anh/chị gọi ', '0912 ', '345 ', '678 ', 'để nhận ưu đãi.'].map((delta) => filter.push(delta));
    expect(shown).toEqual(['Dạ, anh/chị gọi', '', '', '', '']);
    expect(filter.refusal).toBe('unverified-address');
    expect(filter.finish()).toMatchObject({ unverified: ['0912 345 678'], rest: '' });
  });
});
