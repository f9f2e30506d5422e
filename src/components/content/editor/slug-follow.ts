import type { ArticleFields } from '@/lib/content/article-fields';
import { slugFromTitle } from '@/lib/content/slug';

// The address follows the title while the article is new and nobody has chosen one: once it has been
// published, readers and search engines know it, and a title edit must not move it.

/** Whether the slug follows the title when the editor opens: never published, and not chosen by hand. */
export function slugFollowsAtStart(fields: Pick<ArticleFields, 'title' | 'slug'>, everPublished: boolean): boolean {
  return !everPublished && (fields.slug === '' || fields.slug === slugFromTitle(fields.title));
}

/** The fields after a title edit: the slug comes along while it follows. */
export function withTitle(fields: ArticleFields, title: string, follows: boolean): ArticleFields {
  return follows ? { ...fields, title, slug: slugFromTitle(title) } : { ...fields, title };
}

/** A slug as typed: lower case, spaces as hyphens (the rest is cleaned when the field is left). */
export function typedSlug(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '-');
}

/**
 * The slug and whether it follows once the field is left: cleaned like a title's; emptied by hand on
 * an article never published, it follows the title again.
 */
export function leftSlug(
  fields: Pick<ArticleFields, 'title' | 'slug'>,
  everPublished: boolean,
): { slug: string; follows: boolean } {
  const slug = slugFromTitle(fields.slug);
  if (slug || everPublished) return { slug, follows: false };
  return { slug: slugFromTitle(fields.title), follows: true };
}
