// Pixels for tests that compare drawings (the icon sprite, shapes as paths, the favicon): an image
// drawn by librsvg through sharp, as how much of each pixel it covers or as its four channels.
import sharp from 'sharp';

/** `image` (an SVG's text, or any file sharp reads) drawn at `width` × `height` pixels. */
const drawn = (image: string | Buffer, width: number, height: number) =>
  sharp(typeof image === 'string' ? Buffer.from(image) : image, { density: 288 })
    .resize(width, height)
    .ensureAlpha();

/** The alpha channel of `svg` drawn at `width` × `height` pixels, a byte per pixel. */
export function svgCoverage(svg: string, width: number, height: number): Promise<Buffer> {
  return drawn(svg, width, height).extractChannel(3).raw().toBuffer();
}

/** `image` drawn at `width` × `height` pixels, four bytes (RGBA) per pixel. */
export function drawnPixels(image: string | Buffer, width: number, height: number): Promise<Buffer> {
  return drawn(image, width, height).raw().toBuffer();
}

/**
 * The share of pixels that differ by more than a quarter in any channel between two drawings of
 * `channels` bytes per pixel (1 for coverage, 4 for RGBA).
 */
export function coverageMismatch(a: Buffer, b: Buffer, channels = 1): number {
  let differing = 0;
  for (let pixel = 0; pixel < a.length; pixel += channels) {
    for (let channel = pixel; channel < pixel + channels; channel++) {
      if (Math.abs(a[channel]! - (b[channel] ?? 0)) > 64) {
        differing++;
        break;
      }
    }
  }
  return differing / (a.length / channels);
}
