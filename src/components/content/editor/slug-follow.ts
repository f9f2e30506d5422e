import { slugFromTitle } from '@/lib/content/slug';

// The address follows the title (a product's name) while the item is new and nobody has chosen one:
// once it has been published, readers and search engines know it, and a title edit must not move it.

/** An item's title (a product's name) and address. */
type TitleAndSlug = { title: string; slug: string };

/** Whether the slug follows the title when the editor opens: never published, and not chosen by hand. */
export function slugFollowsAtStart(fields: TitleAndSlug, everPublished: boolean): boolean {
  return !everPublished && (fields.slug === '' || fields.slug === slugFromTitle(fields.title));
}

/** The fields after an edit of the title (`key`: an article's title, a product's name): the slug comes along while it follows. */
export function withTitle<Fields extends { slug: string }>(
  fields: Fields,
  key: keyof Fields,
  title: string,
  follows: boolean,
): Fields {
  return { ...fields, [key]: title, ...(follows ? { slug: slugFromTitle(title) } : {}) };
}

/** A slug as typed: lower case, spaces as hyphens (the rest is cleaned when the field is left). */
export function typedSlug(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '-');
}

/**
 * The slug and whether it follows once the field is left: cleaned like a title's; emptied by hand on
 * an item never published, it follows the title again.
 */
export function leftSlug(fields: TitleAndSlug, everPublished: boolean): { slug: string; follows: boolean } {
  const slug = slugFromTitle(fields.slug);
  if (slug || everPublished) return { slug, follows: false };
  return { slug: slugFromTitle(fields.title), follows: true };
}
