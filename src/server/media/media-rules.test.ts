import { describe, expect, it } from 'vitest';
import {
  declaredSizeFits,
  MediaProblem,
  maxImageSide,
  maxInputPixels,
  maxUploadBytes,
  pixelsFit,
  sidesFit,
} from './media-rules.ts';

describe('media rules', () => {
  it('takes 15 MB and refuses a byte more, by the declared length', () => {
    expect(maxUploadBytes).toBe(15 * 1024 * 1024);
    expect(declaredSizeFits(String(maxUploadBytes))).toBe(true);
    expect(declaredSizeFits(String(maxUploadBytes + 1))).toBe(false);
    expect(declaredSizeFits(String(16 * 1024 * 1024))).toBe(false);
    // No length (a chunked body): counted while it streams instead.
    expect(declaredSizeFits(undefined)).toBe(true);
  });

  it('takes images up to 40 megapixels', () => {
    expect(maxInputPixels).toBe(40_000_000);
    expect(pixelsFit(7680, 5120)).toBe(true);
    expect(pixelsFit(8000, 5001)).toBe(false);
  });

  it('takes sides up to 16,383 px (WebP’s limit), however few pixels the image has', () => {
    expect(maxImageSide).toBe(16_383);
    expect(sidesFit(1200, 16_383)).toBe(true);
    expect(sidesFit(16_383, 1)).toBe(true);
    expect(sidesFit(1, 16_384)).toBe(false);
    expect(sidesFit(16_384, 1)).toBe(false);
    // The strip that passed the pixel limit: 39 megapixels in one column.
    expect(pixelsFit(1, 39_000_000)).toBe(true);
    expect(sidesFit(1, 39_000_000)).toBe(false);
  });

  it('answers each refusal with its status and Vietnamese message', () => {
    expect(new MediaProblem('unsupported_type')).toMatchObject({
      status: 415,
      message: 'Chỉ nhận ảnh JPEG, PNG, WebP hoặc AVIF.',
    });
    expect(new MediaProblem('too_large')).toMatchObject({ status: 413, message: expect.stringContaining('15 MB') });
    expect(new MediaProblem('too_many_pixels')).toMatchObject({ status: 413, message: expect.stringContaining('40') });
    expect(new MediaProblem('side_too_long')).toMatchObject({
      status: 413,
      message: 'Ảnh quá dài hoặc quá rộng: mỗi cạnh tối đa 16.383 điểm ảnh. Hãy thu nhỏ ảnh rồi tải lại.',
    });
    expect(new MediaProblem('unreadable').status).toBe(400);
    expect(new MediaProblem('busy').status).toBe(503);
  });
});
