import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ProductFields } from '../../lib/content/product-fields.ts';
import type { Database } from '../db/database.ts';
import { storeShippedImage } from '../media/index.ts';
import { importedItem, importKind, type KindImport } from './kind-import.ts';
import { asRecord, markdownEntries, splitFrontMatter } from './markdown-import.ts';
import { productRules } from './product-rules.ts';

// The first products (src/content/products/), copied into the database on first start as the
// articles are (markdown-import.ts says how and when). The files stay in the repository: customer
// stories name their products by these file names.

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The fields of one product file; its SVG illustration is rasterised into the image store. */
async function fieldsOf(db: Kysely<Database>, file: string): Promise<ProductFields> {
  const { data, body } = splitFrontMatter(await readFile(file, 'utf8'));
  const imagePath = path.resolve(path.dirname(file), String(data.image));
  const { image } = await storeShippedImage(db, imagePath);
  const integration = asRecord(data.integration);
  const quote = asRecord(data.quote);
  return {
    name: String(data.name),
    slug: path.basename(file, '.md'),
    order: Number(data.order),
    tagline: String(data.tagline),
    summary: String(data.summary),
    imageId: image.id,
    imageAlt: String(data.imageAlt),
    features: strings(data.features),
    specs: (Array.isArray(data.specs) ? data.specs : []).map((spec) => ({
      label: String(asRecord(spec).label),
      value: String(asRecord(spec).value),
    })),
    integrationTitle: String(integration.title),
    integrationIntro: String(integration.intro),
    integrationPoints: strings(integration.points),
    quote: {
      param: String(quote.param),
      unit: String(quote.unit),
      unitPriceVnd: Number(quote.unitPriceVnd),
      installationVndPerUnit: Number(quote.installationVndPerUnit),
      defaultPerRoom: Number(quote.defaultPerRoom),
    },
    warranty: String(data.warranty ?? ''),
    installation: String(data.installation ?? ''),
    body,
    seoTitle: '',
    seoDescription: '',
  };
}

/** The first import of the Markdown products of `contentDir` (src/content). */
export function productImport(
  db: Kysely<Database>,
  contentDir = path.resolve('src/content'),
  now = new Date(),
): KindImport {
  return {
    rules: productRules,
    entries: () =>
      markdownEntries(path.join(contentDir, 'products'), async (file) => {
        // The same checks an editor's 'Xuất bản' makes: a broken file is reported, never half imported.
        const fields = productRules.publishSchema.parse(await fieldsOf(db, file));
        return importedItem(productRules, fields, { publishedAt: now.toISOString(), now });
      }),
  };
}

/** Copies the Markdown products of `contentDir` (src/content) that the database lacks; how many were added. */
export function importProducts(db: Kysely<Database>, contentDir = path.resolve('src/content'), now = new Date()) {
  return importKind(db, productImport(db, contentDir, now), now);
}
