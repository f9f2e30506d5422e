import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/client.ts';
import type { Database, SearchDocumentTable } from '../db/database.ts';
import {
  ftsExactMatch,
  ftsMatch,
  ftsPhraseMatch,
  ftsTitleMatch,
  tsExactMatch,
  tsMatch,
  tsPhraseMatch,
  type MatchPlan,
} from './match-expression.ts';

// Reading the search index: which words it knows, how many pages match, and one page of them, best
// first: pages holding every typed word with its diacritics, then pages holding the words side by
// side, then the engine's rank (BM25 on SQLite, ts_rank on PostgreSQL; title words weigh more).

type Db = Kysely<Database>;

/** A matching document as the results page needs it. */
export type MatchedDocument = Pick<
  SearchDocumentTable,
  'id' | 'kind' | 'title' | 'summary' | 'body' | 'href' | 'published_at'
>;

/** Which of `terms` some indexed page holds. */
export async function knownTerms(db: Db, terms: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let at = 0; at < terms.length; at += 500) {
    const rows = await db
      .selectFrom('search_terms')
      .select('term')
      .where('term', 'in', terms.slice(at, at + 500))
      .execute();
    for (const row of rows) known.add(row.term);
  }
  return known;
}

/** Up to `limit` indexed words that start with `prefix`, in binary order (the words from it up to its successor). */
export async function termsWithPrefix(db: Db, prefix: string, limit: number): Promise<string[]> {
  const last = prefix.codePointAt(prefix.length - 1)!;
  const next = prefix.slice(0, -1) + String.fromCodePoint(last + 1);
  const rows = await db
    .selectFrom('search_terms')
    .select('term')
    .where('term', '>=', prefix)
    .where('term', '<', next)
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((row) => row.term);
}

/** Whether some indexed word starts with `prefix`. */
export async function termWithPrefix(db: Db, prefix: string): Promise<boolean> {
  return (await termsWithPrefix(db, prefix, 1)).length > 0;
}

/**
 * The most matches ranked by relevance (BM25, ts_rank, phrase): each costs the engine a read of the
 * page's words, so a word nearly every page holds would cost a read of every page. Past it, matches
 * come exact-diacritic first, then those with every word in the title, then newest first.
 */
export const rankedAtMost = 1_000;

/** PostgreSQL: the condition leaving out documents readers cannot open now. */
const notHiddenRows = (hidden: readonly string[]) =>
  hidden.length ? sql`AND d.id NOT IN (${sql.join(hidden)})` : sql``;

/** SQLite: the same on the FTS table's rowids (no join with the documents: it would cost a row read per match). */
async function notHiddenRowids(db: Db, hidden: readonly string[]) {
  if (!hidden.length) return sql``;
  const rows = await db.selectFrom('search_documents').select('doc_key').where('id', 'in', hidden).execute();
  return rows.length ? sql`AND rowid NOT IN (${sql.join(rows.map((row) => row.doc_key))})` : sql``;
}

/**
 * PostgreSQL: runs `read` where the planner uses the GIN indexes. Its cost model does not count
 * reading a tsvector out of TOAST, so for a word most pages hold it prefers to the index a sequential
 * scan that unpacks every page's words, many times slower.
 */
function withIndexes<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    return read(trx);
  });
}

/** How many documents match (counting stops past `cap`), leaving out `hidden` ids. */
export async function countMatches(db: Db, plan: MatchPlan, hidden: readonly string[], cap: number): Promise<number> {
  if (isPostgres(db)) {
    const notHidden = notHiddenRows(hidden);
    const result = await withIndexes(db, (trx) =>
      sql<{ count: string }>`SELECT count(*) AS count FROM (SELECT 1 FROM search_documents d
        WHERE d.folded @@ to_tsquery('simple', ${tsMatch(plan)}) ${notHidden} LIMIT ${cap + 1}) matches`.execute(trx),
    );
    return Number(result.rows[0]?.count ?? 0);
  }
  const notHidden = await notHiddenRowids(db, hidden);
  const result = await sql<{ count: number }>`SELECT count(*) AS count FROM (SELECT rowid FROM search_index
    WHERE search_index MATCH ${ftsMatch(plan)} ${notHidden} LIMIT ${cap + 1})`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** Which page of matches: `ranked` when there are at most rankedAtMost. */
export interface PageRequest {
  ranked: boolean;
  offset: number;
  limit: number;
}

async function pageKeysPostgres(
  db: Db,
  plan: MatchPlan,
  hidden: readonly string[],
  { ranked, offset, limit }: PageRequest,
) {
  const notHidden = notHiddenRows(hidden);
  const query = sql`to_tsquery('simple', ${tsMatch(plan)})`;
  const tier = (column: 'exact' | 'folded', expression: string | null) =>
    expression
      ? sql`d.doc_key IN (SELECT doc_key FROM search_documents WHERE ${sql.ref(column)} @@ to_tsquery('simple', ${expression})) DESC,`
      : sql``;
  const order = ranked
    ? sql`${tier('exact', tsExactMatch(plan))} ${tier('folded', tsPhraseMatch(plan))} ts_rank(d.folded, ${query}) DESC, d.doc_key DESC`
    : // No title tier here: a weighted tsquery makes the index recheck (unpack) every match.
      sql`${tier('exact', tsExactMatch(plan))} d.doc_key DESC`;
  const result = await withIndexes(db, (trx) =>
    sql<{ doc_key: number | string }>`SELECT d.doc_key FROM search_documents d
      WHERE d.folded @@ ${query} ${notHidden} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`.execute(trx),
  );
  return result.rows.map((row) => Number(row.doc_key));
}

async function pageKeysSqlite(
  db: Db,
  plan: MatchPlan,
  hidden: readonly string[],
  { ranked, offset, limit }: PageRequest,
) {
  const notHidden = await notHiddenRowids(db, hidden);
  const tier = (expression: string | null) =>
    expression ? sql`rowid IN (SELECT rowid FROM search_index WHERE search_index MATCH ${expression}) DESC,` : sql``;
  const order = ranked
    ? sql`${tier(ftsExactMatch(plan))} ${tier(ftsPhraseMatch(plan))} bm25(search_index, 10.0, 1.0, 0.0), rowid DESC`
    : sql`${tier(ftsExactMatch(plan))} ${tier(ftsTitleMatch(plan))} rowid DESC`;
  const result = await sql<{ doc_key: number }>`SELECT rowid AS doc_key FROM search_index
    WHERE search_index MATCH ${ftsMatch(plan)} ${notHidden} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`.execute(
    db,
  );
  return result.rows.map((row) => row.doc_key);
}

/** One page of the matching documents, best first. */
export async function matchingDocuments(
  db: Db,
  plan: MatchPlan,
  hidden: readonly string[],
  options: PageRequest,
): Promise<MatchedDocument[]> {
  const read = isPostgres(db) ? pageKeysPostgres : pageKeysSqlite;
  const keys = await read(db, plan, hidden, options);
  if (!keys.length) return [];
  const rows = await db
    .selectFrom('search_documents')
    .select(['doc_key', 'id', 'kind', 'title', 'summary', 'body', 'href', 'published_at'])
    .where('doc_key', 'in', keys)
    .execute();
  const byKey = new Map(rows.map(({ doc_key, ...row }) => [Number(doc_key), row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}
