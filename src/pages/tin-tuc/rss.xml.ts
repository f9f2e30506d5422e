import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { siteConfig } from '@/lib/site-config';
import { publishedArticles, readOrOutage, cacheTags, pageCacheSeconds } from '@/server/content';
import { getDb } from '@/server/db/instance';
import { outageTextResponse } from '@/server/http/database-outage';

export const prerender = false;

/** /tin-tuc/rss.xml: every published article, newest first; cached until one is published or taken down. */
export const GET: APIRoute = async ({ cache }) => {
  const articles = await readOrOutage('/tin-tuc/rss.xml', () => publishedArticles(getDb()));
  if (!articles) return outageTextResponse();
  cache.set({ maxAge: pageCacheSeconds, tags: [cacheTags.all, cacheTags.articleList] });
  return rss({
    title: `Tin tức ${siteConfig.brand}`,
    description: 'Tin tức, xu hướng và hướng dẫn vận hành khách sạn.',
    site: siteConfig.siteUrl,
    items: articles.map((article) => ({
      title: article.title,
      description: article.excerpt,
      link: article.href,
      pubDate: article.date,
      categories: [article.category],
      author: article.author.name,
    })),
    customData: '<language>vi-vn</language>',
  });
};
