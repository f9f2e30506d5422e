// What a file is, read from its first bytes: the type a browser declares is the sender's word and
// proves nothing (an SVG named photo.png and sent as image/jpeg is still an SVG, with scripts).

/** The types an upload may be. */
export const uploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type UploadType = (typeof uploadTypes)[number];

/** The types the store keeps: uploads, and SVG illustrations the site ships (rasterised, trusted). */
export type SourceType = UploadType | 'image/svg+xml';

/** How many leading bytes `sniffImageType` needs to decide (an AVIF's brands sit in its first box). */
export const sniffHeadBytes = 64;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Whether the ISO-BMFF `ftyp` box at the start names AVIF as its major or a compatible brand (HEIC does not). */
function isAvif(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head, 4, 4) !== 'ftyp') return false;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const brands = [ascii(head, 8, 4)];
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) brands.push(ascii(head, at, 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** Whether the text starts like an SVG document (an XML declaration, comments or a doctype, then `<svg`). */
function isSvg(head: Uint8Array): boolean {
  const text = new TextDecoder().decode(head.subarray(0, 4096)).replace(/^\uFEFF/, '');
  return /^\s*</.test(text) && /<svg[\s>]/i.test(text);
}

/**
 * The type the leading bytes of a file show, or undefined when it is none the store takes. SVG is
 * recognised only with `allowSvg`, for the site's own illustrations: never for an upload.
 */
export function sniffImageType(head: Uint8Array, options: { allowSvg?: boolean } = {}): SourceType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'image/webp';
  if (isAvif(head)) return 'image/avif';
  if (options.allowSvg && isSvg(head)) return 'image/svg+xml';
  return undefined;
}
