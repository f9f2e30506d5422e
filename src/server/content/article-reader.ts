import type { Kysely } from 'kysely';
import type { ArticleFields } from '../../lib/content/article-fields.ts';
import { publicPath } from '../../lib/content/content-kinds.ts';
import type { StoredImage } from '../../lib/content/image-urls.ts';
import { imageIdsIn, renderMarkdown } from '../../lib/content/render-markdown.ts';
import { formatVietnamDay } from '../../lib/format.ts';
import type { Article } from '../../lib/news/articles.ts';
import type { NewsCategory } from '../../lib/news/news-list.ts';
import { readingMinutes, readTimeLabel } from '../../lib/news/read-time.ts';
import type { Database } from '../db/database.ts';
import { findImages } from '../media/index.ts';
import type { ArticleSummary } from './article-rules.ts';
import { findPublished, listPublished } from './content.repository.ts';
import { listAuthors, listCategories } from './taxonomy.repository.ts';

type Db = Kysely<Database>;

interface Lookups {
  categories: Map<string, { name: string; slug: string }>;
  authors: Map<string, { name: string; role: string }>;
  images: Map<string, StoredImage>;
}

async function lookups(db: Db, imageIds: string[]): Promise<Lookups> {
  const [categories, authors, images] = await Promise.all([
    listCategories(db),
    listAuthors(db),
    findImages(db, imageIds),
  ]);
  return {
    categories: new Map(categories.map((category) => [category.id, category])),
    authors: new Map(authors.map((author) => [author.id, author])),
    images,
  };
}

function toArticle(id: string, summary: ArticleSummary, publishedAt: string, views: number, found: Lookups): Article {
  const category = found.categories.get(summary.categoryId);
  const date = new Date(publishedAt);
  return {
    id,
    slug: summary.slug,
    href: publicPath('article', summary.slug),
    title: summary.title,
    excerpt: summary.excerpt,
    image: found.images.get(summary.coverImageId) ?? null,
    imageAlt: summary.coverAlt,
    date,
    dateLabel: formatVietnamDay(publishedAt),
    category: category?.name ?? '',
    categoryId: summary.categoryId,
    categorySlug: category?.slug ?? '',
    author: found.authors.get(summary.authorId) ?? { name: '', role: '' },
    views,
    featured: summary.featured,
    readTime: readTimeLabel(summary.readMinutes),
    seoTitle: summary.seoTitle || summary.title,
    seoDescription: summary.seoDescription || summary.excerpt,
  };
}

/** The news categories, in the list's order. */
export async function newsCategories(db: Db): Promise<NewsCategory[]> {
  return (await listCategories(db)).map(({ slug, name }) => ({ slug, name }));
}

/** Every published article, newest first. */
export function publishedArticles(db: Db): Promise<Article[]> {
  return articlesOf(db, listPublished(db, 'article'));
}

/**
 * Up to three other published articles of the same category, newest first: read by the category
 * column (one index range, not every article), then checked against what each one published, since
 * the column follows a draft that may have moved to another category since.
 */
export async function relatedArticles(db: Db, article: Pick<Article, 'id' | 'categoryId'>): Promise<Article[]> {
  const candidates = await articlesOf(
    db,
    listPublished(db, 'article', { categoryId: article.categoryId, besides: article.id, limit: 8 }),
  );
  return candidates.filter((candidate) => candidate.categoryId === article.categoryId).slice(0, 3);
}

async function articlesOf(db: Db, reading: ReturnType<typeof listPublished>): Promise<Article[]> {
  const rows = await reading;
  const summaries = rows.map((row) => ({ row, summary: JSON.parse(row.published ?? '{}') as ArticleSummary }));
  const found = await lookups(
    db,
    summaries.map(({ summary }) => summary.coverImageId),
  );
  return summaries.map(({ row, summary }) =>
    toArticle(row.id, summary, row.published_at ?? row.sort_key, row.views, found),
  );
}

/** A page's worth of an article: its card data and its body as HTML. */
export interface ArticleView {
  article: Article;
  html: string;
}

async function viewOf(
  db: Db,
  id: string,
  fields: ArticleFields,
  publishedAt: string,
  views: number,
): Promise<ArticleView> {
  const found = await lookups(db, [fields.coverImageId, ...imageIdsIn(fields.body)]);
  const summary: ArticleSummary = { ...fields, readMinutes: readingMinutes(fields.body) };
  return {
    article: toArticle(id, summary, publishedAt, views, found),
    html: await renderMarkdown(fields.body, found.images),
  };
}

/** The published article at `slug`, or undefined. */
export async function publishedArticle(db: Db, slug: string): Promise<ArticleView | undefined> {
  const row = await findPublished(db, 'article', slug);
  if (!row?.published) return undefined;
  const fields = { ...(JSON.parse(row.published) as ArticleSummary), body: row.published_body ?? '' };
  return viewOf(db, row.id, fields, row.published_at ?? row.updated_at, row.views);
}

/** A draft shown as readers would see it once published (the preview): same data, same renderer. */
export function articlePreview(
  db: Db,
  id: string,
  fields: ArticleFields,
  publishedAt: string | null,
  views: number,
  now: Date,
): Promise<ArticleView> {
  return viewOf(db, id, fields, publishedAt ?? now.toISOString(), views);
}
