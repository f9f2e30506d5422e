import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Images far longer than wide: few pixels, so the 40-megapixel limit lets them through, but one
// row each to decode, and more rows than a WebP can hold.

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A complete, valid PNG of `width` × `height` black pixels (8-bit grey), written by hand: sharp
 * cannot make one taller than WebP's limit quickly. 1 × 39,000,000 is 76 KB: a decompression bomb small enough to upload.
 */
export function stripPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), default compression, filter and interlace
  // Every row: filter type 0, then `width` zero bytes.
  const rows = Buffer.alloc(height * (1 + width));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A white JPEG, AVIF or lossless WebP of `width` × `height` made by sharp. */
export function plainImage(format: 'jpeg' | 'avif' | 'webp', width: number, height: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
  if (format === 'avif') return image.avif({ effort: 0 }).toBuffer();
  if (format === 'webp') return image.webp({ lossless: true }).toBuffer();
  return image.jpeg().toBuffer();
}

/**
 * A lossless WebP whose header claims one row more than WebP's limit (1 × 16,384): no encoder
 * writes one, so a 1 × 16,383 one has its VP8L header's height (bits 14-27 after 0x2f) raised.
 */
export async function overlongWebp(): Promise<Buffer> {
  const bytes = await plainImage('webp', 1, 16_383);
  const at = 21; // 'RIFF' size 'WEBP' 'VP8L' size, then the 0x2f signature at 20
  if (bytes.toString('latin1', 12, 16) !== 'VP8L' || bytes[20] !== 0x2f) throw new Error('not a simple VP8L WebP');
  const bits = bytes.readUInt32LE(at);
  bytes.writeUInt32LE(((bits & ~(0x3fff << 14)) | (16_383 << 14)) >>> 0, at);
  return bytes;
}
