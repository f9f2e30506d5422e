import { describe, expect, it } from 'vitest';
import { isVietnameseSyllable } from './vietnamese-syllable.ts';

describe('isVietnameseSyllable', () => {
  it('takes any syllable the language writes, folded', () => {
    for (const word of ['chet', 'rem', 'nghieng', 'khuyu', 'quyet', 'truong', 'nguoi', 'giuong', 'oanh', 'a'])
      expect(isVietnameseSyllable(word), word).toBe(true);
  });

  it('refuses English words, brands, letters read one by one and two syllables run together', () => {
    for (const word of ['store', 'alexa', 'daikin', 'go2joy', 'sjc', 'cctv', 'tivi', 'flan', 'overbook', 'karaoke'])
      expect(isVietnameseSyllable(word), word).toBe(false);
  });
});
