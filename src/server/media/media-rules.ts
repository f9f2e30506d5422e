// What the media store takes, and what a person is told when it refuses. One list, so the upload
// endpoint, the service and the tests agree on every limit and every message.

/** Largest upload: 15 MB. */
export const maxUploadBytes = 15 * 1024 * 1024;

/**
 * Largest image, in pixels (40 megapixels: a 50 MP phone photo is refused, a 7680 × 5120 one
 * taken). Decoded, such an image takes about 160 MB of memory; the limit keeps a small file that
 * claims huge dimensions (a decompression bomb) from taking the server's memory.
 */
export const maxInputPixels = 40_000_000;

/**
 * Longest side, in pixels: 16,383, the most a WebP can hold, and every image is stored as WebP.
 * Only a narrower image keeps its height (the store shrinks to 1200 px wide), but both sides are
 * capped: a photo turned upright by its EXIF orientation swaps them. The pixel limit alone let a
 * 1 × 39,000,000 PNG through: a small file that held the image queue for a long time, one row at a
 * time, and then could not be stored.
 */
export const maxImageSide = 16_383;

/** Every reason the store refuses an image, with the status the endpoint answers. */
export const mediaProblems = {
  empty: { status: 400, message: 'Chưa có tệp ảnh nào được gửi lên.' },
  too_large: { status: 413, message: 'Ảnh quá lớn: tối đa 15 MB. Hãy thu nhỏ ảnh rồi tải lại.' },
  too_many_pixels: {
    status: 413,
    message: 'Ảnh quá nhiều điểm ảnh: tối đa 40 megapixel (ví dụ 7680 × 5120). Hãy thu nhỏ ảnh rồi tải lại.',
  },
  side_too_long: {
    status: 413,
    message: 'Ảnh quá dài hoặc quá rộng: mỗi cạnh tối đa 16.383 điểm ảnh. Hãy thu nhỏ ảnh rồi tải lại.',
  },
  unsupported_type: { status: 415, message: 'Chỉ nhận ảnh JPEG, PNG, WebP hoặc AVIF.' },
  unreadable: { status: 400, message: 'Không đọc được ảnh: tệp bị hỏng hoặc không trọn vẹn.' },
  busy: { status: 503, message: 'Máy chủ đang xử lý nhiều ảnh. Vui lòng thử lại sau ít phút.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type MediaProblemKind = keyof typeof mediaProblems;

/** A refusal the person can act on (a 4xx, or 503 while busy); anything else thrown is a fault. */
export class MediaProblem extends Error {
  override name = 'MediaProblem';
  readonly kind: MediaProblemKind;
  readonly status: number;

  constructor(kind: MediaProblemKind, options?: ErrorOptions) {
    super(mediaProblems[kind].message, options);
    this.kind = kind;
    this.status = mediaProblems[kind].status;
  }
}

/** Whether a request may carry a body of `declaredBytes` (its Content-Length), before reading it. */
export function declaredSizeFits(declaredBytes: string | undefined, limit = maxUploadBytes): boolean {
  if (declaredBytes === undefined || declaredBytes === '') return true;
  const bytes = Number(declaredBytes);
  return !Number.isFinite(bytes) || bytes <= limit;
}

/** Whether an image of `width` × `height` pixels may be decoded. */
export function pixelsFit(width: number, height: number, limit = maxInputPixels): boolean {
  return width * height <= limit;
}

/** Whether neither side of a `width` × `height` image is longer than `limit` pixels. */
export function sidesFit(width: number, height: number, limit = maxImageSide): boolean {
  return width <= limit && height <= limit;
}
