/** The widths images are encoded at: a phone's column (480), a tablet's or a 2× phone's (800), a wide article (1200). */
export const imageWidths = [480, 800, 1200] as const;

/** An encoding readers' browsers get: AVIF where they take it, WebP everywhere. */
export type ImageFormat = 'webp' | 'avif';

/** An image in the store, as pages need it to write `<img>` and `srcset`. */
export interface StoredImage {
  /** The store's id (the start of the uploaded bytes' SHA-256, hex). */
  id: string;
  /** Size of the largest encoding, in pixels. */
  width: number;
  height: number;
  /** Whether the AVIF encodings exist yet. */
  avif: boolean;
}

/** The address of one encoding; the hash in it never changes, so it is cached for a year. */
export function imageUrl(id: string, width: number, format: ImageFormat): string {
  return `/anh/${id}-${width}.${format}`;
}

/** The widths an image is encoded at: the standard ones below its own width, then its own width capped at 1200. */
export function widthsOf(image: Pick<StoredImage, 'width'>): number[] {
  const largest = Math.min(image.width, imageWidths[2]);
  return [...imageWidths.filter((width) => width < largest), largest];
}

/** A `srcset` of one format, every width the image has. */
export function srcsetOf(image: StoredImage, format: ImageFormat): string {
  return widthsOf(image)
    .map((width) => `${imageUrl(image.id, width, format)} ${width}w`)
    .join(', ');
}

/** Height at `width` keeping the image's ratio. */
export function heightAt(image: Pick<StoredImage, 'width' | 'height'>, width: number): number {
  return Math.round((image.height * width) / image.width);
}
