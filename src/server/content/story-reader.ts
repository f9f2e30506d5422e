import type { Kysely } from 'kysely';
import { publicPath } from '../../lib/content/content-kinds.ts';
import { imageIdsIn, renderMarkdown } from '../../lib/content/render-markdown.ts';
import type { StoryFields } from '../../lib/content/story-fields.ts';
import type { CustomerStory } from '../../lib/customers.ts';
import type { NavLink } from '../../lib/navigation.ts';
import type { Database } from '../db/database.ts';
import { findImages } from '../media/index.ts';
import { findPublished, listPublished, redirectTarget } from './content.repository.ts';
import { planName } from '../../lib/leads/lead-facts.ts';

type Db = Kysely<Database>;
type StorySummary = Omit<StoryFields, 'body'>;

/**
 * The products a story names, by their names today: a product renamed in /admin is renamed on the
 * stories too (their pages carry the products' list tag), and one whose address moved is linked at
 * its new one. A product taken down is left out.
 */
async function productLinks(db: Db): Promise<(slug: string) => Promise<NavLink | undefined>> {
  const live = new Map(
    (await listPublished(db, 'product')).map((row) => [row.slug, String(JSON.parse(row.published ?? '{}').name)]),
  );
  return async (slug) => {
    const current = live.has(slug) ? slug : await redirectTarget(db, 'product', slug);
    return current && live.has(current)
      ? { label: live.get(current)!, href: publicPath('product', current) }
      : undefined;
  };
}

async function storyOf(id: string, fields: StorySummary, link: (slug: string) => Promise<NavLink | undefined>) {
  const products = (await Promise.all(fields.products.map(link))).filter((product) => product !== undefined);
  return {
    ...fields,
    id,
    href: publicPath('story', fields.slug),
    planName: planName(fields.plan) ?? fields.plan,
    products,
  };
}

/** Every published story, in the landing page's order. */
export async function publishedStories(db: Db): Promise<CustomerStory[]> {
  const [rows, link] = await Promise.all([listPublished(db, 'story'), productLinks(db)]);
  return Promise.all(rows.map((row) => storyOf(row.id, JSON.parse(row.published ?? '{}') as StorySummary, link)));
}

/** A story's page: its card data and the story as HTML. */
export interface StoryView {
  story: CustomerStory;
  html: string;
}

async function viewOf(db: Db, id: string, fields: StoryFields): Promise<StoryView> {
  const { body, ...summary } = fields;
  const [story, images] = await Promise.all([
    storyOf(id, summary, await productLinks(db)),
    findImages(db, imageIdsIn(body)),
  ]);
  return { story, html: await renderMarkdown(body, images) };
}

/** The published story at `slug`, or undefined. */
export async function publishedStory(db: Db, slug: string): Promise<StoryView | undefined> {
  const row = await findPublished(db, 'story', slug);
  if (!row?.published) return undefined;
  return viewOf(db, row.id, { ...(JSON.parse(row.published) as StorySummary), body: row.published_body ?? '' });
}

/** A draft shown as readers would see it once published (the preview): same data, same renderer. */
export function storyPreview(db: Db, id: string, fields: StoryFields): Promise<StoryView> {
  return viewOf(db, id, fields);
}

/** The ids of the published stories that are invented samples (hidden, with their search results, once the owner turns samples off). */
export async function sampleStoryIds(db: Db): Promise<string[]> {
  const rows = await listPublished(db, 'story');
  return rows.filter((row) => (JSON.parse(row.published ?? '{}') as StorySummary).sample).map((row) => row.id);
}
