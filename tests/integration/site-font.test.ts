import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fromFile } from '@capsizecss/unpack/fs';
import * as fontkit from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server.ts';
import { vietnameseLetters } from '../../scripts/lib/font-glyphs.ts';
import { googleFontFile } from '../../scripts/lib/subset-fonts.ts';
import { brandFontClass } from '../../src/lib/brand-font.ts';
// Astro's table of system fonts' metrics, which it draws its own fallback faces from (not exported).
import { RealSystemFallbacksProvider } from '../../node_modules/astro/dist/assets/fonts/infra/system-fallbacks-provider.js';

// The font files the build ships (npm run build first): what a page's @font-face rules name must draw
// every Vietnamese letter and every character the public pages show, as the production server renders them.

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

// DejaVu Sans is not in Astro's table: its metrics as @capsizecss/unpack reads them from Debian's
// fonts-dejavu-core 2.37 (DejaVuSans.ttf and DejaVuSans-Bold.ttf).
const dejaVuMetrics: Record<string, { unitsPerEm: number; xWidthAvg: number }> = {
  'DejaVu Sans': { unitsPerEm: 2048, xWidthAvg: 1041 },
  'DejaVu Sans Bold': { unitsPerEm: 2048, xWidthAvg: 1176 },
};

// Every public page rendered from files and the first import (the content pages' text is the copy).
const publicPages = [
  '/',
  '/contact',
  '/khach-hang',
  '/chinh-sach-bao-mat',
  '/cam-on',
  '/san-pham',
  '/tin-tuc',
  '/bao-gia',
];

describe('the built site font', () => {
  // Only reads pages: the run's shared server.
  const server = sharedServer();
  let fonts: Array<{ file: string; font: fontkit.Font }> = [];
  let pages: string[] = [];
  const completeFonts = [400, 700].map((weight) =>
    openFont(googleFontFile('@expo-google-fonts/be-vietnam-pro', weight)),
  );

  beforeAll(async () => {
    pages = await Promise.all(publicPages.map(async (page) => (await fetch(`${server.url}${page}`)).text()));
    const named = [...pages[0]!.matchAll(/src:url\("(\/_astro\/fonts\/[^"]+)"\)/g)];
    fonts = named.map((match) => {
      const file = path.join(clientDir, match[1]!);
      return { file, font: openFont(file) };
    });
  }, 60_000);

  it('has one file per weight, regular and bold, shown only when in time and never preloaded', () => {
    expect(fonts.map(({ font }) => font.subfamilyName).sort()).toEqual(['Bold', 'Regular']);
    // A late font would repaint every line (the longest task on a slow phone), and a
    // preload would put it on the path of the first paint.
    for (const html of pages) {
      expect(html).not.toMatch(/<link rel="preload"[^>]*as="font"/);
      expect(html).toContain('font-display:optional');
    }
  });

  it('draws a first page in the phone’s own font, sized to Be Vietnam Pro’s metrics: DejaVu Sans where there is one (Linux), else Roboto (Android), else Arial', async () => {
    const stylesheet = /<link rel="stylesheet" href="(\/_astro\/root\.[^"]+\.css)"/.exec(pages[0]!)?.[1];
    const css = await readFile(path.join(clientDir, stylesheet!), 'utf8');
    // The first view names no brand font; only <html class="brand-font"> puts it first.
    expect(/:root\{[^}]*--font-page:var\(--font-first-view\)/.test(css)).toBe(true);
    expect(css).toContain(`:root.${brandFontClass}{--font-page:var(--font-be-vietnam-pro), var(--font-first-view)}`);
    expect(pages[0]).toMatch(/--font-be-vietnam-pro:"Be Vietnam Pro-[0-9a-f]+";/);

    // Each stand-in's overrides, as Astro computes them (Capsize's formula) from the shipped files and
    // the system font's metrics: a new font version or subset that changes the metrics fails here.
    const system = new RealSystemFallbacksProvider();
    // As Astro does: the family's regular face against each weight's system font.
    const metrics = await fromFile(fonts.find(({ font }) => font.subfamilyName === 'Regular')!.file);
    // The minifier rounds (110.6055% is written 110.606%): equal to a thousandth of a percent.
    const declared = (face: string, property: string) => Number(new RegExp(`${property}:([\\d.]+)%`).exec(face)?.[1]);
    const stands = [
      // DejaVu first: on Linux every absent local() name is a synchronous call to the browser (global.css).
      { family: 'Be Vietnam Pro DejaVu fallback', normal: 'DejaVu Sans', bold: 'DejaVu Sans Bold' },
      { family: 'Be Vietnam Pro Roboto fallback', normal: 'Roboto', bold: 'Roboto' },
      { family: 'Be Vietnam Pro Arial fallback', normal: 'Arial', bold: 'Arial Bold' },
    ];
    const metricsOf = (local: string) => system.getMetricsForLocalFont(local) ?? dejaVuMetrics[local];
    const stack = /--font-first-view:([^;}]+)/.exec(css)?.[1] ?? '';
    expect(
      stack
        .split(',')
        .slice(0, stands.length)
        .map((name) => name.trim().replace(/"/g, '')),
    ).toEqual(stands.map(({ family }) => family));
    for (const { family, normal, bold } of stands) {
      for (const [weight, local] of [
        ['400', normal],
        ['700', bold],
      ] as const) {
        const face = [...css.matchAll(/@font-face\{([^}]*)\}/g)]
          .map((match) => match[1]!)
          .find((rule) => rule.includes(`font-family:${family}`) && rule.includes(`font-weight:${weight}`));
        expect(face, `${family} ${weight}`).toBeDefined();
        // Not Arial's twin on Linux, Liberation Sans: Debian's has no ơ, ư nor U+1EA0–1EF9 (global.css).
        expect(face).not.toContain('Liberation');
        if (family.includes('DejaVu')) expect(face).toContain(`local(${local})`);
        const fallback = metricsOf(local)!;
        const sizeAdjust = metrics.xWidthAvg / metrics.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
        const em = metrics.unitsPerEm * sizeAdjust;
        expect(declared(face!, 'size-adjust')).toBeCloseTo(sizeAdjust * 100, 2);
        expect(declared(face!, 'ascent-override')).toBeCloseTo((metrics.ascent / em) * 100, 2);
        expect(declared(face!, 'descent-override')).toBeCloseTo((Math.abs(metrics.descent) / em) * 100, 2);
      }
    }
  });

  it('draws every letter of the Vietnamese alphabet in both weights', () => {
    for (const { file, font } of fonts) {
      const missing = Array.from(vietnameseLetters).filter(
        (letter) => !font.hasGlyphForCodePoint(letter.codePointAt(0)!),
      );
      expect(missing, file).toEqual([]);
    }
  });

  it('draws every character the public pages show that Be Vietnam Pro has', () => {
    const shown = new Set(pages.flatMap((html) => Array.from(visibleText(html))));
    const drawable = [...shown].filter(
      (character) =>
        !/[\t\n\r ]/.test(character) &&
        completeFonts.every((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!)),
    );
    // A sanity floor: the pages were read.
    expect(drawable.length).toBeGreaterThan(120);
    for (const { file, font } of fonts) {
      const missing = drawable.filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!));
      expect(missing, file).toEqual([]);
    }
  });
});
