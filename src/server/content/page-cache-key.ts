import { askedNewsAddress } from '../../lib/news/news-query.ts';

// The route cache holds 1,000 pages, the least recently used going first: a copy made for an address
// no page links to pushes out one that visitors read (`?trang=<anything>` 1,100 times emptied it of
// the home page, the articles and the products). So a page is kept under the address it shows: the
// query is left out, except on the news list, whose state is its query, written as the list writes
// its own links. A path spelled another way than the router's links spell it (a letter written as
// %xx, doubled slashes) is not cached at all: pages read their path, and a copy made for one spelling
// would show it to every other.

// A news list whose state is in its address; every other cached page reads none of its query.
const newsList = '/tin-tuc';

function canonicalSegment(segment: string): boolean {
  try {
    return encodeURI(decodeURIComponent(segment)) === segment;
  } catch {
    return false;
  }
}

/**
 * The address the route cache keeps `url`'s page under: its path, with the news list's state for
 * the news list; undefined when the path is spelled unusually, so the page is answered uncached.
 */
export function pageCacheAddress(url: URL): string | undefined {
  const { pathname } = url;
  if (pathname.includes('//') || !pathname.split('/').every(canonicalSegment)) return undefined;
  return pathname === newsList ? askedNewsAddress(url.searchParams) : pathname;
}
