import { describe, expect, it } from 'vitest';
import { readSearchAddress, searchHref, searchUrlTemplate } from './search-address';

describe('readSearchAddress', () => {
  it('reads the query and the page', () => {
    expect(readSearchAddress(new URLSearchParams('q=dat+phong&trang=3'))).toEqual({ query: 'dat phong', page: 3 });
  });

  it('takes the first query of a repeated one, and page 1 for anything but a plain number', () => {
    for (const trang of ['0', '-2', '1e3', 'abc', '2.5', '9999999', '']) {
      expect(readSearchAddress(new URLSearchParams(`q=a&q=b&trang=${trang}`))).toEqual({ query: 'a', page: 1 });
    }
  });

  it('reads no query as an empty one', () => {
    expect(readSearchAddress(new URLSearchParams(''))).toEqual({ query: '', page: 1 });
  });
});

describe('searchHref', () => {
  it('leaves out the first page and an empty query', () => {
    expect(searchHref('đặt phòng')).toBe('/tim-kiem?q=%C4%91%E1%BA%B7t+ph%C3%B2ng');
    expect(searchHref('a&b', 2)).toBe('/tim-kiem?q=a%26b&trang=2');
    expect(searchHref('')).toBe('/tim-kiem');
  });

  it('reads back as the address it wrote', () => {
    const query = 'khóa "thông minh" #1 & 100%';
    expect(readSearchAddress(new URL(searchHref(query, 4), 'https://hotelix.vn').searchParams)).toEqual({
      query,
      page: 4,
    });
  });
});

describe('searchUrlTemplate', () => {
  it("is the search's absolute address with the placeholder as the query", () => {
    expect(searchUrlTemplate(new URL('https://hotelix.vn'), 'searchTerms')).toBe(
      'https://hotelix.vn/tim-kiem?q={searchTerms}',
    );
  });
});
