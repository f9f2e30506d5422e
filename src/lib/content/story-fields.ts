import { z } from 'zod';
import type { PricingPlan } from '../../content/pricing-plans.ts';
import { atLeast, text, wholeNumber } from './field-rules.ts';
import { slugPattern } from './slug.ts';

/** The longest story, in characters (every admin request is capped at 64 KB). */
export const maxStoryBodyLength = 15_000;

/** Paid plans a customer can be on (ids of src/content/pricing-plans.ts). */
export const storyPlanIds = ['basic', 'professional', 'enterprise'] as const satisfies ReadonlyArray<PricingPlan['id']>;
export type StoryPlanId = (typeof storyPlanIds)[number];

/** How many figures a story shows: the first is on its card. */
export const storyFigureBounds = { min: 2, max: 3 } as const;

/** The most products one story names. */
export const maxStoryProducts = 10;

/** A result a customer measured, always with the period it covers, as drafted. */
const figureDraftSchema = z.object({
  /** The figure as shown, short, e.g. '−14%' or '4 phút'. */
  value: text(12),
  /** What it measures, e.g. 'tiền điện mỗi tháng so với cùng kỳ'. */
  label: text(120),
  /** When it was measured, e.g. 'trong 6 tháng đầu'. */
  period: text(80),
});

/**
 * A customer story as the editor sends it. Autosave stores whatever is there within these bounds;
 * publishing checks `storyPublishSchema` as well.
 */
export const storyDraftSchema = z.object({
  /** Headline of the story page, also its title. */
  title: text(60),
  slug: z.string().max(80),
  /** Card text and meta description. */
  summary: text(160),
  /** Hotel name as its owner writes it. */
  hotel: text(80),
  /** City or province, e.g. 'Đà Lạt'. */
  city: text(60),
  rooms: wholeNumber(0, 10_000, 'Số phòng là số nguyên từ 1 đến 10000.'),
  /** Software plan the hotel is on. */
  plan: z.enum(storyPlanIds, 'Hãy chọn gói phần mềm.'),
  /** Hardware in use: product slugs (none for software only). */
  products: z.array(z.string().max(80)).max(maxStoryProducts, `Tối đa ${maxStoryProducts} sản phẩm.`),
  /** The person quoted, as they agreed to be named, and their role at the hotel. */
  owner: z.object({ name: text(80), role: text(80) }),
  /** The owner's own words, one or two sentences, without quotation marks. */
  quote: text(240),
  figures: z.array(figureDraftSchema).max(storyFigureBounds.max, `Tối đa ${storyFigureBounds.max} kết quả.`),
  /** Position on the landing page and in /khach-hang, smallest first. */
  order: wholeNumber(0, 9_999, 'Thứ tự là số nguyên từ 0 đến 9999.'),
  /** An invented example: cards and page say so, and it is hidden once the owner turns samples off. */
  sample: z.boolean(),
  /** The story (Markdown). */
  body: text(maxStoryBodyLength),
});
export type StoryFields = z.infer<typeof storyDraftSchema>;
export type StoryFigure = StoryFields['figures'][number];

const { min, max } = storyFigureBounds;
const filled = (maxLength: number, message: string) => atLeast(maxLength, 1, message);

/** What a story must have to go live; the messages are shown beside the fields. */
export const storyPublishSchema = storyDraftSchema.extend({
  title: atLeast(60, 10, 'Tiêu đề cần từ 10 đến 60 ký tự.'),
  slug: z
    .string()
    .regex(slugPattern, 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang.')
    .min(3, 'Đường dẫn cần ít nhất 3 ký tự.'),
  summary: atLeast(160, 40, 'Tóm tắt cần từ 40 đến 160 ký tự.'),
  hotel: atLeast(80, 3, 'Tên khách sạn cần ít nhất 3 ký tự.'),
  city: atLeast(60, 2, 'Hãy ghi tỉnh hoặc thành phố.'),
  rooms: wholeNumber(1, 10_000, 'Số phòng là số nguyên từ 1 đến 10000.'),
  owner: z.object({
    name: atLeast(80, 3, 'Hãy ghi tên và vai trò của người được trích lời.'),
    role: atLeast(80, 3, 'Hãy ghi tên và vai trò của người được trích lời.'),
  }),
  quote: atLeast(240, 20, 'Lời chủ khách sạn cần từ 20 đến 240 ký tự.'),
  figures: z
    .array(
      z.object({
        value: filled(12, 'Mỗi kết quả cần con số, điều được đo và thời gian đo.'),
        label: atLeast(120, 5, 'Mỗi kết quả cần con số, điều được đo và thời gian đo.'),
        period: atLeast(80, 5, 'Mỗi kết quả cần con số, điều được đo và thời gian đo.'),
      }),
    )
    .min(min, `Cần từ ${min} đến ${max} kết quả.`)
    .max(max, `Cần từ ${min} đến ${max} kết quả.`),
  body: filled(maxStoryBodyLength, 'Hãy viết câu chuyện.'),
});

/** An empty story, as 'Thêm câu chuyện' starts it. */
export const emptyStory: StoryFields = {
  title: '',
  slug: '',
  summary: '',
  hotel: '',
  city: '',
  rooms: 0,
  plan: 'basic',
  products: [],
  owner: { name: '', role: '' },
  quote: '',
  figures: [],
  order: 10,
  sample: false,
  body: '',
};

/** A product a story may name, as its editor offers it. */
export interface StoryProductOption {
  slug: string;
  name: string;
}
