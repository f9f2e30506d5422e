import { Icon } from '@/components/ui/icon';
import type { Product } from '@/lib/products';
import { ProductImage } from './product-image';

/** A catalogue card: illustration, name, summary, link to the detail page. */
export function ProductCard({ product }: { product: Product }) {
  const headingId = `product-${product.slug}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm"
    >
      <ProductImage
        image={product.image}
        alt={product.imageAlt}
        sizes="(min-width: 80rem) 24rem, (min-width: 48rem) 33vw, 100vw"
        className="rounded-none"
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 id={headingId} className="text-xl font-bold">
          {product.name}
        </h2>
        <p className="mt-2 flex-1 text-muted-foreground">{product.summary}</p>
        <a
          href={product.href}
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-bold text-primary hover:underline"
        >
          Xem chi tiết<span className="sr-only">: {product.name}</span>
          <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    </li>
  );
}
