import { describe, expect, it } from 'vitest';
import { passagesOf } from '../../lib/assistant/passages.ts';
import { pagePassages } from './page-passages.ts';

const page = {
  kind: 'product',
  title: 'Khóa thông minh',
  summary: 'Khóa cửa mở bằng thẻ RFID.',
  body: 'Giá: 3.200.000 ₫/bộ.\nLắp đặt: 300.000 ₫/cửa.',
  href: '/san-pham/khoa-thong-minh',
};

describe('a page’s passages, kept by its text', () => {
  it('cuts a page once and gives the same passages while its text is unchanged', () => {
    const first = pagePassages(page);
    expect(first).toEqual(passagesOf(page));
    expect(pagePassages({ ...page })).toBe(first);
  });

  it('quotes an edited page’s new text, never the old', () => {
    pagePassages(page);
    const edited = { ...page, body: 'Giá: 3.500.000 ₫/bộ.\nLắp đặt: 300.000 ₫/cửa.' };
    const texts = pagePassages(edited).map((passage) => passage.text);
    expect(texts.join('\n')).toContain('3.500.000 ₫/bộ');
    expect(texts.join('\n')).not.toContain('3.200.000');
    // The same text under another address is another page.
    expect(pagePassages({ ...page, href: '/san-pham/khoa-the-tu' })[0]!.href).toBe('/san-pham/khoa-the-tu');
  });
});
