import { z } from 'zod';
import { slugPattern } from './slug.ts';

/** The longest body an article may have, in characters: every admin request is capped at 64 KB, and Vietnamese takes up to 3 bytes a letter. A long article is 10,000. */
export const maxBodyLength = 30_000;

const text = (max: number) =>
  z
    .string()
    .max(max, `Tối đa ${max} ký tự.`)
    .transform((value) => value.normalize('NFC'));

/**
 * An article's fields as the editor sends them. Autosave stores whatever is there (a draft may be
 * half written), within these bounds; publishing checks `articlePublishSchema` as well.
 */
export const articleDraftSchema = z.object({
  title: text(90),
  slug: z.string().max(80),
  excerpt: text(160),
  categoryId: z.string().max(36),
  authorId: z.string().max(36),
  /** Id of an uploaded image (media store), or '' for none yet. */
  coverImageId: z.string().max(64),
  coverAlt: text(200),
  body: text(maxBodyLength),
  featured: z.boolean(),
  /** Overrides the page title for search engines; '' uses the title. */
  seoTitle: text(70),
  /** Overrides the meta description; '' uses the excerpt. */
  seoDescription: text(160),
});
export type ArticleFields = z.infer<typeof articleDraftSchema>;

/**
 * What an article must have to go live; the messages are shown beside the fields. A cover is the
 * editor's choice (a short note needs none: readers see the category on the brand colour instead),
 * but a cover that is there is described for readers who cannot see it.
 */
export const articlePublishSchema = articleDraftSchema
  .extend({
    title: text(90).refine((value) => value.trim().length >= 10, 'Tiêu đề cần ít nhất 10 ký tự.'),
    slug: z
      .string()
      .regex(slugPattern, 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang.')
      .min(3, 'Đường dẫn cần ít nhất 3 ký tự.'),
    excerpt: text(160).refine((value) => value.trim().length >= 40, 'Tóm tắt cần từ 40 đến 160 ký tự.'),
    categoryId: z.string().min(1, 'Hãy chọn chuyên mục.'),
    authorId: z.string().min(1, 'Hãy chọn tác giả.'),
    body: text(maxBodyLength).refine((value) => value.trim().length >= 200, 'Nội dung bài viết cần ít nhất 200 ký tự.'),
  })
  .superRefine((fields, context) => {
    if (fields.coverImageId && fields.coverAlt.trim().length < 10)
      context.addIssue({
        code: 'custom',
        path: ['coverAlt'],
        message: 'Hãy mô tả ảnh bìa (ít nhất 10 ký tự) cho người không xem được ảnh.',
      });
  });

/** An empty article, as 'Viết bài mới' starts it. */
export const emptyArticle: ArticleFields = {
  title: '',
  slug: '',
  excerpt: '',
  categoryId: '',
  authorId: '',
  coverImageId: '',
  coverAlt: '',
  body: '',
  featured: false,
  seoTitle: '',
  seoDescription: '',
};
