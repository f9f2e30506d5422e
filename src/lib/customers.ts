import { getCollection, type CollectionEntry } from 'astro:content';
import { parse as parseYaml } from 'yaml';
import { pricingPlans } from '@/content/pricing-plans';
import { publicPath } from './content/content-kinds';
import type { NavLink } from './navigation';

type StoryData = CollectionEntry<'customers'>['data'];

/** A customer story as pages use it: its content fields, where it lives, and its plan and products by name. */
export type CustomerStory = Omit<StoryData, 'products'> & {
  slug: string;
  href: string;
  planName: string;
  /** The hardware it uses, each linking to its product page. */
  products: NavLink[];
};

// Stories are built from files, products live in the database. A story links to a product by its
// file name (the slug it was imported at; a product whose address changes redirects from it), with
// the name read from the product file when the site is built: a product renamed in /admin keeps its
// old name on the stories until the file is updated and the site built again.
const productFiles = import.meta.glob<string>('../content/products/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Each product file's name as readers see it, by slug. */
const productNames = new Map(
  Object.entries(productFiles).map(([file, source]) => {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
    const slug = file.slice(file.lastIndexOf('/') + 1, -'.md'.length);
    return [slug, String((parseYaml(frontMatter) as { name?: unknown } | null)?.name ?? slug)];
  }),
);

/** Every customer story, in display order, its plan and products resolved to names and links. */
export async function getCustomerStories(): Promise<
  Array<{ entry: CollectionEntry<'customers'>; story: CustomerStory }>
> {
  const entries = await getCollection('customers');
  const planNames = new Map(pricingPlans.map((plan) => [plan.id, plan.name]));
  return entries
    .map((entry) => ({
      entry,
      story: {
        ...entry.data,
        slug: entry.id,
        href: `/khach-hang/${entry.id}`,
        planName: planNames.get(entry.data.plan)!,
        // The content config has checked every slug against the product files' names.
        products: entry.data.products.map((slug) => ({
          label: productNames.get(slug) ?? slug,
          href: publicPath('product', slug),
        })),
      },
    }))
    .sort((a, b) => a.story.order - b.story.order);
}
