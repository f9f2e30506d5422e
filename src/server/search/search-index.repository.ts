import { sql, type Kysely, type Transaction } from 'kysely';
import type { SearchKind } from '../../lib/search/search-results.ts';
import { isPostgres } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { indexedText } from './indexed-text.ts';
import { documentHash, type SearchDocument } from './search-document.ts';

// Writing the search index: a document's row and its folded words (SQLite: the FTS5 table
// search_index, rowid = doc_key; PostgreSQL: tsvector columns of the row, 'simple' configuration),
// and the vocabulary. Callers run it inside the transaction that changes what readers see.

type Db = Kysely<Database> | Transaction<Database>;

const termChunk = 400;

async function addTerms(db: Db, terms: string[]) {
  for (let at = 0; at < terms.length; at += termChunk)
    await db
      .insertInto('search_terms')
      .values(terms.slice(at, at + termChunk).map((term) => ({ term })))
      .onConflict((conflict) => conflict.column('term').doNothing())
      .execute();
}

function rowOf(document: SearchDocument) {
  return {
    id: document.id,
    kind: document.kind,
    title: document.title,
    summary: document.summary,
    body: document.body,
    href: document.href,
    published_at: document.publishedAt,
    source_hash: documentHash(document),
  };
}

async function putSqlite(db: Db, document: SearchDocument, text: ReturnType<typeof indexedText>) {
  const row = rowOf(document);
  const existing = await db
    .selectFrom('search_documents')
    .select('doc_key')
    .where('id', '=', document.id)
    .executeTakeFirst();
  let key: number;
  if (existing) {
    key = existing.doc_key;
    await sql`DELETE FROM search_index WHERE rowid = ${key}`.execute(db);
    await db.updateTable('search_documents').set(row).where('doc_key', '=', key).execute();
  } else {
    key = (await db.insertInto('search_documents').values(row).returning('doc_key').executeTakeFirstOrThrow()).doc_key;
  }
  await sql`INSERT INTO search_index (rowid, title, body, exact) VALUES (${key}, ${text.title}, ${text.body}, ${text.exact})`.execute(
    db,
  );
}

async function putPostgres(db: Db, document: SearchDocument, text: ReturnType<typeof indexedText>) {
  const row = rowOf(document);
  await sql`
    INSERT INTO search_documents (id, kind, title, summary, body, href, published_at, source_hash, folded, exact)
    VALUES (${row.id}, ${row.kind}, ${row.title}, ${row.summary}, ${row.body}, ${row.href}, ${row.published_at},
      ${row.source_hash},
      setweight(to_tsvector('simple', ${text.title}), 'A') || setweight(to_tsvector('simple', ${text.body}), 'B'),
      to_tsvector('simple', ${text.exact}))
    ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary,
      body = excluded.body, href = excluded.href, published_at = excluded.published_at,
      source_hash = excluded.source_hash, folded = excluded.folded, exact = excluded.exact`.execute(db);
}

/** Adds a document to the index, or replaces the one with its id. */
export async function putDocument(db: Db, document: SearchDocument): Promise<void> {
  const text = indexedText(document);
  if (isPostgres(db as Kysely<Database>)) await putPostgres(db, document, text);
  else await putSqlite(db, document, text);
  await addTerms(db, text.terms);
}

/** Removes documents (and their indexed words) by id; ids not there are ignored. */
export async function removeDocuments(db: Db, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  if (!isPostgres(db as Kysely<Database>)) {
    const keys = await db.selectFrom('search_documents').select('doc_key').where('id', 'in', ids).execute();
    for (const { doc_key } of keys) await sql`DELETE FROM search_index WHERE rowid = ${doc_key}`.execute(db);
  }
  await db.deleteFrom('search_documents').where('id', 'in', ids).execute();
}

/** The ids and hashes of the documents of some kinds. */
export function documentHashes(
  db: Db,
  kinds: readonly SearchKind[],
): Promise<Array<{ id: string; source_hash: string }>> {
  return db.selectFrom('search_documents').select(['id', 'source_hash']).where('kind', 'in', kinds).execute();
}

/** Published content items with no document in the current format (`prefix` of its hash). */
export function publishedItemsNotIndexed(db: Db, prefix: string) {
  return db
    .selectFrom('content_items')
    .leftJoin('search_documents', (join) =>
      join
        .on('search_documents.id', '=', sql<string>`content_items.kind || ':' || content_items.id`)
        .on('search_documents.source_hash', 'like', `${prefix}%`),
    )
    .select([
      'content_items.id',
      'content_items.kind',
      'content_items.slug',
      'content_items.published',
      'content_items.published_body',
      'content_items.published_at',
    ])
    .where('content_items.status', '=', 'published')
    .where('search_documents.id', 'is', null)
    .execute();
}

/** Ids of the documents of `kinds` (those content items make) whose item is no longer published. */
export async function documentsOfUnpublishedItems(db: Db, kinds: readonly SearchKind[]): Promise<string[]> {
  const rows = await db
    .selectFrom('search_documents')
    .leftJoin('content_items', (join) =>
      join
        .on(sql<string>`content_items.kind || ':' || content_items.id`, '=', sql.ref('search_documents.id'))
        .on('content_items.status', '=', 'published'),
    )
    .select('search_documents.id')
    .where('search_documents.kind', 'in', kinds)
    .where('content_items.id', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}
