import {
  articleDraftSchema,
  articlePublishSchema,
  emptyArticle,
  type ArticleFields,
} from '../../lib/content/article-fields.ts';
import { markdownText } from '../../lib/content/markdown-text.ts';
import { readingMinutes } from '../../lib/news/read-time.ts';
import { findImages } from '../media/index.ts';
import type { ContentKindRules } from './content-kind.ts';
import { cacheTags } from './page-cache.ts';
import { drawShareImage } from './share-image.ts';
import { listAuthors, listCategories } from './taxonomy.repository.ts';

/** What readers' lists keep of a published article besides its fields. */
export interface ArticleSummary extends Omit<ArticleFields, 'body'> {
  readMinutes: number;
}

/** News articles: dated by first publication, newest first; a change touches its category's related lists. */
export const articleRules: ContentKindRules<ArticleFields> = {
  kind: 'article',
  draftSchema: articleDraftSchema,
  publishSchema: articlePublishSchema,
  empty: emptyArticle,
  title: (fields) => fields.title,
  columns: (fields) => ({ category_id: fields.categoryId || null, author_id: fields.authorId || null }),
  sortKey: (_fields, publishedAt) => publishedAt,
  relatedTags: (fields) => (fields.categoryId ? [cacheTags.category(fields.categoryId)] : []),
  listTag: cacheTags.articleList,
  summary: (fields) => ({ readMinutes: readingMinutes(fields.body) }),
  comparedFields: [
    ['title', 'Tiêu đề'],
    ['slug', 'Đường dẫn'],
    ['excerpt', 'Tóm tắt'],
    ['coverAlt', 'Mô tả ảnh bìa'],
    ['seoTitle', 'Tiêu đề tìm kiếm'],
    ['seoDescription', 'Mô tả tìm kiếm'],
    ['body', 'Nội dung'],
  ],
  comparedText: (fields) => fields,
  searchKind: 'article',
  searchText: (fields) => ({ summary: fields.excerpt, body: markdownText(fields.body) }),
  async afterPublish(db, itemId, fields) {
    const category = (await listCategories(db)).find(({ id }) => id === fields.categoryId);
    await drawShareImage(db, itemId, { eyebrow: category?.name ?? '', title: fields.title });
  },
  async checkReferences(db, fields) {
    const errors: Record<string, string> = {};
    const [categories, authors, images] = await Promise.all([
      listCategories(db),
      listAuthors(db),
      findImages(db, [fields.coverImageId]),
    ]);
    if (!categories.some((category) => category.id === fields.categoryId))
      errors.categoryId = 'Chuyên mục này không còn nữa, hãy chọn chuyên mục khác.';
    if (!authors.some((author) => author.id === fields.authorId))
      errors.authorId = 'Tác giả này không còn nữa, hãy chọn tác giả khác.';
    if (fields.coverImageId && !images.has(fields.coverImageId))
      errors.coverImageId = 'Không tìm thấy ảnh bìa, hãy tải ảnh lên lại.';
    return errors;
  },
};
