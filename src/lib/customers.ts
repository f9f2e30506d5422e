import { getCollection, type CollectionEntry } from 'astro:content';
import { pricingPlans } from '@/content/pricing-plans';
import type { NavLink } from './navigation';
import { getProducts } from './products';

type StoryData = CollectionEntry<'customers'>['data'];

/** A customer story as pages use it: its content fields, where it lives, and its plan and products by name. */
export type CustomerStory = Omit<StoryData, 'products'> & {
  slug: string;
  href: string;
  planName: string;
  /** The hardware it uses, each linking to its product page. */
  products: NavLink[];
};

/** Every customer story, in display order, its plan and products resolved to names and links. */
export async function getCustomerStories(): Promise<
  Array<{ entry: CollectionEntry<'customers'>; story: CustomerStory }>
> {
  const [entries, products] = await Promise.all([getCollection('customers'), getProducts()]);
  const productLinks = new Map(
    products.map(({ product }) => [product.slug, { label: product.name, href: product.href }]),
  );
  const planNames = new Map(pricingPlans.map((plan) => [plan.id, plan.name]));
  return entries
    .map((entry) => ({
      entry,
      story: {
        ...entry.data,
        slug: entry.id,
        href: `/khach-hang/${entry.id}`,
        planName: planNames.get(entry.data.plan)!,
        // Astro has checked every reference against the products collection when it loaded the content.
        products: entry.data.products.map(({ id }) => productLinks.get(id)!),
      },
    }))
    .sort((a, b) => a.story.order - b.story.order);
}
