// What the site search answers with: shapes the results page renders, and the words of its kinds.

/** The kinds of page the site search looks through. */
export const searchKinds = ['article', 'product', 'faq', 'customer', 'plan', 'contact'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The badge of each kind on a result. */
export const searchKindLabels: Record<SearchKind, string> = {
  article: 'Bài viết',
  product: 'Sản phẩm',
  faq: 'Câu hỏi thường gặp',
  customer: 'Khách hàng',
  plan: 'Bảng giá',
  contact: 'Liên hệ',
};

/** Results on one page of /tim-kiem. */
export const searchPageSize = 10;

/** Results are counted up to this many; past it the page says 'Hơn 1.000 kết quả' and pages stop at 100. */
export const maxCounted = 1_000;

/** The longest query searched, in characters; longer ones are cut. */
export const maxQueryLength = 200;

/** A run of text as shown, `marked` when it is a word the query matched (rendered in `<mark>`). */
export interface TextPart {
  text: string;
  marked: boolean;
}

/** One result: what it is, where it leads, and the text around the match with the matched words marked. */
export interface SearchHit {
  kind: SearchKind;
  /** The title (an FAQ's question), with matched words marked. */
  title: TextPart[];
  /** Where the result leads: the article, product, story, `/#faq` or the pricing section. */
  href: string;
  /** Text around the match (an FAQ's whole answer), with matched words marked; ellipses where it was cut. */
  snippet: TextPart[];
  /** When an article was published (ISO instant); null for every other kind. */
  publishedAt: string | null;
}

/** One page of results for a query. */
export interface SearchPage {
  /** The query as searched: cleaned and cut (what the field and the headline show). */
  query: string;
  hits: SearchHit[];
  /** How many results in all, at most maxCounted. */
  total: number;
  /** Whether there are more than maxCounted (then `total` is maxCounted: show 'Hơn 1.000 kết quả'). */
  more: boolean;
  /** This page, from 1. */
  page: number;
  /** How many pages in all (0 when nothing was found). */
  pageCount: number;
}
