import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyArticle } from '@/lib/content/article-fields';
import { ArticleEditorIsland } from '@/components/islands/article-editor-island';

describe('ArticleEditorIsland on the server', () => {
  it('renders the form without a DOM (Astro prerenders client:load islands)', () => {
    const html = renderToString(
      <ArticleEditorIsland
        itemId="bai-1"
        initial={{ ...emptyArticle, title: 'Bài mới', body: '## Mở đầu' }}
        version={1}
        status="draft"
        publishAt={null}
        publicHref={null}
        previewHref="/admin/bai-viet/bai-1/xem-truoc"
        historyHref="/admin/bai-viet/bai-1/lich-su"
        everPublished={false}
        coverImage={null}
        categories={[]}
        authors={[]}
      />,
    );
    expect(html).toContain('value="Bài mới"');
    expect(html).toContain('Bản nháp');
    expect(html).toContain('Đang mở trình soạn thảo…');
    expect(html).not.toContain('Unexpected Application Error');
  });
});
