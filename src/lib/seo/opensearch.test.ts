import { describe, expect, it } from 'vitest';
import { openSearchDescription } from './opensearch';

describe('openSearchDescription', () => {
  const xml = openSearchDescription({ brand: 'Hotelix', siteUrl: new URL('https://hotelix.vn') });

  it('names the site search, says what it finds in Vietnamese and that it takes UTF-8', () => {
    expect(xml).toContain('<ShortName>Hotelix</ShortName>');
    expect(xml).toContain(
      '<Description>Tìm bài viết, sản phẩm, câu hỏi thường gặp và bảng giá trên trang Hotelix.</Description>',
    );
    expect(xml).toContain('<InputEncoding>UTF-8</InputEncoding>');
  });

  it('gives the address to fill in and the icon, absolute', () => {
    expect(xml).toContain(
      '<Url type="text/html" method="get" template="https://hotelix.vn/tim-kiem?q={searchTerms}"/>',
    );
    expect(xml).toContain('<Image width="32" height="32" type="image/svg+xml">https://hotelix.vn/favicon.svg</Image>');
  });

  it('keeps a brand within the 16 characters OpenSearch allows and escapes it', () => {
    const long = openSearchDescription({ brand: 'Khách sạn & Phần mềm Hoa Sen', siteUrl: new URL('https://x.vn') });
    expect(long).toContain('<ShortName>Khách sạn &amp; Phần</ShortName>');
    expect(long).toContain('trên trang Khách sạn &amp; Phần mềm Hoa Sen.');
  });
});
