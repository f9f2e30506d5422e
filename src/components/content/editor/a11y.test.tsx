// @vitest-environment happy-dom
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyArticle } from '@/lib/content/article-fields';
import { ArticleEditor } from './article-editor';
import { button, cleanup, click, render } from './dom-test-helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ArticleEditor markup', () => {
  it('has no axe violations, with the link form open too', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const container = await render(
      <main>
        <ArticleEditor
          itemId="bai-1"
          initial={{ ...emptyArticle, body: '## Mở đầu\n\n| A | B |\n| --- | --- |\n| 1 | 2 |' }}
          version={1}
          status="published"
          publishAt={null}
          publicHref="/tin-tuc/mo-dau"
          previewHref="/admin/bai-viet/bai-1/xem-truoc"
          historyHref="/admin/bai-viet/bai-1/lich-su"
          everPublished
          coverImage={{ id: 'ab'.repeat(16), width: 1600, height: 900, avif: false }}
          categories={[{ id: 'c1', name: 'Kinh nghiệm' }]}
          authors={[{ id: 'a1', name: 'Lan Nguyễn' }]}
        />
      </main>,
    );
    await click(button(container, 'Liên kết'));
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});
