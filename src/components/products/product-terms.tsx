import { Icon } from '@/components/ui/icon';
import type { Product } from '@/lib/products';

/**
 * Warranty and installation, beside the specifications: what an owner asks before buying hardware.
 * A product published before these fields existed shows neither until an editor fills them.
 */
export function ProductTerms({ product }: { product: Pick<Product, 'warranty' | 'installation'> }) {
  const terms = [
    { icon: 'shield-check', title: 'Bảo hành', text: product.warranty },
    { icon: 'map-pin', title: 'Lắp đặt', text: product.installation },
  ] as const;
  const shown = terms.filter(({ text }) => text.trim());
  if (!shown.length) return null;
  return (
    <section aria-labelledby="terms-heading" className="mt-10">
      <h2 id="terms-heading" className="text-2xl font-bold">
        Bảo hành và lắp đặt
      </h2>
      <dl className="mt-4 grid gap-4">
        {shown.map(({ icon, title, text }) => (
          <div key={title} className="rounded-xl border border-border p-4">
            <dt className="flex items-center gap-2 font-bold">
              <Icon name={icon} className="size-5 text-primary" /> {title}
            </dt>
            <dd className="mt-2 text-sm text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
