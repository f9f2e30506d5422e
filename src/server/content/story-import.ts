import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { StoryFields } from '../../lib/content/story-fields.ts';
import type { Database } from '../db/database.ts';
import { importedItem, importKind, type KindImport } from './kind-import.ts';
import { asRecord, markdownEntries, splitFrontMatter } from './markdown-import.ts';
import { storyRules } from './story-rules.ts';

// The first customer stories (src/content/customers/), copied into the database on first start as
// the articles are (markdown-import.ts says how and when), after the products they name.

/** The fields of one story file. */
async function fieldsOf(file: string): Promise<StoryFields> {
  const { data, body } = splitFrontMatter(await readFile(file, 'utf8'));
  const owner = asRecord(data.owner);
  return {
    title: String(data.title),
    slug: path.basename(file, '.md'),
    summary: String(data.summary),
    hotel: String(data.hotel),
    city: String(data.city),
    rooms: Number(data.rooms),
    plan: data.plan as StoryFields['plan'],
    products: Array.isArray(data.products) ? data.products.map(String) : [],
    owner: { name: String(owner.name), role: String(owner.role) },
    quote: String(data.quote),
    figures: (Array.isArray(data.figures) ? data.figures : []).map((figure) => ({
      value: String(asRecord(figure).value),
      label: String(asRecord(figure).label),
      period: String(asRecord(figure).period),
    })),
    order: Number(data.order),
    sample: data.sample === true,
    body,
  };
}

/** The first import of the Markdown stories of `contentDir` (src/content): after the products they name. */
export function storyImport(
  db: Kysely<Database>,
  contentDir = path.resolve('src/content'),
  now = new Date(),
): KindImport {
  return {
    rules: storyRules,
    entries: () =>
      markdownEntries(path.join(contentDir, 'customers'), async (file) => {
        // The same checks an editor's 'Xuất bản' makes, the products named included.
        const fields = storyRules.publishSchema.parse(await fieldsOf(file));
        const problems = await storyRules.checkReferences(db, fields, '');
        if (Object.keys(problems).length)
          throw new Error(`${path.basename(file)}: ${Object.values(problems).join(' ')}`);
        return importedItem(storyRules, fields, { publishedAt: now.toISOString(), now });
      }),
  };
}

/** Copies the Markdown stories of `contentDir` (src/content) that the database lacks; how many were added. */
export function importStories(db: Kysely<Database>, contentDir = path.resolve('src/content'), now = new Date()) {
  return importKind(db, storyImport(db, contentDir, now), now);
}
