import type { ArticleFields } from '@/lib/content/article-fields';

/** A field the server can refuse: an article field, or the time to publish at. */
export type FieldName = keyof ArticleFields | 'publishAt';

/** Messages beside the fields, as a refused publish names them. */
export type FieldErrors = Partial<Record<FieldName, string>>;

/** What the 'Thiết lập' fold holds, in its order: everything but the title and the body. */
export const settingsFields: readonly FieldName[] = [
  'slug',
  'excerpt',
  'categoryId',
  'authorId',
  'coverImageId',
  'coverAlt',
  'featured',
  'seoTitle',
  'seoDescription',
  'publishAt',
];

/** The fields in the order the form shows them (the writing, then its settings): the first refused one gets the focus. */
export const fieldOrder: readonly FieldName[] = ['title', 'body', ...settingsFields];

/** Id of a field's control (the focus target) and of its message. */
export const fieldId = (name: FieldName) => `article-${name}`;
export const errorId = (name: FieldName) => `article-${name}-error`;
