import { Icon } from '@/components/ui/icon';
import type { Article } from '@/lib/news/articles';

/** Category badge. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex rounded-full bg-secondary px-3 py-1 text-xs font-bold text-secondary-foreground">
      {category}
    </span>
  );
}

/** Date and read time, with icons. */
export function ArticleDateLine({ article }: { article: Pick<Article, 'date' | 'dateLabel' | 'readTime'> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground [&_svg]:size-4">
      <span className="inline-flex items-center gap-1">
        <Icon name="calendar" />
        <time dateTime={article.date.toISOString().slice(0, 10)}>{article.dateLabel}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Icon name="clock" />
        {article.readTime}
      </span>
    </p>
  );
}
