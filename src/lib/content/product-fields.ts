import { z } from 'zod';
import { productOnlyParam } from '../quote/quote-input.ts';
import { atLeast, text, wholeNumber } from './field-rules.ts';
import { slugPattern } from './slug.ts';

/** The longest description a product may have, in characters (Vietnamese takes up to 3 bytes a letter; every admin request is capped at 64 KB). */
export const maxProductBodyLength = 15_000;

/** Parameters the quote page's address uses itself (`/bao-gia?phong=35&goi=…&ky=…&sp=…`, `/gui-yeu-cau?form=…`): no product may take them. */
export const reservedQuoteParams: readonly string[] = ['phong', 'goi', 'ky', productOnlyParam, 'form'];

/** The most a unit or its installation may cost, in đồng (a sanity bound, far above any device). */
export const maxPriceVnd = 1_000_000_000;

/** How many of each list the editor keeps while drafting; publishing asks for fewer. */
export const productListBounds = {
  features: { min: 4, max: 8 },
  specs: { min: 4, max: 20 },
  integrationPoints: { min: 3, max: 8 },
} as const;

/** A labelled figure of the specification table, as drafted. */
const specDraftSchema = z.object({
  /** What is measured, e.g. 'Điện áp cấp'. */
  label: text(80),
  /** The figure with its unit, e.g. '220 V AC, 50 Hz'. */
  value: text(200),
});

/** What the quote page (/bao-gia) charges for a product, in đồng before VAT, as drafted. */
const quoteDraftSchema = z.object({
  /** The product's parameter in a quote's address (`/bao-gia?khoa=35`): short, lower-case ASCII, unique. */
  param: z.string().max(12, 'Tối đa 12 ký tự.'),
  /** What one unit is called in a quote line: 'bộ', 'thẻ'. */
  unit: text(12),
  /** Price of one unit. */
  unitPriceVnd: wholeNumber(0, maxPriceVnd, 'Giá phải là số nguyên đồng, không âm.'),
  /** Installation of one unit; 0 when the product needs none. */
  installationVndPerUnit: wholeNumber(0, maxPriceVnd, 'Phí lắp đặt phải là số nguyên đồng, không âm.'),
  /** Units per room a quote starts from (one lock per room, two cards per room). */
  defaultPerRoom: wholeNumber(0, 10, 'Số lượng mỗi phòng là số nguyên từ 0 đến 10.'),
});

/**
 * A product's fields as the editor sends them. Autosave stores whatever is there (a draft may be half
 * written), within these bounds; publishing checks `productPublishSchema` as well.
 */
export const productDraftSchema = z.object({
  /** Name on cards, the page heading and the breadcrumb. */
  name: text(80),
  slug: z.string().max(80),
  /** Position in the catalogue, smallest first. */
  order: wholeNumber(0, 9_999, 'Thứ tự là số nguyên từ 0 đến 9999.'),
  /** One-sentence promise under the page heading. */
  tagline: text(200),
  /** Card text and meta description. */
  summary: text(160),
  /** Id of an uploaded image (media store), or '' for none yet. */
  imageId: z.string().max(64),
  imageAlt: text(200),
  /** Feature bullets, each a complete short sentence. */
  features: z
    .array(text(200))
    .max(productListBounds.features.max, `Tối đa ${productListBounds.features.max} tính năng.`),
  /** Specification table rows. */
  specs: z.array(specDraftSchema).max(productListBounds.specs.max, `Tối đa ${productListBounds.specs.max} thông số.`),
  /** How the product works with the PMS: heading, paragraph, steps in order. */
  integrationTitle: text(90),
  integrationIntro: text(400),
  integrationPoints: z
    .array(text(300))
    .max(productListBounds.integrationPoints.max, `Tối đa ${productListBounds.integrationPoints.max} bước.`),
  quote: quoteDraftSchema,
  /** Warranty terms the page states, e.g. 'Bảo hành 12 tháng…'. Older drafts lack it: ''. */
  warranty: text(240).default(''),
  /** Where and how the product is installed (coverage, what the fee includes). Older drafts lack it: ''. */
  installation: text(300).default(''),
  /** The description (Markdown). */
  body: text(maxProductBodyLength),
  /** Overrides the page title for search engines; '' uses the name. */
  seoTitle: text(70),
  /** Overrides the meta description; '' uses the summary. */
  seoDescription: text(160),
});
export type ProductFields = z.infer<typeof productDraftSchema>;
export type ProductQuote = ProductFields['quote'];
export type ProductSpec = ProductFields['specs'][number];

