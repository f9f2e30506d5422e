import { describe, expect, it } from 'vitest';
import { readWithSynonyms, shippedSynonyms } from './synonyms';

describe('readWithSynonyms', () => {
  const taught = [
    { phrase: 'đổi trả lỗi', means: 'bảo hành' },
    { phrase: 'đổi trả', means: 'hoàn tiền' },
    { phrase: 'ks', means: 'khách sạn' },
  ];

  it('reads a phrase, typed with or without diacritics, as what it means, the longest phrase first', () => {
    expect(readWithSynonyms('Khóa có đổi trả lỗi không?', taught)).toBe('khóa có bảo hành không');
    expect(readWithSynonyms('khoa co doi tra loi ko', taught)).toBe('khoa co bảo hành ko');
    expect(readWithSynonyms('khoa co doi tra duoc ko', taught)).toBe('khoa co hoàn tiền duoc ko');
  });

  it('matches whole words only, and the last of two meanings for one phrase', () => {
    expect(readWithSynonyms('ksan 40 phong, ks nho', taught)).toBe('ksan 40 phong khách sạn nho');
    expect(readWithSynonyms('ks', [...taught, { phrase: 'KS', means: 'kết nối sẵn' }])).toBe('kết nối sẵn');
  });

  it('ships the weekdays as owners write them', () => {
    expect(readWithSynonyms('thu 7 van phong co lam ko, cn thi sao', shippedSynonyms)).toBe(
      'thứ bảy van phong co lam ko chủ nhật thi sao',
    );
    expect(readWithSynonyms('T2 mấy giờ mở cửa', shippedSynonyms)).toBe('thứ hai mấy giờ mở cửa');
  });
});
