import type { AstroGlobal } from 'astro';

// Every page calls one page model of its feature (`xPage(db, staff, context)`, from the feature's
// index.ts): it handles the page's posts and reads what the page shows. It answers a Response when the
// answer is not the page (a redirect after a post, JSON for a script, a 404), or the page's view,
// which carries this when its status can be other than 200 or the route cache may keep it.

/** What a page's answer carries besides its HTML, as its model decided it. */
export interface PageAnswer {
  /** 200, or why the page is shown in place of what was asked (a refused post, a forbidden page, an outage). */
  status: number;
  /** Seconds before asking again, with a 429 or a 503. */
  retryAfter?: number | undefined;
  /** How long, and under which tags, the route cache may keep the page. */
  cache?: { maxAge: number; tags: string[] } | undefined;
}

/** Applies a page model's status, Retry-After and route-cache entry to the page being rendered. */
export function answerPage(page: Pick<AstroGlobal, 'response' | 'cache'>, answer: PageAnswer): void {
  page.response.status = answer.status;
  if (answer.retryAfter !== undefined) page.response.headers.set('retry-after', String(answer.retryAfter));
  if (answer.cache) page.cache.set(answer.cache);
}
