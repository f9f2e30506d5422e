/** An article as the shipped content has it: slug, category, date published, views. */
export type NewsArticle = readonly [slug: string, category: string, date: string, views: number];

/** The featured article: the newest, shown above the grid on the first page. */
export const featured: NewsArticle = ['ai-chatbot-247', 'Công nghệ', '2025-06-28', 1245];

/** The listed (non-featured) articles, newest first. */
export const listed: NewsArticle[] = [
  ['bao-mat-du-lieu', 'Bảo mật', '2025-06-27', 654],
  ['xu-huong-du-lich-2025', 'Xu hướng', '2025-06-25', 987],
  ['toi-uu-gia-phong', 'Kinh doanh', '2025-06-22', 856],
  ['tich-hop-pms', 'Hướng dẫn', '2025-06-16', 1102],
  ['chatbot-ai-trends', 'Công nghệ', '2025-06-13', 743],
  ['sustainable-hotel', 'Xu hướng', '2025-06-10', 521],
  ['mobile-checkin', 'Hướng dẫn', '2025-06-07', 892],
  ['revenue-optimization', 'Kinh doanh', '2025-06-03', 423],
];

/** The articles' addresses, in the order given. */
export const bySlugs = (order: readonly NewsArticle[]) => order.map(([slug]) => `/tin-tuc/${slug}`);

/** The grid's articles on an article list page: the selector of their title links. */
export const gridLinkSelector = 'section[aria-labelledby="list-heading"] li h3 a';
