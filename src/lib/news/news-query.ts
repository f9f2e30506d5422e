// The news list's state lives in the URL (?danh-muc=cong-nghe&sap-xep=xem-nhieu&trang=2) so every
// state is a plain link that works without JavaScript and can be shared.

/** URL slug of each category. */
export const categorySlugs = {
  'Công nghệ': 'cong-nghe',
  'Xu hướng': 'xu-huong',
  'Kinh doanh': 'kinh-doanh',
  'Hướng dẫn': 'huong-dan',
  'Bảo mật': 'bao-mat',
} as const;

export type CategoryName = keyof typeof categorySlugs;
export type CategorySlug = (typeof categorySlugs)[CategoryName];

/** Sort orders, by their URL value, with their labels. */
export const sortOrders = {
  'moi-nhat': 'Mới nhất',
  'pho-bien': 'Phổ biến nhất',
  'xem-nhieu': 'Nhiều lượt xem',
} as const;

export type SortOrder = keyof typeof sortOrders;

/** A state of the news list. */
export interface NewsQuery {
  category: CategorySlug | null;
  sort: SortOrder;
  page: number;
}

export const defaultQuery: NewsQuery = { category: null, sort: 'moi-nhat', page: 1 };

const isCategorySlug = (value: string | null): value is CategorySlug =>
  Object.values<string>(categorySlugs).includes(value ?? '');
const isSortOrder = (value: string | null): value is SortOrder => value !== null && Object.hasOwn(sortOrders, value);

/** Reads the list state from query parameters; anything unknown or malformed falls back to the default. */
export function parseNewsQuery(params: URLSearchParams): NewsQuery {
  const category = params.get('danh-muc');
  const sort = params.get('sap-xep');
  const page = params.get('trang') ?? '';
  return {
    category: isCategorySlug(category) ? category : null,
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
