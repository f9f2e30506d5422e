import type { Kysely } from 'kysely';
import type { SearchKind } from '../../lib/search/search-results.ts';
import { planPriceLabel, pricingPlans } from '../../content/pricing-plans.ts';
import type { Database } from '../db/database.ts';
import { documentHash, type SearchDocument } from './search-document.ts';
import { documentHashes, putDocument, removeDocuments } from './search-index.repository.ts';

// The searchable pages that ship with the site rather than live in the database: the landing page's
// pricing plans. Each start compares them with what the index holds and writes only what a new
// release changed. (The FAQ and the customer stories were here until editors published them.)

const shippedKinds: SearchKind[] = ['plan'];

/** Every shipped page as a document. */
export function shippedDocuments(): SearchDocument[] {
  return pricingPlans.map<SearchDocument>((plan) => ({
    id: `plan:${plan.id}`,
    kind: 'plan',
    title: plan.name,
    summary: `${planPriceLabel(plan)}${plan.period}. ${plan.description}`,
    body: plan.features.join('\n'),
    href: '/#pricing',
    publishedAt: null,
  }));
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
