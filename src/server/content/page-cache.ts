import { log } from '../log.ts';
import { registeredPageCache } from './page-cache-provider.ts';

/** How long a cached page may be served without a change being announced: a day (changes invalidate it at once). */
export const pageCacheSeconds = 24 * 60 * 60;

/** Cache tags of readers' pages: every content page has `all`, and its list's or item's tag. */
export const cacheTags = {
  all: 'content',
  articleList: 'articles',
  productList: 'products',
  faqList: 'faq',
  storyList: 'stories',
  item: (id: string) => `item:${id}`,
  category: (id: string) => `category:${id}`,
} as const;

/** Drops this instance's cached pages carrying any of `tags`. Never throws: a stale page is better than a stopped publish. */
export async function invalidatePages(tags: string[]): Promise<void> {
  const cache = registeredPageCache();
  if (!cache || tags.length === 0) return;
  try {
    await cache.invalidate({ tags });
  } catch (error) {
    log.error('page_cache_invalidation_failed', { tags, error });
  }
}
