import type { Kysely } from 'kysely';
import {
  emptyProduct,
  productDraftSchema,
  productPublishSchema,
  type ProductFields,
} from '../../lib/content/product-fields.ts';
import { markdownText } from '../../lib/content/markdown-text.ts';
import { productPriceSentence, productShareEyebrow } from '../../lib/products.ts';
import type { Database } from '../db/database.ts';
import { findImages } from '../media/index.ts';
import type { ContentKindRules } from './content-kind.ts';
import { listPublished } from './content.repository.ts';
import { cacheTags } from './page-cache.ts';
import type { ShareCard } from '../../lib/seo/share-card.ts';
import { drawShareImage } from './share-image.ts';
import { positionKey } from './position-key.ts';

/** What a product's share image says (drawn at publish, named by the product page's meta tags). */
export function productShareCard(name: string): ShareCard {
  return { eyebrow: productShareEyebrow, title: name };
}

/** The published product other than `itemId` whose quote uses `param`, if any. */
async function quoteParamHolder(db: Kysely<Database>, param: string, itemId: string): Promise<string | undefined> {
  const rows = await listPublished(db, 'product');
  for (const row of rows) {
    const live = JSON.parse(row.published ?? '{}') as Partial<ProductFields>;
    if (row.id !== itemId && live.quote?.param === param) return live.name ?? row.slug;
  }
  return undefined;
}

/** A product's lists and prices as lines of text, so a history compares them word by word like the rest. */
function comparedText(fields: Partial<ProductFields>): Record<string, unknown> {
  const quote = fields.quote;
  return {
    ...fields,
    features: (fields.features ?? []).join('\n'),
    specs: (fields.specs ?? []).map(({ label, value }) => `${label}: ${value}`).join('\n'),
    integrationPoints: (fields.integrationPoints ?? []).join('\n'),
    quote: quote
      ? [
          `Mã: ${quote.param}`,
          `Đơn vị: ${quote.unit}`,
          `Đơn giá: ${quote.unitPriceVnd} đồng`,
          `Lắp đặt: ${quote.installationVndPerUnit} đồng`,
          `Mỗi phòng: ${quote.defaultPerRoom}`,
        ].join('\n')
      : '',
  };
}

/** Hardware products: in catalogue order (a zero-padded position); the quote reads their prices. */
export const productRules: ContentKindRules<ProductFields> = {
  kind: 'product',
  draftSchema: productDraftSchema,
  publishSchema: productPublishSchema,
  empty: emptyProduct,
  title: (fields) => fields.name,
  columns: () => ({ category_id: null, author_id: null }),
  sortKey: (fields) => positionKey(fields.order),
  // Only the product's own page and the list show it (the quote page is not cached).
  relatedTags: () => [],
  listTag: cacheTags.productList,
  summary: () => ({}),
  comparedFields: [
    ['name', 'Tên sản phẩm'],
    ['slug', 'Đường dẫn'],
    ['order', 'Thứ tự'],
    ['tagline', 'Khẩu hiệu'],
    ['summary', 'Tóm tắt'],
    ['imageAlt', 'Mô tả ảnh'],
    ['features', 'Tính năng'],
    ['specs', 'Thông số kỹ thuật'],
    ['integrationTitle', 'Tiêu đề phần kết nối'],
    ['integrationIntro', 'Giới thiệu phần kết nối'],
    ['integrationPoints', 'Các bước kết nối'],
    ['quote', 'Báo giá'],
    ['warranty', 'Bảo hành'],
    ['installation', 'Lắp đặt'],
    ['seoTitle', 'Tiêu đề tìm kiếm'],
    ['seoDescription', 'Mô tả tìm kiếm'],
    ['body', 'Giới thiệu sản phẩm'],
  ],
  comparedText,
  searchKind: 'product',
  searchText: (fields) => ({
    summary: `${fields.tagline}\n${fields.summary}`,
    // The prices and the specification table: the assistant answers 'khóa giá bao nhiêu' from them.
    body: [
      productPriceSentence(fields.name, fields.quote),
      ...fields.features,
      ...fields.specs.map((spec) => `${spec.label}: ${spec.value}`),
      fields.integrationTitle,
      fields.integrationIntro,
      ...fields.integrationPoints,
      fields.warranty,
      fields.installation,
      markdownText(fields.body),
    ].join('\n'),
  }),
  async afterPublish(db, itemId, fields) {
    await drawShareImage(db, itemId, productShareCard(fields.name));
  },
  async checkReferences(db, fields, itemId) {
    const errors: Record<string, string> = {};
    const [images, holder] = await Promise.all([
      findImages(db, [fields.imageId]),
      quoteParamHolder(db, fields.quote.param, itemId),
    ]);
    if (!images.has(fields.imageId)) errors.imageId = 'Không tìm thấy ảnh sản phẩm, hãy tải ảnh lên lại.';
    // Two products with one parameter would mix their quantities on the quote page.
    if (holder) errors.quote = `Mã trên báo giá “${fields.quote.param}” đã được ${holder} dùng, hãy chọn mã khác.`;
    return errors;
  },
};
