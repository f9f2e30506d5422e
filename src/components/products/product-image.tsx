import type { ImageMetadata } from 'astro';
import { cn } from '@/lib/cn';

/** A product illustration at its intrinsic size ratio, so the page never jumps while it loads. */
export function ProductImage({
  image,
  alt,
  eager = false,
  className,
}: {
  image: ImageMetadata;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('h-auto w-full rounded-xl bg-secondary', className)}
    />
  );
}
