import type { NewsQuery } from './news-query';

/** What the list needs to know of an article. */
export interface ListedArticle {
  slug: string;
  categorySlug: string;
  date: Date;
  views: number;
  featured: boolean;
}

/** A category link with how many articles it holds. */
export interface CategoryCount {
  slug: string | null;
  label: string;
  count: number;
}

/** One page of the list, ready to render. */
export interface NewsPage<T extends ListedArticle> {
  featured: T | undefined;
  items: T[];
  page: number;
  pageCount: number;
  categories: CategoryCount[];
}

export const pageSize = 6;
const dayMs = 24 * 60 * 60 * 1000;

/** Views per day since publication: how popular an article is regardless of its age. */
export function viewsPerDay(article: Pick<ListedArticle, 'views' | 'date'>, now: Date): number {
  return article.views / Math.max(1, (now.getTime() - article.date.getTime()) / dayMs);
}

const comparators = {
  'moi-nhat': (a: ListedArticle, b: ListedArticle) => b.date.getTime() - a.date.getTime(),
  'xem-nhieu': (a: ListedArticle, b: ListedArticle) => b.views - a.views,
} as const;

function sortArticles<T extends ListedArticle>(articles: T[], sort: NewsQuery['sort'], now: Date): T[] {
  const compare = sort === 'pho-bien' ? (a: T, b: T) => viewsPerDay(b, now) - viewsPerDay(a, now) : comparators[sort];
  return [...articles].sort((a, b) => compare(a, b) || a.slug.localeCompare(b.slug));
}

/** A category of the news list, in the list's order. */
export interface NewsCategory {
  slug: string;
  name: string;
}

/**
 * The list state `query` over `articles`: the featured article (kept above the grid when it belongs
 * to the chosen category), the page of the others, and category counts that include the featured one.
 * A page past the last shows the last page.
 */
export function buildNewsPage<T extends ListedArticle>(
  articles: T[],
  categoryList: NewsCategory[],
  query: NewsQuery,
  now: Date,
): NewsPage<T> {
  const inCategory = (article: T) => !query.category || article.categorySlug === query.category;
  const featured = articles.find((article) => article.featured && inCategory(article));
  const listed = sortArticles(
    articles.filter((article) => !article.featured && inCategory(article)),
    query.sort,
    now,
  );
  const pageCount = Math.max(1, Math.ceil(listed.length / pageSize));
  const page = Math.min(query.page, pageCount);
  const categories: CategoryCount[] = [
    { slug: null, label: 'Tất cả', count: articles.length },
    ...categoryList.map(({ slug, name }) => ({
      slug,
      label: name,
      count: articles.filter((article) => article.categorySlug === slug).length,
    })),
  ];
  return { featured, items: listed.slice((page - 1) * pageSize, page * pageSize), page, pageCount, categories };
}

/**
 * The articles a page of the list shows, in the page's order, each with its place in the whole list:
 * the featured article, above the grid on every page, is first; the grid continues the pages before it.
 */
export function shownArticles<T extends ListedArticle>(list: NewsPage<T>): Array<{ position: number; article: T }> {
  const featured = list.featured ? [{ position: 1, article: list.featured }] : [];
  const before = (list.page - 1) * pageSize + featured.length;
  return [...featured, ...list.items.map((article, index) => ({ position: before + index + 1, article }))];
}
