import type { Article } from '@/lib/news/articles';
import { ArticleCover } from './article-cover';
import { ArticleDateLine, CategoryBadge } from './article-meta';

/** A card of the news grid and of related articles. */
export function ArticleCard({ article, headingLevel = 'h3' }: { article: Article; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm">
      <ArticleCover article={article} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" crop="card" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-3">
          <CategoryBadge category={article.category} />
          <ArticleDateLine article={article} />
        </div>
        <Heading className="text-lg font-bold">
          <a href={article.href} className="hover:text-primary hover:underline">
            {article.title}
          </a>
        </Heading>
        <p className="flex-1 text-muted-foreground">{article.excerpt}</p>
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="text-muted-foreground">{article.author.name}</span>
          <a href={article.href} className="inline-flex min-h-11 items-center font-bold text-primary hover:underline">
            Đọc tiếp<span className="sr-only">: {article.title}</span>
          </a>
        </div>
      </div>
    </li>
  );
}
