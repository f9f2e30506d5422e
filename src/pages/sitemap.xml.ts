import type { APIRoute } from 'astro';
import { companyDetails } from '@/server/settings';
import { vietnamDateOf } from '@/lib/vietnam-time';
import { siteConfig } from '@/lib/site-config';
import {
  publishedArticles,
  readOrOutage,
  cacheTags,
  pageCacheSeconds,
  publishedProducts,
  publishedStories,
} from '@/server/content';
import { getDb } from '@/server/db/instance';
import { outageTextResponse } from '@/server/http/database-outage';

// Written here rather than by @astrojs/sitemap: it must include the on-demand news list and give each
// article its publication date as lastmod, both of which come from the content, not the build output.
// On demand: articles, products and stories come from the database; cached until content changes.
export const prerender = false;

const staticPaths = [
  '/',
  '/bao-gia',
  '/san-pham',
  '/tin-tuc',
  '/contact',
  '/dat-lich-demo',
  '/chinh-sach-bao-mat',
  '/yeu-cau-du-lieu-ca-nhan',
];

/** /sitemap.xml: every public page, product, story and article; nothing private or transactional. */
export const GET: APIRoute = async ({ cache }) => {
  const db = getDb();
  const content = await readOrOutage('/sitemap.xml', async () => ({
    products: await publishedProducts(db),
    stories: await publishedStories(db),
    articles: await publishedArticles(db),
  }));
  if (!content) return outageTextResponse();
  const { showSamples } = await companyDetails(db);
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...staticPaths.map((path) => ({ path })),
    ...content.products.map((product) => ({ path: product.href })),
    { path: '/khach-hang' },
    ...content.stories.filter((story) => showSamples || !story.sample).map((story) => ({ path: story.href })),
    ...content.articles.map((article) => ({
      path: article.href,
      // The day it was published in Vietnam, as its page shows it.
      lastmod: vietnamDateOf(article.date),
    })),
  ];
  const urls = entries
    .map(
      ({ path, lastmod }) =>
        `<url><loc>${new URL(path, siteConfig.siteUrl).href}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('');
  // The list tags too: a publication announces its list's tag, not `all`.
  cache.set({
    maxAge: pageCacheSeconds,
    tags: [cacheTags.all, cacheTags.articleList, cacheTags.productList, cacheTags.storyList],
  });
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
    {
      headers: { 'content-type': 'application/xml; charset=utf-8' },
    },
  );
};
