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

/** Where each kind's editors work in the staff area: /admin/<segment>, its list; its items under it. */
const editorSegments: Record<ContentKind, string> = {
  article: 'bai-viet',
  product: 'san-pham',
  faq: 'hoi-dap',
  story: 'khach-hang',
};

/** The editors' list of each kind; an item's editor is under it. */
export const editorLists = Object.fromEntries(
  contentKinds.map((kind) => [kind, `/admin/${editorSegments[kind]}`]),
) as Record<ContentKind, string>;

/** The kind whose editors work at /admin/`segment`, or undefined for any other segment. */
export function kindAtEditorSegment(segment: string | undefined): ContentKind | undefined {
  return contentKinds.find((kind) => editorSegments[kind] === segment);
}

/** Every kind's segment as alternatives of a regular expression, for the rules on admin paths. */
export const editorSegmentPattern = contentKinds.map((kind) => editorSegments[kind]).join('|');

/** The readers' address of an item of a kind. */
export function publicPath(kind: ContentKind, slug: string): string {
  return `${publicPrefixes[kind]}${slug}`;
}

/** The editors' address of an item. */
export function editorPath(kind: ContentKind, id: string): string {
  return `${editorLists[kind]}/${id}`;
}
