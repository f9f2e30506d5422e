import { emptyFaq, faqDraftSchema, faqPublishSchema, type FaqFields } from '../../lib/content/faq-fields.ts';
import type { ContentKindRules } from './content-kind.ts';
import { findItem } from './content.repository.ts';
import { cacheTags } from './page-cache.ts';
import { positionKey } from './position-key.ts';

/**
 * The FAQ's questions: in the list's order (a zero-padded position); the landing page and /bao-gia
 * show them all (tag `faq`). A question's anchor is its slug, given when its draft is made: links to
 * `/#faq-3` (the search results, the assistant's sources) keep leading to it.
 */
export const faqRules: ContentKindRules<FaqFields> = {
  kind: 'faq',
  draftSchema: faqDraftSchema,
  publishSchema: faqPublishSchema,
  empty: emptyFaq,
  title: (fields) => fields.question,
  columns: () => ({ category_id: null, author_id: null }),
  sortKey: (fields) => positionKey(fields.order),
  relatedTags: () => [],
  listTag: cacheTags.faqList,
  summary: () => ({}),
  comparedFields: [
    ['question', 'Câu hỏi'],
    ['order', 'Thứ tự'],
    ['body', 'Câu trả lời'],
  ],
  comparedText: (fields) => fields,
  searchKind: 'faq',
  searchText: (fields) => ({ summary: '', body: fields.body }),
  async afterPublish() {},
  async checkReferences(db, fields, itemId) {
    // The anchor was given with the draft: a changed one would break every link to the question.
    const item = await findItem(db, itemId);
    return item && item.slug !== fields.slug ? { slug: 'Mã neo của câu hỏi không đổi được.' } : {};
  },
};
