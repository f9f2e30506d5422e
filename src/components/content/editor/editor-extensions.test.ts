// @vitest-environment happy-dom
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/content/render-markdown';
import { articleExtensions } from './editor-extensions';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

function open(markdown: string): Editor {
  const editor = new Editor({ extensions: articleExtensions(), content: markdown, contentType: 'markdown' });
  editors.push(editor);
  return editor;
}

const compact = (html: string) => html.replace(/\s+/g, ' ').replace(/> </g, '><').trim();

const sample = `## Vì sao cần PMS

Đoạn có **chữ đậm**, *chữ nghiêng* và [một liên kết](https://hotelix.vn/bao-gia).

### Các bước

- Đặt phòng
- Nhận phòng
  - Quét CCCD

1. Chọn gói
2. Ký hợp đồng

> Khách hàng nói rằng phần mềm dễ dùng.

| Gói | Giá |
| --- | --- |
| Cơ bản | 990.000 ₫ |
| Nâng cao | 1.990.000 ₫ |

![Lễ tân khách sạn dùng Hotelix](/anh/0123456789abcdef0123456789abcdef-1200.webp)
`;

describe('articleExtensions', () => {
  it('reads and writes headings, lists, links, quotes, tables and images as Markdown', async () => {
    const markdown = open(sample).getMarkdown();
    expect(markdown).toContain('## Vì sao cần PMS');
    expect(markdown).toContain('### Các bước');
    expect(markdown).toContain('[một liên kết](https://hotelix.vn/bao-gia)');
    expect(markdown).toMatch(/^- Đặt phòng$/m);
    expect(markdown).toMatch(/^ {2}- Quét CCCD$/m);
    expect(markdown).toMatch(/^2\. Ký hợp đồng$/m);
    expect(markdown).toContain('> Khách hàng nói');
    expect(markdown).toMatch(/^\| Nâng cao +\| 1\.990\.000 ₫ \|$/m);
    expect(markdown).toContain('![Lễ tân khách sạn dùng Hotelix](/anh/0123456789abcdef0123456789abcdef-1200.webp)');
    expect(compact(await renderMarkdown(markdown))).toBe(compact(await renderMarkdown(sample)));
    expect(open(markdown).getMarkdown()).toBe(markdown);
  });

  it('drops links and images that would run code, however they came in', () => {
    const editor = open('[bấm](javascript:alert(1)) ![x](javascript:alert(2)) [ổn](/lien-he)');
    expect(editor.getMarkdown()).toBe('bấm  [ổn](/lien-he)');
    editor.commands.setContent('[lại](JAVASCRIPT:alert(3))', { contentType: 'markdown' });
    expect(editor.getMarkdown()).toBe('lại');
    expect(editor.commands.setLink({ href: 'javascript:alert(4)' })).toBe(false);
  });

  it('inserts a 3 × 3 table with a header row', () => {
    const editor = open('');
    editor.commands.insertTable({ rows: 3, cols: 3, withHeaderRow: true });
    const rows = editor.getMarkdown().trim().split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/^\| -+ \| -+ \| -+ \|$/);
  });

  const articles = path.resolve('src/content/articles');
  it.runIf(existsSync(articles))('keeps every imported article’s rendered HTML through a round trip', async () => {
    for (const file of readdirSync(articles).filter((name) => name.endsWith('.md'))) {
      const body = readFileSync(path.join(articles, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const markdown = open(body).getMarkdown();
      expect(compact(await renderMarkdown(markdown)), file).toBe(compact(await renderMarkdown(body)));
    }
  });
});
