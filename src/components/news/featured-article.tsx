import { buttonVariants } from '@/components/ui/button';
import type { Article } from '@/lib/news/articles';
import { ArticleCover } from './article-cover';
import { ArticleDateLine, CategoryBadge } from './article-meta';

/** The featured article, large, above the grid. */
export function FeaturedArticle({ article }: { article: Article }) {
  return (
    <article
      aria-labelledby="featured-heading"
      className="grid overflow-hidden rounded-xl border border-border bg-background shadow-sm md:grid-cols-2"
    >
      <ArticleCover article={article} sizes="(min-width: 64rem) 40rem, 100vw" priority />
      <div className="flex flex-col justify-center gap-4 p-6 md:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex rounded-full bg-primary px-3 py-1 text-xs font-bold text-primary-foreground">
            Nổi bật
          </span>
          <CategoryBadge category={article.category} />
        </div>
        <ArticleDateLine article={article} />
        <h2 id="featured-heading" className="text-2xl font-bold md:text-3xl">
          {article.title}
        </h2>
        <p className="text-muted-foreground">{article.excerpt}</p>
        <a href={article.href} className={`${buttonVariants()} w-fit`}>
          Đọc tiếp<span className="sr-only">: {article.title}</span>
        </a>
      </div>
    </article>
  );
}
