import type { Kysely } from 'kysely';
import { publicPath, type ContentStatus } from '../../lib/content/content-kinds.ts';
import type { StoredImage } from '../../lib/content/image-urls.ts';
import { emptyProduct, productDraftSchema, type ProductFields } from '../../lib/content/product-fields.ts';
import type { ContentItemRow, Database } from '../db/database.ts';
import { findImages } from '../media/media.service.ts';
import { findItem } from './content.repository.ts';

/** Everything the product editor page starts from. */
export interface ProductEditing {
  item: ContentItemRow;
  fields: ProductFields;
  status: ContentStatus;
  publicHref: string | null;
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
  const item = await findItem(db, id);
  if (!item || item.kind !== 'product') return undefined;
  const fields = productDraftFields(item);
  const images = await findImages(db, [fields.imageId]);
  return {
    item,
    fields,
    status: item.status as ContentStatus,
    publicHref: item.status === 'published' ? publicPath('product', item.slug) : null,
    image: images.get(fields.imageId) ?? null,
  };
}
