import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldText } from './fold.ts';
import { cleanQuery, foldedWordsOf, hasDiacritics, maxQueryWords, queryWords, wordsOf } from './query-text.ts';

describe('foldText', () => {
  it('drops diacritics, folds đ and lower-cases, from composed or decomposed text', () => {
    expect(foldText('Đặt phòng Tối ưu giá')).toBe('dat phong toi uu gia');
    expect(foldText('Khóa thông minh'.normalize('NFD'))).toBe('khoa thong minh');
    expect(foldText('ĐIỆN')).toBe('dien');
  });
});

describe('cleanQuery', () => {
  it('removes controls, NUL, invisible formatting and lone surrogates; line breaks become spaces', () => {
    expect(cleanQuery('  dat\u0000 phong\u200B\n\tkhoa\u202E\uD800  ')).toBe('dat phong khoa');
  });

  it('composes decomposed text and cuts at 200 characters without halving an emoji', () => {
    expect(cleanQuery('Đặt'.normalize('NFD'))).toBe('Đặt');
    expect(cleanQuery('a'.repeat(199) + '😀😀')).toBe('a'.repeat(199) + '😀');
    expect(Array.from(cleanQuery('phòng '.repeat(80)))).toHaveLength(200);
  });
});

describe('queryWords', () => {
  it('keeps only letters and digits: query syntax is never a word', () => {
    expect(queryWords('"khoa" -thong* NEAR(minh) a:b ^c (d) OR').map((word) => word.folded)).toEqual([
      'khoa',
      'thong',
      'near',
      'minh',
      'a',
      'b',
      'c',
      'd',
      'or',
    ]);
  });

  it('keeps the typed diacritics beside the folded word, drops repeats and stops at twelve words', () => {
    expect(queryWords('Bán bán BÁN bạn')).toEqual([
      { folded: 'ban', exact: 'bán' },
      { folded: 'ban', exact: 'bạn' },
    ]);
    expect(queryWords(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(maxQueryWords);
  });

  it('says whether diacritics were typed', () => {
    expect(hasDiacritics(wordsOf('dat phong'))).toBe(false);
    expect(hasDiacritics(wordsOf('đặt phong'))).toBe(true);
  });
});

describe('foldedWordsOf', () => {
  it('folds the words of a text exactly as wordsOf does, every shipped article and FAQ included', () => {
    const texts = [
      ...readdirSync('src/content/articles').map((name) => readFileSync(`src/content/articles/${name}`, 'utf8')),
      readFileSync('src/content/landing/faq.ts', 'utf8'),
      'Đặt phòng qua Booking.com, giá 1.200.000 ₫/tháng; ǅ ĳ ﬁ ½ ² ① e\u0301 .\u0301x 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👨‍👩‍👧 ＡＢＣ',
    ];
    for (const text of texts) expect(foldedWordsOf(text)).toEqual(wordsOf(text).map((word) => word.folded));
  });
});
