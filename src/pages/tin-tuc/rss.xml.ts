import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getArticles } from '@/lib/news/articles';
import { siteConfig } from '@/lib/site-config';

/** /tin-tuc/rss.xml: every article, newest first. */
export const GET: APIRoute = async () => {
  const articles = await getArticles();
  return rss({
    title: `Tin tức ${siteConfig.brand}`,
    description: 'Tin tức, xu hướng và hướng dẫn vận hành khách sạn.',
    site: siteConfig.siteUrl,
    items: articles.map(({ article }) => ({
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
