import type { Kysely } from 'kysely';
import type { StoredImage } from '../../lib/content/image-urls.ts';
import { emptyProduct, productDraftSchema, type ProductFields } from '../../lib/content/product-fields.ts';
import type { ContentItemRow, Database } from '../db/database.ts';
import { findImages } from '../media/index.ts';
import { contentEditing, type ContentEditing } from './content-editing.ts';

/** Everything the product editor page starts from. */
export interface ProductEditing extends ContentEditing<ProductFields> {
  image: StoredImage | null;
}

/** A stored draft read back; a draft from an older shape gets today's defaults for what it lacks. */
export function productDraftFields(item: Pick<ContentItemRow, 'draft'>): ProductFields {
  const stored = JSON.parse(item.draft) as Partial<ProductFields>;
  const parsed = productDraftSchema.safeParse({
    ...emptyProduct,
    ...stored,
    quote: { ...emptyProduct.quote, ...stored.quote },
  });
  return parsed.success ? parsed.data : emptyProduct;
}

/** The product `id` as its editor opens it, or undefined when there is no such product. */
export async function productEditing(db: Kysely<Database>, id: string): Promise<ProductEditing | undefined> {
  const editing = await contentEditing(db, 'product', id, productDraftFields);
  if (!editing) return undefined;
  const images = await findImages(db, [editing.start.initial.imageId]);
  return { ...editing, image: images.get(editing.start.initial.imageId) ?? null };
}
