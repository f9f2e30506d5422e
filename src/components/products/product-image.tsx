import { StoredPicture } from '@/components/ui/stored-picture';
import { cn } from '@/lib/cn';
import type { StoredImage } from '@/lib/content/image-urls';

/** A product illustration from the media store, at its own ratio so the page never jumps while it loads. */
export function ProductImage({
  image,
  alt,
  sizes,
  eager = false,
  className,
}: {
  image: StoredImage;
  alt: string;
  /** How wide it is shown (the `sizes` attribute). */
  sizes: string;
  /** The page's main image: loaded at once and first. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <StoredPicture image={image} alt={alt} sizes={sizes} priority={eager} className={cn('rounded-xl', className)} />
  );
}
