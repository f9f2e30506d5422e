import { slugPattern } from '../content/slug.ts';

// The news list's state lives in the URL (?danh-muc=cong-nghe&sap-xep=xem-nhieu&trang=2) so every
// state is a plain link that works without JavaScript and can be shared.

/** Sort orders, by their URL value, with their labels. */
export const sortOrders = {
  'moi-nhat': 'Mới nhất',
  'pho-bien': 'Phổ biến nhất',
  'xem-nhieu': 'Nhiều lượt xem',
} as const;

export type SortOrder = keyof typeof sortOrders;

/** A state of the news list. */
export interface NewsQuery {
  /** A category's slug (categories are edited in /admin; an unknown one lists nothing). */
  category: string | null;
  sort: SortOrder;
  page: number;
}

export const defaultQuery: NewsQuery = { category: null, sort: 'moi-nhat', page: 1 };

const isSortOrder = (value: string | null): value is SortOrder => value !== null && Object.hasOwn(sortOrders, value);

/** Reads the list state from query parameters (`categorySlugs`: the categories there are); anything unknown or malformed falls back to the default. */
export function parseNewsQuery(params: URLSearchParams, categorySlugs: readonly string[]): NewsQuery {
  const category = params.get('danh-muc');
  const sort = params.get('sap-xep');
  const page = params.get('trang') ?? '';
  return {
    category: category !== null && categorySlugs.includes(category) ? category : null,
    sort: isSortOrder(sort) ? sort : defaultQuery.sort,
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** The link to a list state, leaving out defaults so the plain list is just /tin-tuc. */
export function newsHref(query: NewsQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('danh-muc', query.category);
  if (query.sort !== defaultQuery.sort) params.set('sap-xep', query.sort);
  if (query.page !== 1) params.set('trang', String(query.page));
  const search = params.toString();
  return search ? `/tin-tuc?${search}` : '/tin-tuc';
}

// After a subscription posted without JavaScript, the list shows the newsletter's thanks.
const thanksParam = 'nhan-tin';
const thanksValue = 'da-dang-ky';

/** Whether the address asks for the newsletter's thanks. */
export function asksNewsletterThanks(params: URLSearchParams): boolean {
  return params.get(thanksParam) === thanksValue;
}

/** The list's address for `query`, with the newsletter's thanks when `thanks`. */
export function newsAddress(query: NewsQuery, thanks: boolean): string {
  const href = newsHref(query);
  return thanks ? `${href}${href.includes('?') ? '&' : '?'}${thanksParam}=${thanksValue}` : href;
}

/**
 * The address of the list state `params` ask for, read without knowing the categories (any
 * slug-shaped one is kept): malformed, default and repeated values fall back as parseNewsQuery's do,
 * so `?trang=abc` asks for the same list as no parameter at all.
 */
export function askedNewsAddress(params: URLSearchParams): string {
  const category = params.get('danh-muc');
  const asked = parseNewsQuery(params, category !== null && slugPattern.test(category) ? [category] : []);
  return newsAddress(asked, asksNewsletterThanks(params));
}
