/** What editors publish: news articles, hardware products, the FAQ's questions and customer stories. */
export const contentKinds = ['article', 'product', 'faq', 'story'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** Where an item stands. */
export type ContentStatus = 'draft' | 'published' | 'scheduled' | 'unpublished';

/** How a status reads in the editors' list and the editor's header. */
export const contentStatusLabels: Record<ContentStatus, string> = {
  draft: 'Bản nháp',
  published: 'Đã xuất bản',
  scheduled: 'Hẹn giờ',
  unpublished: 'Đã gỡ xuống',
};

/** Where readers find an item of each kind by its slug: an FAQ question is an anchor of the landing page's list. */
const publicPrefixes: Record<ContentKind, string> = {
  article: '/tin-tuc/',
  product: '/san-pham/',
  faq: '/#',
  story: '/khach-hang/',
};

/** The editors' list of each kind; an item's editor is under it. */
export const editorLists: Record<ContentKind, string> = {
  article: '/admin/bai-viet',
  product: '/admin/san-pham',
  faq: '/admin/hoi-dap',
  story: '/admin/khach-hang',
};

/** The readers' address of an item of a kind. */
export function publicPath(kind: ContentKind, slug: string): string {
  return `${publicPrefixes[kind]}${slug}`;
}

/** The editors' address of an item. */
export function editorPath(kind: ContentKind, id: string): string {
  return `${editorLists[kind]}/${id}`;
}
