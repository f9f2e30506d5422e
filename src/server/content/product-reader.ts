import type { Kysely } from 'kysely';
import { publicPath } from '../../lib/content/content-kinds.ts';
import type { StoredImage } from '../../lib/content/image-urls.ts';
import type { ProductFields } from '../../lib/content/product-fields.ts';
import { imageIdsIn, renderMarkdown } from '../../lib/content/render-markdown.ts';
import type { Product } from '../../lib/products.ts';
import type { Database } from '../db/database.ts';
import { findImages } from '../media/index.ts';
import { findPublished, listPublished } from './content.repository.ts';

type Db = Kysely<Database>;
type ProductSummary = Omit<ProductFields, 'body'>;

const missingImage: StoredImage = { id: '0'.repeat(32), width: 1200, height: 900, avif: false };

function toProduct(id: string, fields: ProductSummary, images: ReadonlyMap<string, StoredImage>): Product {
  return {
    id,
    slug: fields.slug,
    href: publicPath('product', fields.slug),
    name: fields.name,
    order: fields.order,
    tagline: fields.tagline,
    summary: fields.summary,
    image: images.get(fields.imageId) ?? missingImage,
    imageAlt: fields.imageAlt,
    features: fields.features,
    specs: fields.specs,
    integration: { title: fields.integrationTitle, intro: fields.integrationIntro, points: fields.integrationPoints },
    quote: fields.quote,
    // Published before the fields existed: the page leaves the block out until an editor fills them.
    warranty: fields.warranty ?? '',
    installation: fields.installation ?? '',
    seoTitle: fields.seoTitle || fields.name,
    seoDescription: fields.seoDescription || fields.summary,
  };
}

/** Every published product, in catalogue order. */
export async function publishedProducts(db: Db): Promise<Product[]> {
  const rows = await listPublished(db, 'product');
  const summaries = rows.map((row) => ({ id: row.id, fields: JSON.parse(row.published ?? '{}') as ProductSummary }));
  const images = await findImages(
    db,
    summaries.map(({ fields }) => fields.imageId),
  );
  return summaries.map(({ id, fields }) => toProduct(id, fields, images));
}

/** A product's page: its card data and its description as HTML. */
export interface ProductView {
  product: Product;
  html: string;
}

async function viewOf(db: Db, id: string, fields: ProductFields): Promise<ProductView> {
  const images = await findImages(db, [fields.imageId, ...imageIdsIn(fields.body)]);
  return { product: toProduct(id, fields, images), html: await renderMarkdown(fields.body, images) };
}

/** The published product at `slug`, or undefined. */
export async function publishedProduct(db: Db, slug: string): Promise<ProductView | undefined> {
  const row = await findPublished(db, 'product', slug);
  if (!row?.published) return undefined;
  return viewOf(db, row.id, { ...(JSON.parse(row.published) as ProductSummary), body: row.published_body ?? '' });
}

/** A draft shown as readers would see it once published (the preview): same data, same renderer. */
export function productPreview(db: Db, id: string, fields: ProductFields): Promise<ProductView> {
  return viewOf(db, id, fields);
}
