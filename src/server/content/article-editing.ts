import type { Kysely } from 'kysely';
import { articleDraftSchema, emptyArticle, type ArticleFields } from '../../lib/content/article-fields.ts';
import type { StoredImage } from '../../lib/content/image-urls.ts';
import type { ContentItemRow, Database } from '../db/database.ts';
import { findImages } from '../media/index.ts';
import { contentEditing, type ContentEditing } from './content-editing.ts';
import { listAuthors, listCategories } from './taxonomy.repository.ts';

/** Everything the article editor page starts from. */
export interface ArticleEditing extends ContentEditing<ArticleFields> {
  coverImage: StoredImage | null;
  categories: Array<{ id: string; name: string }>;
  authors: Array<{ id: string; name: string }>;
}

/** A stored draft read back; a draft from an older shape gets today's defaults for what it lacks. */
export function draftFields(item: Pick<ContentItemRow, 'draft'>): ArticleFields {
  const parsed = articleDraftSchema.safeParse({ ...emptyArticle, ...(JSON.parse(item.draft) as object) });
  return parsed.success ? parsed.data : emptyArticle;
}

/** The article `id` as its editor opens it, or undefined when there is no such article. */
export async function articleEditing(db: Kysely<Database>, id: string): Promise<ArticleEditing | undefined> {
  const editing = await contentEditing(db, 'article', id, draftFields);
  if (!editing) return undefined;
  const fields = editing.start.initial;
  const [categories, authors, images] = await Promise.all([
    listCategories(db),
    listAuthors(db),
    findImages(db, [fields.coverImageId]),
  ]);
  return {
    ...editing,
    coverImage: images.get(fields.coverImageId) ?? null,
    categories: categories.map(({ id, name }) => ({ id, name })),
    authors: authors.map(({ id, name }) => ({ id, name })),
  };
}
