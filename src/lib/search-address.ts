// The site search's state lives in its address (/tim-kiem?q=dat+phong&trang=2), so every results page
// is a plain link: the header's GET form, the pager, the browsers' OpenSearch and Google's SearchAction.

/** Where the site search answers. */
export const searchPath = '/tim-kiem';

/** The query parameter that carries what the visitor typed. */
export const searchParam = 'q';

/** What an address asks the search for: the query as typed (cleaned by the engine) and the page. */
export interface SearchAddress {
  query: string;
  page: number;
}

/**
 * Reads an address's query and page. Only the first `q` counts (a crafted link may repeat it); a page
 * that is not a plain number from 1 is page 1, as in the news list.
 */
export function readSearchAddress(params: URLSearchParams): SearchAddress {
  const page = params.get('trang') ?? '';
  return { query: params.get(searchParam) ?? '', page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1 };
}

/** The link to page `page` of the results for `query`; the page is left out when it is the first. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set(searchParam, query);
  if (page > 1) params.set('trang', String(page));
  const search = params.toString();
  return search ? `${searchPath}?${search}` : searchPath;
}

/** The address browsers and search engines fill in (OpenSearch, schema.org SearchAction), absolute. */
export function searchUrlTemplate(siteUrl: URL, placeholder: string): string {
  return `${new URL(searchPath, siteUrl).href}?${searchParam}={${placeholder}}`;
}
