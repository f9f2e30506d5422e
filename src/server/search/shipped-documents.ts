import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { markdownText } from '../../lib/content/markdown-text.ts';
import type { SearchKind } from '../../lib/search/search-results.ts';
import { faqItems } from '../../content/landing/faq.ts';
import { planPriceLabel, pricingPlans } from '../../content/pricing-plans.ts';
import { splitFrontMatter } from '../content/markdown-import.ts';
import type { Database } from '../db/database.ts';
import { documentHash, type SearchDocument } from './search-document.ts';
import { documentHashes, putDocument, removeDocuments } from './search-index.repository.ts';

// The searchable pages that ship with the site rather than live in the database: the landing page's
// FAQ and pricing plans, and the customer stories (src/content/customers/). Each start compares
// them with what the index holds and writes only what a new release changed.

const shippedKinds: SearchKind[] = ['faq', 'plan', 'customer'];

interface StoryFile {
  title: string;
  summary: string;
  hotel: string;
  city: string;
  quote: string;
  figures: Array<{ value: string; label: string; period: string }>;
  sample?: boolean;
}

async function storyDocuments(contentDir: string) {
  const folder = path.join(contentDir, 'customers');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const { data, body } = splitFrontMatter(await readFile(path.join(folder, name), 'utf8'));
      const story = data as unknown as StoryFile;
      const slug = name.slice(0, -'.md'.length);
      const document: SearchDocument = {
        id: `customer:${slug}`,
        kind: 'customer',
        title: story.title,
        summary: `${story.hotel}, ${story.city}. ${story.summary}`,
        body: [story.quote, ...story.figures.map((f) => `${f.value} ${f.label}, ${f.period}`), markdownText(body)].join(
          '\n',
        ),
        href: `/khach-hang/${slug}`,
        publishedAt: null,
      };
      return { document, sample: story.sample === true };
    }),
  );
}

/** Every shipped page as a document, and the ids of the invented (sample) stories. */
export async function shippedDocuments(
  contentDir = path.resolve('src/content'),
): Promise<{ documents: SearchDocument[]; sampleIds: string[] }> {
  const stories = await storyDocuments(contentDir);
  const faq = faqItems.map<SearchDocument>((item, index) => ({
    id: `faq:${index + 1}`,
    kind: 'faq',
    title: item.question,
    summary: '',
    body: item.answer,
    href: `/#faq-${index + 1}`,
    publishedAt: null,
  }));
  const plans = pricingPlans.map<SearchDocument>((plan) => ({
    id: `plan:${plan.id}`,
    kind: 'plan',
    title: plan.name,
    summary: `${planPriceLabel(plan)}${plan.period}. ${plan.description}`,
    body: plan.features.join('\n'),
    href: '/#pricing',
    publishedAt: null,
  }));
  return {
    documents: [...faq, ...plans, ...stories.map((story) => story.document)],
    sampleIds: stories.filter((story) => story.sample).map((story) => story.document.id),
  };
}

/** Brings the index's shipped pages in line with this release's; how many it wrote or removed. */
export async function syncShippedDocuments(
  db: Kysely<Database>,
  documents: readonly SearchDocument[],
): Promise<number> {
  const held = new Map((await documentHashes(db, shippedKinds)).map((row) => [row.id, row.source_hash]));
  const changed = documents.filter((document) => held.get(document.id) !== documentHash(document));
  const gone = [...held.keys()].filter((id) => !documents.some((document) => document.id === id));
  await db.transaction().execute(async (trx) => {
    for (const document of changed) await putDocument(trx, document);
    await removeDocuments(trx, gone);
  });
  return changed.length + gone.length;
}
