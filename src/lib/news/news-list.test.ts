import { describe, expect, it } from 'vitest';
import { buildNewsPage, shownArticles, viewsPerDay, type ListedArticle, type NewsCategory } from './news-list';
import { defaultQuery } from './news-query';

const now = new Date('2025-07-01T00:00:00Z');
const categories: NewsCategory[] = [
  { name: 'Công nghệ', slug: 'cong-nghe' },
  { name: 'Xu hướng', slug: 'xu-huong' },
  { name: 'Kinh doanh', slug: 'kinh-doanh' },
  { name: 'Hướng dẫn', slug: 'huong-dan' },
  { name: 'Bảo mật', slug: 'bao-mat' },
];
const article = (slug: string, category: string, date: string, views: number, featured = false): ListedArticle => ({
  slug,
  categorySlug: categories.find(({ name }) => name === category)!.slug,
  date: new Date(date),
  views,
  featured,
});

// A fixture shaped like the real content, but with 'Bảo mật' empty.
const fixture = [
  article('noi-bat', 'Công nghệ', '2025-06-28', 1245, true),
  article('a', 'Công nghệ', '2025-06-13', 743),
  article('b', 'Xu hướng', '2025-06-25', 987),
  article('c', 'Xu hướng', '2025-06-10', 521),
  article('d', 'Kinh doanh', '2025-06-22', 856),
  article('e', 'Kinh doanh', '2025-06-03', 423),
  article('f', 'Hướng dẫn', '2025-06-16', 1102),
  article('g', 'Hướng dẫn', '2025-06-07', 892),
];

describe('viewsPerDay', () => {
  it('favours a recent article over an older one with more views', () => {
    expect(viewsPerDay(article('new', 'Xu hướng', '2025-06-25', 600), now)).toBeGreaterThan(
      viewsPerDay(article('old', 'Xu hướng', '2025-06-01', 900), now),
    );
  });

  it('counts an article published today as one day old', () => {
    expect(viewsPerDay(article('today', 'Xu hướng', '2025-07-01', 50), now)).toBe(50);
  });
});

describe('buildNewsPage', () => {
  it('counts every category including the featured article', () => {
    expect(buildNewsPage(fixture, categories, defaultQuery, now).categories).toEqual([
      { slug: null, label: 'Tất cả', count: 8 },
      { slug: 'cong-nghe', label: 'Công nghệ', count: 2 },
      { slug: 'xu-huong', label: 'Xu hướng', count: 2 },
      { slug: 'kinh-doanh', label: 'Kinh doanh', count: 2 },
      { slug: 'huong-dan', label: 'Hướng dẫn', count: 2 },
      { slug: 'bao-mat', label: 'Bảo mật', count: 0 },
    ]);
  });

  it('pages the non-featured articles six at a time, newest first', () => {
    const first = buildNewsPage(fixture, categories, defaultQuery, now);
    expect(first.featured?.slug).toBe('noi-bat');
    expect(first.items.map((item) => item.slug)).toEqual(['b', 'd', 'f', 'a', 'c', 'g']);
    expect(first.pageCount).toBe(2);
    expect(
      buildNewsPage(fixture, categories, { ...defaultQuery, page: 2 }, now).items.map((item) => item.slug),
    ).toEqual(['e']);
  });

  it('shows the last page for a page past the end', () => {
    const page = buildNewsPage(fixture, categories, { ...defaultQuery, page: 40 }, now);
    expect(page.page).toBe(2);
    expect(page.items.map((item) => item.slug)).toEqual(['e']);
  });

  it('sorts by views and by views per day', () => {
    expect(
      buildNewsPage(fixture, categories, { ...defaultQuery, sort: 'xem-nhieu' }, now).items.map((item) => item.slug),
    ).toEqual(['f', 'b', 'g', 'd', 'a', 'c']);
    const popular = buildNewsPage(fixture, categories, { ...defaultQuery, sort: 'pho-bien' }, now).items.map(
      (item) => item.slug,
    );
    expect(popular[0]).toBe('b'); // 987 views in 6 days beats 1102 in 15
    expect(popular.indexOf('f')).toBeLessThan(popular.indexOf('g'));
  });

  it('filters by category, keeping the featured article only in its own', () => {
    const tech = buildNewsPage(fixture, categories, { ...defaultQuery, category: 'cong-nghe' }, now);
    expect(tech.featured?.slug).toBe('noi-bat');
    expect(tech.items.map((item) => item.slug)).toEqual(['a']);
    const trends = buildNewsPage(fixture, categories, { ...defaultQuery, category: 'xu-huong' }, now);
    expect(trends.featured).toBeUndefined();
    expect(trends.items.map((item) => item.slug)).toEqual(['b', 'c']);
  });

  it('returns an empty page for an empty category', () => {
    const empty = buildNewsPage(fixture, categories, { ...defaultQuery, category: 'bao-mat' }, now);
    expect(empty).toMatchObject({ featured: undefined, items: [], page: 1, pageCount: 1 });
  });
});

describe('shownArticles', () => {
  const shown = (query: Partial<typeof defaultQuery>) =>
    shownArticles(buildNewsPage(fixture, categories, { ...defaultQuery, ...query }, now)).map(
      ({ position, article }) => [position, article.slug],
    );

  it('puts the featured article first and numbers the grid after it', () => {
    expect(shown({})).toEqual([
      [1, 'noi-bat'],
      [2, 'b'],
      [3, 'd'],
      [4, 'f'],
      [5, 'a'],
      [6, 'c'],
      [7, 'g'],
    ]);
  });

  it('continues the numbering of the pages before on a later page, the featured article still first', () => {
    expect(shown({ page: 2 })).toEqual([
      [1, 'noi-bat'],
      [8, 'e'],
    ]);
  });

  it('numbers from 1 in a category without the featured article, and shows nothing in an empty one', () => {
    expect(shown({ category: 'xu-huong' })).toEqual([
      [1, 'b'],
      [2, 'c'],
    ]);
    expect(shown({ category: 'bao-mat' })).toEqual([]);
  });
});
