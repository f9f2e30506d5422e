import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { storyShareEyebrow } from '../../lib/customers.ts';
import { productShareEyebrow } from '../../lib/products.ts';
import type { OgCard } from '../../lib/seo/og-image.ts';
import { splitFrontMatter } from './markdown-import.ts';
import type { ShareCard } from '../../lib/seo/share-card.ts';

// The share images of the articles, products and stories the site ships are drawn by the build
// (scripts/lib/shipped-share-images-integration.ts), one PNG per card in dist/shipped-share-images,
// and the first import stores those. Drawn at first start instead, they took seconds of a core
// (satori's layout on the main thread), just as the first readers came.
// A card the build did not draw (other site settings, a changed drawing) is drawn as any other.

/** Where the build leaves them, relative to the server's working directory (the project). */
export const shippedShareImagesDir = path.resolve('dist/shipped-share-images');

/** The file name of a card's image: a hash of everything the image shows. */
export function shareCardFile(card: OgCard): string {
  const shown = JSON.stringify([card.eyebrow, card.title, card.brand, card.host]);
  return `${createHash('sha256').update(shown).digest('hex').slice(0, 32)}.png`;
}

/** The PNG the build drew for `card`, or null. */
export async function readShippedShareImage(card: OgCard, dir = shippedShareImagesDir): Promise<Buffer | null> {
  try {
    return await readFile(path.join(dir, shareCardFile(card)));
  } catch {
    return null;
  }
}

/** The front matter of each Markdown file of `dir`. */
async function frontMatters(dir: string): Promise<Array<Record<string, unknown>>> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(files.map(async (name) => splitFrontMatter(await readFile(path.join(dir, name), 'utf8')).data));
}

/**
 * The cards of the shipped content (`contentDir`, src/content), as the rules make them once imported:
 * an article's category and title, productShareCard's and storyShareCard's eyebrow and name or title.
 */
export async function shippedShareCards(contentDir: string): Promise<ShareCard[]> {
  const [articles, products, stories] = await Promise.all(
    ['articles', 'products', 'customers'].map((folder) => frontMatters(path.join(contentDir, folder))),
  );
  return [
    ...articles!.map((data) => ({ eyebrow: String(data.category), title: String(data.title) })),
    ...products!.map((data) => ({ eyebrow: productShareEyebrow, title: String(data.name) })),
    ...stories!.map((data) => ({ eyebrow: storyShareEyebrow, title: String(data.title) })),
  ];
}
