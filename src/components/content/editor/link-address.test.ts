import { describe, expect, it } from 'vitest';
import { defuseUnsafeLinks, isSafeImageAddress, safeLinkAddress } from './link-address';

describe('safeLinkAddress', () => {
  it.each([
    ['https://hotelix.vn/tin-tuc', 'https://hotelix.vn/tin-tuc'],
    ['  http://example.com/a?b=1#c  ', 'http://example.com/a?b=1#c'],
    ['mailto:lienhe@hotelix.vn', 'mailto:lienhe@hotelix.vn'],
    ['tel:+842838221234', 'tel:+842838221234'],
    ['tel:028-3822-1234', 'tel:028-3822-1234'],
    ['/san-pham/khoa-the-tu', '/san-pham/khoa-the-tu'],
    ['/bao-gia?goi=pro#chi-phi', '/bao-gia?goi=pro#chi-phi'],
    ['https://vi.wikipedia.org/wiki/Huế_(thành_phố)', 'https://vi.wikipedia.org/wiki/Huế_%28thành_phố%29'],
  ])('accepts %s', (input, stored) => {
    expect(safeLinkAddress(input)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/path',
    '/\\evil.example',
    'hotelix.vn',
    'www.hotelix.vn',
    'ftp://hotelix.vn',
    'https://',
    'https://hotelix.vn/a b',
    'mailto:khong-phai-email',
    'tel:goi-ngay',
    '#muc-2',
    '',
  ])('refuses %j', (input) => {
    expect(safeLinkAddress(input)).toBeNull();
  });
});

describe('isSafeImageAddress', () => {
  it('takes the store and web addresses, not scripts or data', () => {
    expect(isSafeImageAddress('/anh/0123456789abcdef0123456789abcdef-1200.webp')).toBe(true);
    expect(isSafeImageAddress('https://hotelix.vn/a.png')).toBe(true);
    expect(isSafeImageAddress('javascript:alert(1)')).toBe(false);
    expect(isSafeImageAddress('data:image/png;base64,AAAA')).toBe(false);
  });
});

describe('defuseUnsafeLinks', () => {
  it('defuses script links in inline links, images, definitions and autolinks', () => {
    const markdown = [
      '[bấm](javascript:alert(1)) và ![a]( JavaScript:alert(2))',
      '[ref]: javascript:alert(3)',
      '<javascript:alert(4)> và [d](data:text/html,x)',
    ].join('\n');
    const defused = defuseUnsafeLinks(markdown);
    expect(defused).not.toMatch(/(javascript|data):/i);
    expect(defused).toContain('[bấm](javascript%3Aalert(1))');
  });

  it('leaves prose and safe links alone', () => {
    const markdown = 'Dữ liệu data: 3 phòng; xem [giá](/bao-gia) hoặc <https://hotelix.vn>.';
    expect(defuseUnsafeLinks(markdown)).toBe(markdown);
  });
});
