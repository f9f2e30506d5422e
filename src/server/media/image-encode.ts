import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { heightAt, imageWidths, widthsOf } from '../../lib/content/image-urls.ts';
import type { SourceType } from './image-sniff.ts';
import { MediaProblem, maxInputPixels, pixelsFit, sidesFit } from './media-rules.ts';

// libvips would spread one image over every core; one thread per image leaves the machine's other
// core to the pages (the processing gate runs one image at a time).
sharp.concurrency(1);

/**
 * The copy the AVIF encodings are made from, later, by whichever instance claims the image: upright,
 * no metadata, at the largest width, near-lossless. Never served; deleted once the AVIFs exist.
 */
export const masterFormat = 'master';

/** One encoding to store. */
export interface Encoding {
  format: 'webp' | 'avif' | typeof masterFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** An image made ready for the store: its size (the largest encoding's) and its encodings. */
export interface EncodedImage {
  width: number;
  height: number;
  encodings: Encoding[];
}

const decoderName: Record<SourceType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/svg+xml': 'svg',
};

// 'error' rather than the stricter 'warning': phones write JPEGs with harmless quirks that would
// otherwise be refused; truncated or corrupt data still fails.
const decodeOptions = { limitInputPixels: maxInputPixels, failOn: 'error', autoOrient: true } as const;

/** A source whose header was read and passed every check, and how to decode it. */
export interface CheckedSource {
  input: string | Uint8Array;
  options: SharpOptions;
}

/**
 * Reads the source's header (libvips's own reading, so the sizes checked are the ones it would
 * decode) and refuses what the store does not take: another format than the first bytes said, too
 * many pixels, a side too long. Reads no pixels: it runs before the image queue, so an image refused
 * for its size never waits for a turn or holds one. An SVG is drawn so that its width is the largest
 * the store keeps.
 */
export async function checkSource(input: string | Uint8Array, type: SourceType): Promise<CheckedSource> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new MediaProblem('unreadable', { cause: error });
  }
  // The file decodes as something else than its first bytes said (or as HEIC dressed as AVIF).
  if (metadata.format !== decoderName[type] || (type === 'image/avif' && metadata.compression !== 'av1')) {
    throw new MediaProblem('unsupported_type');
  }
  if (type === 'image/svg+xml') {
    const density = Math.min(2400, Math.max(1, (72 * imageWidths[2]) / Math.max(1, metadata.width)));
    return { input, options: { ...decodeOptions, density } };
  }
  if (!pixelsFit(metadata.width, metadata.height)) throw new MediaProblem('too_many_pixels');
  if (!sidesFit(metadata.width, metadata.height)) throw new MediaProblem('side_too_long');
  return { input, options: decodeOptions };
}

/**
 * Decodes a checked source once (upright, at most 1200 px wide, sRGB, 8 bits), then encodes WebP at
 * every width the image has and the master. Nothing of the source's metadata survives the raw pixels.
 */
export async function encodeImage({ input, options }: CheckedSource): Promise<EncodedImage> {
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, options)
      .resize({ width: imageWidths[2], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new MediaProblem(tooLarge ? 'too_many_pixels' : 'unreadable', { cause: error });
  }
  const { width, height, channels } = pixels.info;
  const raw = { raw: { width, height, channels } } as const;
  const encodings: Encoding[] = [];
  for (const target of widthsOf({ width })) {
    const targetHeight = target === width ? height : heightAt({ width, height }, target);
    const bytes = await sharp(pixels.data, raw)
      .resize(target, targetHeight, { fit: 'fill' })
      .webp({ quality: 80 })
      .toBuffer();
    encodings.push({ format: 'webp', width: target, height: targetHeight, bytes });
  }
  const master = await sharp(pixels.data, raw).webp({ quality: 92, alphaQuality: 100 }).toBuffer();
  encodings.push({ format: masterFormat, width, height, bytes: master });
  return { width, height, encodings };
}

/** Encodes `width` of an image as AVIF from its master (or, for an image without one, its largest WebP). */
export async function encodeAvif(
  source: Uint8Array,
  image: { width: number; height: number },
  width: number,
): Promise<{ height: number; bytes: Uint8Array }> {
  const height = width === image.width ? image.height : heightAt(image, width);
  const bytes = await sharp(source, { limitInputPixels: maxInputPixels })
    .resize(width, height, { fit: 'fill' })
    .avif({ quality: 50 })
    .toBuffer();
  return { height, bytes };
}
