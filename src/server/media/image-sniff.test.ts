import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-sniff.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
};
const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their signatures', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR'))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('recognises AVIF by its major or a compatible brand, and refuses HEIC', () => {
    expect(sniffImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('image/avif');
    expect(sniffImageType(ftyp('mif1', 'avif'))).toBe('image/avif');
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBeUndefined();
  });

  it('refuses SVG, HTML, text and truncated signatures', () => {
    expect(sniffImageType(bytes(svg))).toBeUndefined();
    expect(sniffImageType(bytes('<!doctype html><html><img src=x onerror=alert(1)>'))).toBeUndefined();
    expect(sniffImageType(bytes('GIF89a'))).toBeUndefined();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it('takes SVG only when the caller allows it (the site’s own illustrations)', () => {
    expect(sniffImageType(bytes(svg), { allowSvg: true })).toBe('image/svg+xml');
    expect(sniffImageType(Buffer.from('\uFEFF  <svg viewBox="0 0 1 1"/>'), { allowSvg: true })).toBe('image/svg+xml');
    expect(sniffImageType(bytes('hello <svg>'), { allowSvg: true })).toBeUndefined();
  });
});
