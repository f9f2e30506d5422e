import { CategoryBadge } from '@/components/news/article-meta';
import { formatVietnamDay } from '@/lib/format';
import { searchKindLabels, type SearchHit } from '@/lib/search/search-results';
import { MarkedText } from './marked-text';

/**
 * One result: its kind, an article's date, the title linking to it and the text around the match.
 * An FAQ's snippet is its whole answer, so the question is answered here and links to the FAQ.
 */
export function SearchHitItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="grid gap-2 py-6">
      <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <CategoryBadge category={searchKindLabels[hit.kind]} />
        {hit.publishedAt && <time dateTime={hit.publishedAt}>{formatVietnamDay(hit.publishedAt)}</time>}
      </p>
      <h2 className="text-lg font-bold">
        <a href={hit.href} className="text-primary hover:underline">
          <MarkedText parts={hit.title} />
        </a>
      </h2>
      <p className="text-muted-foreground">
        <MarkedText parts={hit.snippet} />
      </p>
    </li>
  );
}
