import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { publicPath, type ContentKind } from '../../lib/content/content-kinds.ts';
import type { Article } from '../../lib/news/articles.ts';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { companyDetails } from '../settings/index.ts';
import { publishedArticle, relatedArticles, type ArticleView } from './article-reader.ts';
import { redirectTarget } from './content.repository.ts';
import { outageRetrySeconds, readOrOutage } from './content-outage.ts';
import { cacheTags, pageCacheSeconds } from './page-cache.ts';
import { publishedProduct, type ProductView } from './product-reader.ts';
import { productShareCard } from './product-rules.ts';
import { shareImagePath } from './share-image.ts';
import { publishedStory, type StoryView } from './story-reader.ts';
import { storyShareCard } from './story-rules.ts';

// Readers' pages are rendered on demand from the database, behind the route cache: a page is dropped
// when its item is published again or taken down (and for the tags named below). An old address
// answers 301; while the database is away, the page's own outage frame answers 503.

/** A reader's page: the item and its share image, or nothing while the database is away (503). */
export type ReaderView<T> = PageAnswer & ({ item: T; ogImage: string } | { item?: undefined });

const outage = { status: 503, retryAfter: outageRetrySeconds };

const cached = (tags: string[]) => ({
  status: 200,
  cache: { maxAge: pageCacheSeconds, tags: [cacheTags.all, ...tags] },
});

/** The published item at the page's slug; a 301 to its new address or a 404; undefined while the database is away. */
async function publishedAt<T>(
  db: Kysely<Database>,
  context: APIContext,
  kind: ContentKind,
  read: (slug: string) => Promise<T | undefined>,
): Promise<Response | T | undefined> {
  const slug = context.params.slug ?? '';
  const found = await readOrOutage(context.url.pathname, async () => {
    const item = await read(slug);
    return item ? { item } : { redirect: await redirectTarget(db, kind, slug) };
  });
  if (!found) return undefined;
  if ('item' in found) return found.item;
  if (found.redirect) return context.redirect(publicPath(kind, found.redirect), 301);
  return new Response(null, { status: 404 });
}

/** /tin-tuc/[slug]: an article and the related ones; dropped too when one in its category changes (the related list). */
export async function articlePage(
  db: Kysely<Database>,
  context: APIContext,
): Promise<Response | ReaderView<ArticleView & { related: Article[] }>> {
  const item = await publishedAt(db, context, 'article', async (slug) => {
    const view = await publishedArticle(db, slug);
    return view && { ...view, related: await relatedArticles(db, view.article) };
  });
  if (item instanceof Response) return item;
  if (!item) return outage;
  const { article } = item;
  return {
    ...cached([cacheTags.item(article.id), cacheTags.category(article.categoryId)]),
    item,
    ogImage: shareImagePath(article.id, { eyebrow: article.category, title: article.title }),
  };
}

/** /san-pham/[slug]: a product (the page shows only its own prices). */
export async function productPage(
  db: Kysely<Database>,
  context: APIContext,
): Promise<Response | ReaderView<ProductView>> {
  const item = await publishedAt(db, context, 'product', (slug) => publishedProduct(db, slug));
  if (item instanceof Response) return item;
  if (!item) return outage;
  const { product } = item;
  return {
    ...cached([cacheTags.item(product.id)]),
    item,
    ogImage: shareImagePath(product.id, productShareCard(product.name)),
  };
}

/**
 * /khach-hang/[slug]: a customer's story; dropped too when a product it names changes. An invented
 * story is a 404 once the owner turns 'Hiện nội dung mẫu' off (a save drops every cached page).
 */
export async function storyPage(db: Kysely<Database>, context: APIContext): Promise<Response | ReaderView<StoryView>> {
  const { showSamples } = await companyDetails(db);
  const item = await publishedAt(db, context, 'story', (slug) => publishedStory(db, slug));
  if (item instanceof Response) return item;
  // A 404 like an unknown article (middleware renders the page).
  if (item?.story.sample && !showSamples) return new Response(null, { status: 404 });
  if (!item) return outage;
  const { story } = item;
  return {
    ...cached([cacheTags.item(story.id), cacheTags.productList]),
    item,
    ogImage: shareImagePath(story.id, storyShareCard(story.title)),
  };
}
