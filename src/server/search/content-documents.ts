import type { Kysely, Transaction } from 'kysely';
import { publicPath, type ContentKind } from '../../lib/content/content-kinds.ts';
import type { SearchKind } from '../../lib/search/search-results.ts';
import type { ContentItemRow, Database } from '../db/database.ts';
import type { ContentKindRules } from '../content/content-kind.ts';
import { currentFormatPrefix, type SearchDocument } from './search-document.ts';
import {
  documentsOfUnpublishedItems,
  publishedItemsNotIndexed,
  putDocument,
  removeDocuments,
} from './search-index.repository.ts';

// Published content items in the search index: written in the transaction that publishes, restores or
// takes them down (so every instance searches what readers see), and caught up at start for pages
// published before the index existed or indexed in an older format.

type Db = Kysely<Database> | Transaction<Database>;
type Fields = { slug: string; body: string };
type Item = Pick<ContentItemRow, 'id' | 'published_at'> & { kind: ContentKind; slug: string };

/** The document of a published item. */
export function contentDocument<F extends Fields>(rules: ContentKindRules<F>, item: Item, fields: F): SearchDocument {
  const text = rules.searchText(fields);
  return {
    id: `${item.kind}:${item.id}`,
    kind: rules.searchKind,
    title: rules.title(fields),
    summary: text.summary,
    body: text.body,
    href: publicPath(item.kind, fields.slug),
    publishedAt: item.kind === 'article' ? item.published_at : null,
  };
}

/** Indexes an item as it goes live with `fields`. */
export function indexContentItem<F extends Fields>(db: Db, rules: ContentKindRules<F>, item: Item, fields: F) {
  return putDocument(db, contentDocument(rules, item, fields));
}

/** Takes an item out of the index as readers lose it. */
export function unindexContentItem(db: Db, kind: string, id: string) {
  return removeDocuments(db, [`${kind}:${id}`]);
}

/**
 * Indexes every published item the index lacks (in the current format) and drops documents of items
 * no longer published; how many it changed. Idempotent: instances starting together write the same.
 */
export async function catchUpContentIndex(
  db: Kysely<Database>,
  rulesFor: (kind: string) => ContentKindRules<Fields> | undefined,
  searchKinds: readonly SearchKind[],
): Promise<number> {
  const missing = await publishedItemsNotIndexed(db, currentFormatPrefix);
  for (const row of missing) {
    const rules = rulesFor(row.kind);
    if (!rules || !row.published || row.published_body === null) continue;
    const fields = { ...(JSON.parse(row.published) as Fields), body: row.published_body };
    await db.transaction().execute((trx) => indexContentItem(trx, rules, { ...row, kind: rules.kind }, fields));
  }
  // Of the kinds content items make, documents no published item holds: one taken down, or the FAQ's
  // and stories' documents from when they shipped as files ('faq:3', 'customer:<slug>').
  const stale = await documentsOfUnpublishedItems(db, searchKinds);
  await db.transaction().execute((trx) => removeDocuments(trx, stale));
  return missing.length + stale.length;
}
