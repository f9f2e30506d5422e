import { describe, expect, it } from 'vitest';
import { markdownText } from './markdown-text.ts';

describe('markdownText', () => {
  it('keeps the words readers see, one block a line, without syntax or addresses', () => {
    const text = markdownText(
      '## Đặt phòng\n\nGiá **theo mùa** và [bảng giá](https://x.vn/gia).\n\n- Thẻ từ\n- Khóa\n\n![Quầy lễ tân](/anh/a.webp)\n\n| Cột | Giá |\n|---|---|\n| Phòng đôi | 500 |',
    );
    expect(text).toBe('Đặt phòng\nGiá theo mùa và bảng giá.\nThẻ từ\nKhóa\nQuầy lễ tân\nCột\nGiá\nPhòng đôi\n500');
  });
});
