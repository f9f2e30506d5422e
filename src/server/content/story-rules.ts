import type { Kysely } from 'kysely';
import { markdownText } from '../../lib/content/markdown-text.ts';
import { emptyStory, storyDraftSchema, storyPublishSchema, type StoryFields } from '../../lib/content/story-fields.ts';
import { storyShareEyebrow } from '../../lib/customers.ts';
import { planName } from '../../lib/leads/lead-facts.ts';
import type { Database } from '../db/database.ts';
import type { ContentKindRules } from './content-kind.ts';
import { listPublished, redirectTarget } from './content.repository.ts';
import { cacheTags } from './page-cache.ts';
import type { ShareCard } from '../../lib/seo/share-card.ts';
import { drawShareImage } from './share-image.ts';
import { positionKey } from './position-key.ts';

/** What a story's share image says (drawn at publish, named by the story page's meta tags). */
export function storyShareCard(title: string): ShareCard {
  return { eyebrow: storyShareEyebrow, title };
}

/** The products of `slugs` readers cannot open: neither published at that address nor moved from it. */
async function missingProducts(db: Kysely<Database>, slugs: readonly string[]): Promise<string[]> {
  const live = new Set((await listPublished(db, 'product')).map((row) => row.slug));
  const missing: string[] = [];
  for (const slug of slugs) if (!live.has(slug) && !(await redirectTarget(db, 'product', slug))) missing.push(slug);
  return missing;
}

/** A story's lists and choices as lines of text, so a history compares them word by word like the rest. */
function comparedText(fields: Partial<StoryFields>): Record<string, unknown> {
  return {
    ...fields,
    plan: fields.plan ? (planName(fields.plan) ?? fields.plan) : '',
    products: (fields.products ?? []).join('\n'),
    owner: fields.owner ? `${fields.owner.name}, ${fields.owner.role}` : '',
    figures: (fields.figures ?? []).map(({ value, label, period }) => `${value} ${label}, ${period}`).join('\n'),
    sample: fields.sample === undefined ? '' : fields.sample ? 'Câu chuyện minh họa' : 'Khách hàng thật',
  };
}

/** Customer stories: in the landing page's order (a zero-padded position); a sample is hidden with the samples. */
export const storyRules: ContentKindRules<StoryFields> = {
  kind: 'story',
  draftSchema: storyDraftSchema,
  publishSchema: storyPublishSchema,
  empty: emptyStory,
  title: (fields) => fields.title,
  columns: () => ({ category_id: null, author_id: null }),
  sortKey: (fields) => positionKey(fields.order),
  // The landing page and /khach-hang carry the list's tag; the story's page its own.
  relatedTags: () => [],
  listTag: cacheTags.storyList,
  summary: () => ({}),
  comparedFields: [
    ['title', 'Tiêu đề'],
    ['slug', 'Đường dẫn'],
    ['order', 'Thứ tự'],
    ['sample', 'Loại câu chuyện'],
    ['summary', 'Tóm tắt'],
    ['hotel', 'Khách sạn'],
    ['city', 'Tỉnh, thành phố'],
    ['rooms', 'Số phòng'],
    ['plan', 'Gói phần mềm'],
    ['products', 'Thiết bị'],
    ['owner', 'Người được trích lời'],
    ['quote', 'Lời chủ khách sạn'],
    ['figures', 'Kết quả'],
    ['body', 'Câu chuyện'],
  ],
  comparedText,
  searchKind: 'customer',
  searchText: (fields) => ({
    summary: `${fields.hotel}, ${fields.city}. ${fields.summary}`,
    body: [
      fields.quote,
      ...fields.figures.map((figure) => `${figure.value} ${figure.label}, ${figure.period}`),
      markdownText(fields.body),
    ].join('\n'),
  }),
  async afterPublish(db, itemId, fields) {
    await drawShareImage(db, itemId, storyShareCard(fields.title));
  },
  async checkReferences(db, fields) {
    const missing = await missingProducts(db, fields.products);
    return missing.length
      ? { products: `Không còn sản phẩm ${missing.join(', ')} trên trang, hãy bỏ chọn sản phẩm đó.` }
      : {};
  },
};
