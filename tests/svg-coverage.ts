// Pixels for tests that compare drawings (the icon sprite, shapes as paths): an SVG drawn by
// librsvg through sharp, reduced to how much of each pixel it covers.
import sharp from 'sharp';

/** The alpha channel of `svg` drawn at `width` × `height` pixels, a byte per pixel. */
export function svgCoverage(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 288 })
    .resize(width, height)
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer();
}

/** The share of pixels whose coverage differs by more than a quarter between two drawings. */
export function coverageMismatch(a: Buffer, b: Buffer): number {
  return a.filter((value, index) => Math.abs(value - (b[index] ?? 0)) > 64).length / a.length;
}
