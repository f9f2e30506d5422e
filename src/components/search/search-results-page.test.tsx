import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SearchHit, SearchPage } from '@/lib/search/search-results';
import { SearchResultsPage } from './search-results-page';

const contactLinks = {
  hotline: { display: '0900 000 000', href: 'tel:+84900000000' },
  zaloUrl: 'https://zalo.me/0900000000',
};

const article: SearchHit = {
  kind: 'article',
  title: [
    { text: 'Mẹo ', marked: false },
    { text: 'đặt phòng', marked: true },
    { text: ' trực tuyến', marked: false },
  ],
  href: '/tin-tuc/meo-dat-phong',
  snippet: [
    { text: '… khách ', marked: false },
    { text: 'đặt phòng', marked: true },
    { text: ' qua Zalo …', marked: false },
  ],
  // 23:30 on 15 June in UTC is 16 June in Vietnam, the day its page shows.
  publishedAt: '2025-06-15T23:30:00.000Z',
};

const faq: SearchHit = {
  kind: 'faq',
  title: [{ text: 'Dùng thử có mất phí không?', marked: false }],
  href: '/#faq',
  snippet: [
    { text: 'Không, 15 ngày ', marked: false },
    { text: 'miễn phí', marked: true },
    { text: ', không cần thẻ.', marked: false },
  ],
  publishedAt: null,
};

const page = (results: Partial<SearchPage>): SearchPage => ({
  query: 'đặt phòng',
  hits: [article],
  total: 1,
  more: false,
  page: 1,
  pageCount: 1,
  ...results,
});

/** The markup as a browser reads it: React's text separators and entity for `"` undone. */
const render = (results: SearchPage) =>
  renderToStaticMarkup(<SearchResultsPage results={results} contactLinks={contactLinks} />)
    .replaceAll('<!-- -->', '')
    .replaceAll('&quot;', '"');

/** The markup's text, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('SearchResultsPage', () => {
  it('says how many results there are for the query, the number the Vietnamese way', () => {
    const html = render(page({ total: 1245, pageCount: 125 }));
    expect(text(html)).toContain('1.245 kết quả cho "đặt phòng"');
  });

  it('says "more than" once counting stopped at a thousand', () => {
    const html = render(page({ total: 1000, more: true, pageCount: 100 }));
    expect(text(html)).toContain('Hơn 1.000 kết quả cho "đặt phòng"');
  });

  it('shows a result with its kind, date, linked title and snippet, matched words in <mark>', () => {
    const html = render(page({}));
    expect(html).toContain('Bài viết');
    expect(html).toContain('<time dateTime="2025-06-15T23:30:00.000Z">16/06/2025</time>');
    expect(html).toMatch(/<a href="\/tin-tuc\/meo-dat-phong"[^>]*>Mẹo <mark[^>]*>đặt phòng<\/mark> trực tuyến<\/a>/);
    expect(html).toMatch(/… khách <mark[^>]*>đặt phòng<\/mark> qua Zalo …/);
  });

  it("shows an FAQ result's answer, its badge and its link to the FAQ, without a date", () => {
    const html = render(page({ query: 'mien phi', hits: [faq] }));
    expect(html).toContain('Câu hỏi thường gặp');
    expect(text(html)).toContain('Không, 15 ngày miễn phí, không cần thẻ.');
    expect(html).toContain('<a href="/#faq"');
    expect(html).not.toContain('<time');
  });

  it('links every page of the results with the query, marking the current one', () => {
    const html = render(page({ total: 25, page: 2, pageCount: 3, hits: Array(10).fill(article) }));
    expect(html.match(/<li/g)).toHaveLength(10);
    expect(html).toContain('href="/tim-kiem?q=%C4%91%E1%BA%B7t+ph%C3%B2ng"');
    expect(html).toContain('href="/tim-kiem?q=%C4%91%E1%BA%B7t+ph%C3%B2ng&amp;trang=3"');
    expect(html).toMatch(/<a href="[^"]*trang=2" aria-current="page" aria-label="Trang 2"/);
    expect(text(html)).toContain('Trước');
    expect(text(html)).toContain('Sau');
  });

  it('shows no pager when the results fit on one page', () => {
    expect(render(page({}))).not.toContain('Phân trang');
  });

  it('says nothing was found and offers the FAQ, the quote page, the hotline and Zalo', () => {
    const html = render(page({ query: 'xyz', hits: [], total: 0, pageCount: 0 }));
    expect(text(html)).toContain('Không tìm thấy kết quả cho "xyz"');
    expect(text(html)).not.toContain('0 kết quả');
    for (const href of ['/#faq', '/bao-gia', 'tel:+84900000000', 'https://zalo.me/0900000000']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('shows only the empty field, focused, before anything is typed', () => {
    const html = render(page({ query: '', hits: [], total: 0, pageCount: 0 }));
    expect(html).toMatch(/<input id="search-query"[^>]*autofocus=""[^>]*name="q" value=""/);
    expect(text(html)).not.toContain('kết quả cho');
    expect(html).not.toContain('<h2');
  });

  it('fills the field with the query as searched', () => {
    expect(render(page({ query: 'khóa "thông minh"' }))).toMatch(/name="q" value="khóa "thông minh""/);
  });
});
