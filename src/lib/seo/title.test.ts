import { describe, expect, it } from 'vitest';
import { composeTitle } from './title';

describe('composeTitle', () => {
  it('adds the brand when it fits', () => {
    expect(composeTitle('Liên hệ', 'Hotelix')).toBe('Liên hệ | Hotelix');
  });

  it('drops the brand from a long title', () => {
    const title = 'Tối ưu giá phòng theo mùa: hướng dẫn cho khách sạn nhỏ';
    expect(composeTitle(title, 'Hotelix')).toBe(title);
  });

  it('cuts a title over 60 characters at a word, with an ellipsis', () => {
    const result = composeTitle(
      'Ra mắt chatbot AI trả lời khách 24/7 trên Zalo, Messenger và website khách sạn',
      'Hotelix',
    );
    expect(result.length).toBeLessThanOrEqual(60);
    expect(result).toBe('Ra mắt chatbot AI trả lời khách 24/7 trên Zalo, Messenger…');
  });
});
