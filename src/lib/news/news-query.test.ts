import { describe, expect, it } from 'vitest';
import { newsHref, parseNewsQuery } from './news-query';

const slugs = ['cong-nghe', 'xu-huong', 'kinh-doanh', 'huong-dan', 'bao-mat'];
const parse = (search: string) => parseNewsQuery(new URLSearchParams(search), slugs);

describe('parseNewsQuery', () => {
  it('reads category, sort and page', () => {
    expect(parse('danh-muc=cong-nghe&sap-xep=xem-nhieu&trang=2')).toEqual({
      category: 'cong-nghe',
      sort: 'xem-nhieu',
      page: 2,
    });
  });

  it.each([
    'danh-muc=khong-co&sap-xep=ngau-nhien&trang=abc',
    'trang=0',
    'trang=-3',
    'trang=1.5',
    'trang=99999999999',
    'danh-muc=&sap-xep=',
    'sap-xep=__proto__&danh-muc=constructor',
    'trang=%E2%80%8B2',
  ])('falls back to the defaults for %j', (search) => {
    expect(parse(search)).toEqual({ category: null, sort: 'moi-nhat', page: 1 });
  });
});

describe('newsHref', () => {
  it('leaves defaults out so the plain list is /tin-tuc', () => {
    expect(newsHref({ category: null, sort: 'moi-nhat', page: 1 })).toBe('/tin-tuc');
    expect(newsHref({ category: 'bao-mat', sort: 'pho-bien', page: 2 })).toBe(
      '/tin-tuc?danh-muc=bao-mat&sap-xep=pho-bien&trang=2',
    );
  });

  it('round-trips through parseNewsQuery', () => {
    const query = { category: 'huong-dan', sort: 'xem-nhieu', page: 3 } as const;
    expect(parseNewsQuery(new URL(newsHref(query), 'http://x').searchParams, slugs)).toEqual(query);
  });
});
