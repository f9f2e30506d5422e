import { StoredPicture } from '@/components/ui/stored-picture';
import type { Article } from '@/lib/news/articles';

/**
 * An article's cover on a card: the article's image, or, for a note published without one, the card's frame in the
 * brand colour with the category's name, so the grid keeps its rhythm. The stand-in says nothing the
 * card's text does not say, so screen readers skip it.
 */
export function ArticleCover({
  article,
  sizes,
  priority = false,
  crop,
}: {
  article: Pick<Article, 'image' | 'imageAlt' | 'category'>;
  sizes: string;
  priority?: boolean;
  crop?: 'card';
}) {
  if (article.image)
    return <StoredPicture image={article.image} alt={article.imageAlt} sizes={sizes} priority={priority} crop={crop} />;
  return (
    <span
      aria-hidden="true"
      data-cover="none"
      className="flex aspect-[1200/630] items-center justify-center bg-primary p-6 text-center text-2xl font-bold text-primary-foreground"
    >
      {article.category}
    </span>
  );
}
