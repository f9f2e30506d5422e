import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ContentItemTable, ContentRevisionTable, Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { log } from '../log.ts';
import { contentDocument } from '../search/content-documents.ts';
import type { SearchDocument } from '../search/search-document.ts';
import { putDocument } from '../search/search-index.repository.ts';
import type { ContentKindRules } from './content-kind.ts';
import {
  importFinished,
  insertItem,
  insertRevision,
  listPublishedWithBodies,
  markImportFinished,
  slugsEverUsed,
} from './content.repository.ts';

// The first import of a kind, in two steps. The items (rows, first revisions, search documents) are
// written in one transaction: readers' pages wait for them, and a transaction per item cost a commit
// (an fsync on SQLite) each. Their share images follow, and readers do not wait for those: drawn at
// first start, they were most of its time (bench/results/first-start-*.md). The kind's
// import is finished once both ran; until then every start adds what is missing and draws what is
// not drawn, so a start stopped half way, or two instances starting together, leave nothing out
// and duplicate nothing.

type Fields = { slug: string; body: string };

/** Runs `insert`, treating "already there" (a unique key another instance just wrote) as done; whether it inserted. */
export async function once(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

/** An item read from the shipped files, ready to be written. */
export interface ImportedItem {
  item: Insertable<ContentItemTable>;
  revision: Insertable<ContentRevisionTable>;
  document: SearchDocument;
}

/** One item the first import of a kind may add: the address it takes, and how to read it. */
export interface ImportEntry {
  slug: string;
  read: () => Promise<ImportedItem>;
}

/** The first import of one kind: its rules, and its entries (read when the import runs). */
export interface KindImport {
  rules: ContentKindRules<Fields>;
  entries: () => Promise<ImportEntry[]>;
}

/** What the items step did: how many it added, and whether every entry was read and written. */
export interface ItemsImported {
  added: number;
  complete: boolean;
}

/** `fields` read from a file as a published item of `rules`' kind, with its first revision and search document. */
export function importedItem<F extends Fields>(
  rules: ContentKindRules<F>,
  fields: F,
  {
    publishedAt,
    now,
    views = 0,
    note = 'Nhập từ tệp Markdown',
  }: { publishedAt: string; now: Date; views?: number; note?: string },
): ImportedItem {
  const id = randomUUID();
  const at = now.toISOString();
  const { body, ...rest } = fields;
  return {
    item: {
      id,
      kind: rules.kind,
      slug: fields.slug,
      status: 'published',
      version: 1,
      title: rules.title(fields),
      draft: JSON.stringify(fields),
      published: JSON.stringify({ ...rest, ...rules.summary(fields) }),
      published_body: body,
      published_at: publishedAt,
      sort_key: rules.sortKey(fields, publishedAt),
      ...rules.columns(fields),
      views,
      created_at: at,
      updated_at: at,
    },
    revision: { id: randomUUID(), item_id: id, number: 1, data: JSON.stringify(fields), note, created_at: at },
    // Worked out here, not in the transaction: a long article's text takes tens of milliseconds.
    document: contentDocument(rules, { id, kind: rules.kind, slug: fields.slug, published_at: publishedAt }, fields),
  };
}

async function writeItem(trx: Transaction<Database>, { item, revision, document }: ImportedItem): Promise<void> {
  await insertItem(trx, item);
  await insertRevision(trx, revision);
  await putDocument(trx, document);
}

/**
 * Writes `items` in one transaction; when that fails for another reason than the storage (another
 * instance wrote one of them meanwhile, one item the database refuses), one by one as before, an
 * item already there left as it is. How many it added, and how many failed.
 */
async function writeItems(
  db: Kysely<Database>,
  kind: string,
  items: ImportedItem[],
): Promise<{ added: number; failed: number }> {
  if (!items.length) return { added: 0, failed: 0 };
  try {
    await db.transaction().execute(async (trx) => {
      for (const item of items) await writeItem(trx, item);
    });
    return { added: items.length, failed: 0 };
  } catch (error) {
    if (storageProblem(error)) throw error;
  }
  let added = 0;
  let failed = 0;
  for (const item of items) {
    try {
      if (await once(() => db.transaction().execute((trx) => writeItem(trx, item)))) added++;
    } catch (error) {
      failed++;
      log.error('content_import_failed', { kind, slug: item.item.slug, error });
    }
  }
  return { added, failed };
}

/**
 * Unless the import of the kind has finished: reads its entries whose address was never used and
 * writes them. Undefined when it had finished; else how many were added, and whether all were.
 */
export async function importItems(db: Kysely<Database>, plan: KindImport): Promise<ItemsImported | undefined> {
  const { kind } = plan.rules;
  if (await importFinished(db, kind)) return undefined;
  const used = await slugsEverUsed(db, kind);
  const items: ImportedItem[] = [];
  let failed = 0;
  for (const { slug, read } of await plan.entries()) {
    if (used.has(slug)) continue;
    try {
      items.push(await read());
    } catch (error) {
      failed++;
      log.error('content_import_failed', { kind, slug, error });
    }
  }
  const written = await writeItems(db, kind, items);
  if (written.added) log.info('content_imported', { kind, added: written.added });
  return { added: written.added, complete: failed + written.failed === 0 };
}

/** Draws the share images of the kind's published items that lack one, then records the import as finished. */
export async function finishImport(db: Kysely<Database>, rules: ContentKindRules<Fields>, now: Date): Promise<void> {
  for (const row of await listPublishedWithBodies(db, rules.kind)) {
    if (!row.published || row.published_body === null) continue;
    const fields = { ...(JSON.parse(row.published) as Fields), body: row.published_body };
    // Skips an image drawn already; a failure is logged there and leaves the page without one.
    await rules.afterPublish(db, row.id, fields);
  }
  await markImportFinished(db, rules.kind, now.toISOString());
}

/** Both steps of a kind's import (the import is finished once no entry failed); how many items were added. */
export async function importKind(db: Kysely<Database>, plan: KindImport, now: Date): Promise<number> {
  const imported = await importItems(db, plan);
  if (!imported) return 0;
  if (imported.complete) await finishImport(db, plan.rules, now);
  return imported.added;
}
