import type { Kysely } from 'kysely';
import {
  emptyStory,
  storyDraftSchema,
  type StoryFields,
  type StoryProductOption,
} from '../../lib/content/story-fields.ts';
import type { ContentItemRow, Database } from '../db/database.ts';
import { contentEditing, type ContentEditing } from './content-editing.ts';
import { listPublished } from './content.repository.ts';

/** Everything the story editor page starts from. */
export interface StoryEditing extends ContentEditing<StoryFields> {
  /** The published products, in catalogue order. */
  productOptions: StoryProductOption[];
}

/** A stored draft read back; one from an older shape gets today's defaults for what it lacks. */
export function storyDraftFields(item: Pick<ContentItemRow, 'draft'>): StoryFields {
  const stored = JSON.parse(item.draft) as Partial<StoryFields>;
  const parsed = storyDraftSchema.safeParse({
    ...emptyStory,
    ...stored,
    owner: { ...emptyStory.owner, ...stored.owner },
  });
  return parsed.success ? parsed.data : emptyStory;
}

/** The story `id` as its editor opens it, or undefined when there is no such story. */
export async function storyEditing(db: Kysely<Database>, id: string): Promise<StoryEditing | undefined> {
  const editing = await contentEditing(db, 'story', id, storyDraftFields);
  if (!editing) return undefined;
  const products = await listPublished(db, 'product');
  return {
    ...editing,
    productOptions: products.map((row) => ({ slug: row.slug, name: String(JSON.parse(row.published ?? '{}').name) })),
  };
}
