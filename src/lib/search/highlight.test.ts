import { describe, expect, it } from 'vitest';
import { markWords, snippetOf } from './highlight.ts';

const text = (parts: Array<{ text: string }>) => parts.map((part) => part.text).join('');
const marked = (parts: Array<{ text: string; marked: boolean }>) => parts.filter((p) => p.marked).map((p) => p.text);

describe('markWords', () => {
  it('marks the original words, diacritics kept, for folded query words and a prefix', () => {
    const parts = markWords('Đặt phòng với khóa thông minh.', { words: ['dat', 'khoa'], prefixes: ['th'] });
    expect(marked(parts)).toEqual(['Đặt', 'khóa', 'thông']);
    expect(text(parts)).toBe('Đặt phòng với khóa thông minh.');
  });

  it('never marks part of a word', () => {
    expect(marked(markWords('phòng phongthuy', { words: ['phong'], prefixes: [] }))).toEqual(['phòng']);
  });
});

describe('snippetOf', () => {
  it('keeps short text whole', () => {
    expect(text(snippetOf('Giá phòng theo mùa.', { words: ['gia'], prefixes: [] }))).toBe('Giá phòng theo mùa.');
  });

  it('cuts long text around the densest matches, at spaces, with ellipses', () => {
    const long = `${'Lễ tân làm việc ca đêm. '.repeat(20)}Khóa thông minh mở bằng thẻ từ. ${'Buồng phòng dọn dẹp. '.repeat(20)}`;
    const parts = snippetOf(long, { words: ['khoa', 'the'], prefixes: [] }, 120);
    const shown = text(parts);
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown).toContain('Khóa thông minh mở bằng thẻ từ.');
    expect(shown.length).toBeLessThanOrEqual(130);
    expect(marked(parts)).toEqual(['Khóa', 'thẻ']);
  });

  it('starts at the beginning when nothing in the text matched (a title match)', () => {
    const parts = snippetOf('Một hai ba. '.repeat(40), { words: ['khoa'], prefixes: [] }, 60);
    expect(text(parts).startsWith('Một hai ba.')).toBe(true);
  });
});
