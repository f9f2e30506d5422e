import { cn } from '@/lib/cn';
import { heightAt, imageUrl, srcsetOf, widthsOf, type StoredImage } from '@/lib/content/image-urls';

/**
 * An image from the media store: AVIF where the browser takes it (once encoded), WebP otherwise, at
 * every width the store has, with width and height so nothing moves while it loads. `priority` is
 * for the one image a page is about (an article's cover): loaded at once and first.
 */
export function StoredPicture({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: StoredImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const widest = widthsOf(image).at(-1)!;
  return (
    <picture className="contents">
      {image.avif && <source type="image/avif" srcSet={srcsetOf(image, 'avif')} sizes={sizes} />}
      <img
        src={imageUrl(image.id, widest, 'webp')}
        srcSet={srcsetOf(image, 'webp')}
        sizes={sizes}
        width={widest}
        height={heightAt(image, widest)}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={cn('h-auto w-full bg-secondary', className)}
      />
    </picture>
  );
}
