import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentList } from './content-list';

const article = {
  id: 'a-1',
  position: null,
  title: 'Khóa thẻ từ cho nhà nghỉ',
  status: 'published' as const,
  publicHref: '/tin-tuc/khoa-the-tu',
  updatedAt: '2026-11-20T03:00:00.000Z',
  publishAt: null,
};
const draft = { ...article, id: 'a-2', status: 'draft' as const, publicHref: null };

describe("the editors' list", () => {
  it('shows a published article’s visits of the last 30 days, a draft none, and other kinds nothing', () => {
    const withViews = renderToStaticMarkup(
      <ContentList
        items={[article, draft]}
        editHref={(id) => `/admin/bai-viet/${id}`}
        untitled="Chưa có tiêu đề"
        views={new Map([['/tin-tuc/khoa-the-tu', 1234]])}
      />,
    );
    expect(withViews).toContain('Lượt xem 30 ngày: 1.234');
    expect(withViews.match(/Lượt xem/g)).toHaveLength(1);
    const without = renderToStaticMarkup(
      <ContentList items={[article]} editHref={(id) => `/admin/san-pham/${id}`} untitled="Chưa có tiêu đề" />,
    );
    expect(without).not.toContain('Lượt xem');
  });
});
