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

/** The server's field errors, kept to the fields the form has. */
export function knownFieldErrors(errors: Record<string, string> | undefined): FieldErrors {
  const known: FieldErrors = {};
  for (const name of fieldOrder) if (errors?.[name]) known[name] = errors[name];
  return known;
}

/** The first field, in the form's order, that has an error. */
export function firstInvalid(errors: FieldErrors): FieldName | undefined {
  return fieldOrder.find((name) => errors[name]);
}
