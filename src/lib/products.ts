import { getCollection, type CollectionEntry } from 'astro:content';

/** A product as pages use it: its content fields plus where it lives. */
export type Product = CollectionEntry<'products'>['data'] & { slug: string; href: string };

/** Adds the slug and URL to a product entry. */
export function toProduct(entry: CollectionEntry<'products'>): Product {
  return { ...entry.data, slug: entry.id, href: `/san-pham/${entry.id}` };
}

/** Every product, in catalogue order. */
export async function getProducts(): Promise<Array<{ entry: CollectionEntry<'products'>; product: Product }>> {
  const entries = await getCollection('products');
  return entries
    .map((entry) => ({ entry, product: toProduct(entry) }))
    .sort((a, b) => a.product.order - b.product.order);
}
