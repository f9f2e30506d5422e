import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ProductFields } from '../../lib/content/product-fields.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { storeImage } from '../media/media.service.ts';
import { once, splitFrontMatter } from './content-import.ts';
import { importFinished, insertItem, insertRevision, markImportFinished, slugEverUsed } from './content.repository.ts';
import { productRules, productShareCard } from './product-rules.ts';
import { drawShareImage } from './share-image.ts';

// The first products were Markdown files (src/content/products/). On first start they are copied
// into the database, published, each with one revision, exactly as the articles are: once an import
// has finished it never runs again, and until then a file is added only if its address was never
// used, so two instances starting together, or a start interrupted half way, never duplicate one.
// The files stay in the repository: customer stories name their products by these file names.

type Front = Record<string, unknown>;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const record = (value: unknown): Front => (value && typeof value === 'object' ? (value as Front) : {});

/** The fields of one product file; its SVG illustration is rasterised into the image store. */
async function fieldsOf(db: Kysely<Database>, file: string): Promise<ProductFields> {
  const { data, body } = splitFrontMatter(await readFile(file, 'utf8'));
  const imagePath = path.resolve(path.dirname(file), String(data.image));
  const { image } = await storeImage(db, { path: imagePath }, { allowSvg: true, createdBy: null });
  const integration = record(data.integration);
  const quote = record(data.quote);
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
      label: String(record(spec).label),
      value: String(record(spec).value),
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
    body,
    seoTitle: '',
    seoDescription: '',
  };
}

async function importProduct(db: Kysely<Database>, file: string, now: Date): Promise<boolean> {
  if (await slugEverUsed(db, 'product', path.basename(file, '.md'))) return false;
  // The same checks an editor's 'Xuất bản' makes: a broken file is reported, never half imported.
  const fields = productRules.publishSchema.parse(await fieldsOf(db, file));
  const id = randomUUID();
  const at = now.toISOString();
  const { body, ...summary } = fields;
  await once(() =>
    db.transaction().execute(async (trx) => {
      await insertItem(trx, {
        id,
        kind: 'product',
        slug: fields.slug,
        status: 'published',
        version: 1,
        title: fields.name,
        draft: JSON.stringify(fields),
        published: JSON.stringify({ ...summary, ...productRules.summary(fields) }),
        published_body: body,
        published_at: at,
        sort_key: productRules.sortKey(fields, at),
        category_id: null,
        author_id: null,
        created_at: at,
        updated_at: at,
      });
      await insertRevision(trx, {
        id: randomUUID(),
        item_id: id,
        number: 1,
        data: JSON.stringify(fields),
        note: 'Nhập từ tệp Markdown',
        created_at: at,
      });
    }),
  );
  await drawShareImage(db, id, productShareCard(fields.name));
  return true;
}

/** Copies the Markdown products of `contentDir` (src/content) that the database lacks; how many were added. */
export async function importProducts(
  db: Kysely<Database>,
  contentDir = path.resolve('src/content'),
  now = new Date(),
): Promise<number> {
  if (await importFinished(db, 'product')) return 0;
  const dir = path.join(contentDir, 'products');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  let added = 0;
  let failed = 0;
  for (const name of files) {
    try {
      if (await importProduct(db, path.join(dir, name), now)) added++;
    } catch (error) {
      failed++;
      log.error('content_import_failed', { file: name, error });
    }
  }
  // A file that failed is tried again at the next start.
  if (!failed) await markImportFinished(db, 'product', now.toISOString());
  if (added) log.info('content_imported', { kind: 'product', added });
  return added;
}
