/** What editors publish: news articles and hardware products. */
export const contentKinds = ['article', 'product'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** Where an item's editor lives. */
export type ContentStatus = 'draft' | 'published' | 'scheduled' | 'unpublished';

/** How a status reads in the editors' list and the editor's header. */
export const contentStatusLabels: Record<ContentStatus, string> = {
  draft: 'Bản nháp',
  published: 'Đã xuất bản',
  scheduled: 'Hẹn giờ',
  unpublished: 'Đã gỡ xuống',
};

/** The readers' address of an item of a kind. */
export function publicPath(kind: ContentKind, slug: string): string {
  return kind === 'article' ? `/tin-tuc/${slug}` : `/san-pham/${slug}`;
}

/** The editors' address of an item. */
export function editorPath(kind: ContentKind, id: string): string {
  return kind === 'article' ? `/admin/bai-viet/${id}` : `/admin/san-pham/${id}`;
}
