import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyCharacters, siteCharacters, uniqueSorted, vietnameseLetters } from './font-glyphs.ts';

describe('vietnameseLetters', () => {
  const letters = Array.from(vietnameseLetters);

  it('holds the 89 lower-case letters and their capitals, each once, precomposed', () => {
    // 23 plain letters (đ among them) + ă â ê ô ơ ư + 12 vowels × 5 tones = 89.
    expect(letters).toHaveLength(178);
    expect(new Set(letters).size).toBe(178);
    expect(vietnameseLetters).toBe(vietnameseLetters.normalize('NFC'));
    expect(letters.every((letter) => letter.length === 1)).toBe(true);
  });

  it('includes the letters with two marks and both cases of đ', () => {
    for (const letter of 'ặẶựỰỗỖẫẪờỜđĐỹỸ') expect(letters).toContain(letter);
  });
});

describe('copyCharacters', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'hotelix-glyphs-'));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('collects the characters of the copy, normalised and in code point order', () => {
    write('src/content/a.md', 'Giá ₫\n');
    write('src/components/b.tsx', 'const x = "Nguye\u0302\u0303n";');
    expect(copyCharacters(root)).toBe(uniqueSorted('Giá ₫const x = "Nguyễn";'));
  });

  it('leaves out tests, generated dot folders and files that are not copy', () => {
    write('src/lib/a.test.ts', 'Ω');
    write('src/content/.bench-articles/x.md', 'Ж');
    write('src/assets/logo.svg', 'λ');
    write('src/pages/index.astro', 'ok');
    expect(copyCharacters(root)).toBe('ko');
  });
});

describe('siteCharacters', () => {
  it('always holds ASCII, the Vietnamese alphabet, the đồng sign and the no-break space', () => {
    const characters = siteCharacters(process.cwd());
    for (const character of ['A', '~', ' ', ...vietnameseLetters, '₫', '\u00a0', '–', '“']) {
      expect(characters).toContain(character);
    }
  });
});
