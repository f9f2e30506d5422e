import type { ArticleFields } from '@/lib/content/article-fields';

/** A field the server can refuse: an article field, or the time to publish at. */
export type FieldName = keyof ArticleFields | 'publishAt';

/** Messages beside the fields, as a refused publish names them. */
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The fields in the order the form shows them: the first refused one gets the focus. */
export const fieldOrder: readonly FieldName[] = [
  'title',
  'slug',
  'excerpt',
  'categoryId',
  'authorId',
  'coverImageId',
  'coverAlt',
  'body',
  'featured',
  'seoTitle',
  'seoDescription',
  'publishAt',
];

/** Id of a field's control (the focus target) and of its message. */
export const fieldId = (name: FieldName) => `article-${name}`;
export const errorId = (name: FieldName) => `article-${name}-error`;