const { features, specs, integrationPoints } = productListBounds;

/** What a product must have to go live; the messages are shown beside the fields. */
export const productPublishSchema = productDraftSchema.extend({
  name: atLeast(80, 3, 'Tên sản phẩm cần ít nhất 3 ký tự.'),
  slug: z
    .string()
    .regex(slugPattern, 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang.')
    .min(3, 'Đường dẫn cần ít nhất 3 ký tự.'),
  tagline: atLeast(200, 10, 'Khẩu hiệu cần ít nhất 10 ký tự.'),
  summary: text(160).refine((value) => value.trim().length >= 40, 'Tóm tắt cần từ 40 đến 160 ký tự.'),
  imageId: z.string().min(1, 'Hãy tải lên ảnh sản phẩm.'),
  imageAlt: atLeast(200, 10, 'Hãy mô tả ảnh sản phẩm (ít nhất 10 ký tự) cho người không xem được ảnh.'),
  features: z
    .array(atLeast(200, 10, 'Mỗi tính năng cần ít nhất 10 ký tự.'))
    .min(features.min, `Cần từ ${features.min} đến ${features.max} tính năng.`)
    .max(features.max, `Cần từ ${features.min} đến ${features.max} tính năng.`),
  specs: z
    .array(
      z.object({
        label: atLeast(80, 1, 'Mỗi thông số cần có tên và giá trị.'),
        value: atLeast(200, 1, 'Mỗi thông số cần có tên và giá trị.'),
      }),
    )
    .min(specs.min, `Cần ít nhất ${specs.min} thông số kỹ thuật.`)
    .max(specs.max, `Tối đa ${specs.max} thông số.`),
  integrationTitle: atLeast(90, 5, 'Tiêu đề phần kết nối cần ít nhất 5 ký tự.'),
  integrationIntro: atLeast(400, 20, 'Đoạn giới thiệu phần kết nối cần ít nhất 20 ký tự.'),
  integrationPoints: z
    .array(atLeast(300, 10, 'Mỗi bước kết nối cần ít nhất 10 ký tự.'))
    .min(integrationPoints.min, `Cần từ ${integrationPoints.min} đến ${integrationPoints.max} bước kết nối.`)
    .max(integrationPoints.max, `Cần từ ${integrationPoints.min} đến ${integrationPoints.max} bước kết nối.`),
  quote: quoteDraftSchema.extend({
    param: z
      .string()
      .regex(/^[a-z]{2,12}$/, 'Mã trên báo giá gồm 2 đến 12 chữ cái thường không dấu, ví dụ: khoa.')
      .refine(
        (param) => !reservedQuoteParams.includes(param),
        `Mã này trang báo giá đã dùng (${reservedQuoteParams.join(', ')}), hãy chọn mã khác.`,
      ),
    unit: text(12).refine((value) => value.trim().length >= 2, 'Đơn vị tính cần từ 2 đến 12 ký tự, ví dụ: bộ.'),
    unitPriceVnd: wholeNumber(1, maxPriceVnd, 'Đơn giá phải là số nguyên đồng lớn hơn 0.'),
  }),
  warranty: text(240)
    .default('')
    .refine((value) => value.trim().length >= 10, 'Hãy ghi thời hạn và điều kiện bảo hành (ít nhất 10 ký tự).'),
  installation: text(300)
    .default('')
    .refine(
      (value) => value.trim().length >= 10,
      'Hãy ghi nơi lắp đặt và những gì phí lắp đặt đã gồm (ít nhất 10 ký tự).',
    ),
  body: atLeast(maxProductBodyLength, 1, 'Hãy viết phần giới thiệu sản phẩm.'),
});

/** An empty product, as 'Thêm sản phẩm' starts it. */
export const emptyProduct: ProductFields = {
  name: '',
  slug: '',
  order: 10,
  tagline: '',
  summary: '',
  imageId: '',
  imageAlt: '',
  features: [],
  specs: [],
  integrationTitle: 'Kết nối với PMS Hotelix',
  integrationIntro: '',
  integrationPoints: [],
  quote: { param: '', unit: 'bộ', unitPriceVnd: 0, installationVndPerUnit: 0, defaultPerRoom: 1 },
  warranty: '',
  installation: '',
  body: '',
  seoTitle: '',
  seoDescription: '',
};
