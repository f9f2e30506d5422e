import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { vietnameseLetters } from '../../scripts/lib/font-glyphs.ts';
import { googleFontFile } from '../../scripts/lib/subset-fonts.ts';

// The font files the build ships (npm run build first): what a page preloads must draw every
// Vietnamese letter and every character the prerendered pages show.

const clientDir = 'dist/client';
const openFont = (file: string) => fontkit.openSync(file) as fontkit.Font;

/** The text a visitor sees in a page: text nodes and placeholders, with entities decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  const withoutCode = body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ');
  const placeholders = [...withoutCode.matchAll(/placeholder="([^"]*)"/g)].map((match) => match[1]).join(' ');
  return (withoutCode.replace(/<[^>]*>/g, ' ') + placeholders)
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(
      /&(amp|lt|gt|quot|nbsp);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' })[name]!,
    );
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(folder, file));
}

describe('the built site font', () => {
  const landing = path.join(clientDir, 'index.html');
  if (!existsSync(landing)) throw new Error(`No build in ${clientDir}: run \`npm run build\` first.`);
  const preloaded = [...readFileSync(landing, 'utf8').matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
    (match) => path.join(clientDir, match[1]!),
  );
  const fonts = preloaded.map((file) => ({ file, font: openFont(file) }));
  const completeFonts = [400, 700].map((weight) =>
    openFont(googleFontFile('@expo-google-fonts/be-vietnam-pro', weight)),
  );

  it('preloads one file per weight, regular and bold', () => {
    expect(fonts.map(({ font }) => font.subfamilyName).sort()).toEqual(['Bold', 'Regular']);
  });

  it('draws every letter of the Vietnamese alphabet in both weights', () => {
    for (const { file, font } of fonts) {
      const missing = Array.from(vietnameseLetters).filter(
        (letter) => !font.hasGlyphForCodePoint(letter.codePointAt(0)!),
      );
      expect(missing, file).toEqual([]);
    }
  });

  it('draws every character the prerendered pages show that Be Vietnam Pro has', () => {
    const shown = new Set(htmlFiles(clientDir).flatMap((file) => Array.from(visibleText(readFileSync(file, 'utf8')))));
    const drawable = [...shown].filter(
      (character) =>
        !/[\t\n\r ]/.test(character) &&
        completeFonts.every((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!)),
    );
    // A sanity floor (the pages were read): articles and products are served from the database since
    // the editor, so the prerendered pages show fewer distinct characters than before (146).
    expect(drawable.length).toBeGreaterThan(120);
    for (const { file, font } of fonts) {
      const missing = drawable.filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!));
      expect(missing, file).toEqual([]);
    }
  });
});
