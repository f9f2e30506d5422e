import type { Kysely } from 'kysely';
import type { ProductFields } from '../../lib/content/product-fields.ts';
import type { FieldDiff } from '../../lib/content/revision.ts';
import type { Database } from '../db/database.ts';
import { findRevision } from './content.repository.ts';
import { revisionDiff } from './revision-diff.ts';

/** The product fields a history compares, with their labels, in the editor's order. */
const comparedFields: Array<[key: string, label: string]> = [
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
  ['seoTitle', 'Tiêu đề tìm kiếm'],
  ['seoDescription', 'Mô tả tìm kiếm'],
  ['body', 'Giới thiệu sản phẩm'],
];

/** A revision's fields as lines of text, so lists and prices compare word by word like the rest. */
function asText(data: string | undefined): Record<string, unknown> {
  if (!data) return {};
  const fields = JSON.parse(data) as Partial<ProductFields>;
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

/** What revision `number` of a product changed from the one before it (the first, from nothing). */
export async function productRevisionChanges(
  db: Kysely<Database>,
  itemId: string,
  number: number,
): Promise<FieldDiff[] | undefined> {
  const revision = await findRevision(db, itemId, number);
  if (!revision) return undefined;
  const before = number > 1 ? await findRevision(db, itemId, number - 1) : undefined;
  return revisionDiff(asText(before?.data), asText(revision.data), comparedFields);
}
