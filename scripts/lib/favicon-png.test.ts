import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverageMismatch, drawnPixels } from '../../tests/svg-coverage.ts';
import { faviconPngDataUrl, faviconSize } from './favicon-png.ts';

const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url));

const pngOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');

/** The share of the favicon's pixels where `png` differs from public/favicon.svg by more than a quarter in a channel. */
async function differenceFromDrawing(png: Buffer): Promise<number> {
  const [drawnPng, drawnSvg] = await Promise.all(
    [png, svg].map((image) => drawnPixels(image, faviconSize, faviconSize)),
  );
  return coverageMismatch(drawnPng!, drawnSvg!, 4);
}

describe('the favicon in every page', () => {
  it('is a small PNG of the site’s own drawing, the same to a few edge pixels', async () => {
    const url = await faviconPngDataUrl();
    expect(url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = pngOf(url);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
    // It is in the first response of every page, which must stay within one round trip.
    expect(url.length).toBeLessThanOrEqual(300);
    // Four colours: only the letter's and the corners' anti-aliased edges may differ.
    expect(await differenceFromDrawing(png)).toBeLessThan(0.05);
  });

  it('follows the drawing when it changes', async () => {
    const withoutLetter = Buffer.from(svg.toString().replace(/<path[^>]*\/>/, ''));
    const drawn = pngOf(await faviconPngDataUrl(withoutLetter));
    expect(await differenceFromDrawing(drawn)).toBeGreaterThan(0.1);
  });
});
