import { describe, expect, it } from 'vitest';
import { cleanQuestion, foldedQuestion, topicText } from './question-text';

describe('question text', () => {
  it('cleans what a visitor typed: invisible characters, line breaks, spaces, length', () => {
    expect(cleanQuestion('  Có\u200b kết nối\nAgoda\u202e   không? ')).toBe('Có kết nối Agoda không?');
    expect(cleanQuestion('ả'.repeat(600))).toHaveLength(500);
  });

  it('folds wordings of one question alike', () => {
    expect(foldedQuestion('Có kết nối Agoda không?')).toBe(foldedQuestion('co  ket noi AGODA khong'));
  });

  it('searches a question without its phone numbers, e-mail addresses and links', () => {
    expect(topicText('Báo giá gửi lan@khachsan.vn, 0912 345 678, xem https://giam-gia.example/uu-dai nhé')).toBe(
      'Báo giá gửi , , xem nhé',
    );
  });
});
