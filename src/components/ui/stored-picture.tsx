import { cn } from '@/lib/cn';
import { heightAt, imageUrl, srcsetOf, widthsOf, type StoredImage } from '@/lib/content/image-urls';

/**
 * An image from the media store: AVIF where the browser takes it (once encoded), WebP otherwise, at
 * every width the store has, with width and height so nothing moves while it loads. `priority` is
 * for the one image a page is about (an article's cover): loaded at once and first. `className` is
 * for the frame (margins, rounding, shadow); the picture fills it, cropped to it if need be.
 *
 * The picture lies over its frame, out of flow, and an empty <svg> with the image's width and height
 * gives the frame its ratio from the first layout. In flow, the <img> swapped the size its attributes
 * gave for the file's own when the file arrived, and Chrome laid out its card, the grid and every
 * ancestor again after a news page's first paint, in traces (a flex or grid item is never laid out
 * alone). Out of flow, only the picture is, a small part of that (bench/results/lighthouse-*.md).
 */
export function StoredPicture({
  image,
  alt,
  sizes,
  priority = false,
  crop,
  className,
}: {
  image: StoredImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  priority?: boolean;
  /** The news cards' frame (1200 × 630) whatever the image's own ratio. */
  crop?: 'card' | undefined;
  className?: string;
}) {
  const widest = widthsOf(image).at(-1)!;
  const height = heightAt(image, widest);
  return (
    <span
      className={cn('relative block overflow-hidden bg-secondary', crop === 'card' && 'aspect-[1200/630]', className)}
    >
      {!crop && (
        <svg
          width={widest}
          height={height}
          viewBox={`0 0 ${widest} ${height}`}
          aria-hidden="true"
          className="h-auto w-full"
        />
      )}
      <picture className="contents">
        {image.avif && <source type="image/avif" srcSet={srcsetOf(image, 'avif')} sizes={sizes} />}
        <img
          src={imageUrl(image.id, widest, 'webp')}
          srcSet={srcsetOf(image, 'webp')}
          sizes={sizes}
          width={widest}
          height={height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
    </span>
  );
}
