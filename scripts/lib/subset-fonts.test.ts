import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCharacters } from './font-glyphs.ts';
import { googleFontFile, subsetFonts, type LocalVariant } from './subset-fonts.ts';

const source = (weight: number) => googleFontFile('@expo-google-fonts/be-vietnam-pro', weight);
const openFont = (file: string) => fontkit.openSync(file) as fontkit.Font;

describe('subsetFonts', () => {
  const folders: string[] = [];
  const characters = siteCharacters(process.cwd());
  const subset = (outDir = mkdtempSync(path.join(tmpdir(), 'hotelix-fonts-'))) => {
    folders.push(outDir);
    return subsetFonts({ name: 'be-vietnam-pro', weights: [400, 700], source, characters, outDir });
  };
  let variants: LocalVariant[];

  beforeAll(async () => {
    variants = await subset();
  });

  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('writes one WOFF2 per weight, a fraction of the complete font', () => {
    expect(variants.map((variant) => variant.weight)).toEqual([400, 700]);
    for (const variant of variants) {
      expect(openFont(variant.src[0]).type).toBe('WOFF2');
      expect(statSync(variant.src[0]).size).toBeLessThan(statSync(source(variant.weight)).size / 5);
    }
  });

  it('keeps every character the complete font draws that the site may show', () => {
    for (const variant of variants) {
      const complete = openFont(source(variant.weight));
      const cut = openFont(variant.src[0]);
      const lost = Array.from(characters).filter(
        (character) =>
          complete.hasGlyphForCodePoint(character.codePointAt(0)!) &&
          !cut.hasGlyphForCodePoint(character.codePointAt(0)!),
      );
      expect(lost).toEqual([]);
    }
  });

  it('gives the same bytes for the same input, and reuses the file', async () => {
    const again = await subset();
    expect(again.map((variant) => readFileSync(variant.src[0]))).toEqual(
      variants.map((variant) => readFileSync(variant.src[0])),
    );
    const before = statSync(again[0]!.src[0]).mtimeMs;
    const reused = await subsetFonts({
      name: 'be-vietnam-pro',
      weights: [400],
      source,
      characters,
      outDir: path.dirname(again[0]!.src[0]),
    });
    expect(reused[0].src[0]).toBe(again[0]!.src[0]);
    expect(statSync(reused[0].src[0]).mtimeMs).toBe(before);
  });
});
