import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the site search (/tim-kiem). One row per searchable page (a published article or product,
// an FAQ, a customer story, a pricing plan) with its original text for snippets; the words indexed
// already folded by the application (no diacritics, lower case, one folding rule for both databases).
// - SQLite: an FTS5 table keyed by the document's integer key: the folded title, the folded body, and
//   the text lower-cased with its diacritics (to rank exact-diacritic matches first); prefix indexes
//   of 1 to 3 letters, so a last word typed half way ('th') does not merge every word it starts.
// - PostgreSQL: the same as two tsvector columns ('simple': no stemming for Vietnamese) with GIN indexes.
// - search_terms: every folded word ever indexed, for correcting one typo; binary order, so a range
//   finds the words a prefix starts.
// - search_queries: what visitors searched, per month, folded, counted, never who searched.

export const siteSearch: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('search_documents')
      .addColumn('doc_key', postgres ? 'bigserial' : 'integer', (col) => col.primaryKey())
      .addColumn('id', 'varchar(80)', (col) => col.notNull().unique())
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('href', 'varchar(300)', (col) => col.notNull())
      .addColumn('published_at', 'varchar(32)')
      .addColumn('source_hash', 'varchar(64)', (col) => col.notNull())
      .execute();
    if (postgres) {
      await sql`ALTER TABLE search_documents ADD COLUMN folded tsvector NOT NULL, ADD COLUMN exact tsvector NOT NULL`.execute(
        db,
      );
      await sql`CREATE INDEX search_documents_folded_idx ON search_documents USING gin (folded)`.execute(db);
      await sql`CREATE INDEX search_documents_exact_idx ON search_documents USING gin (exact)`.execute(db);
      await sql`CREATE TABLE search_terms (term varchar(100) COLLATE "C" PRIMARY KEY)`.execute(db);
    } else {
      await sql`CREATE VIRTUAL TABLE search_index USING fts5(title, body, exact, tokenize = 'unicode61 remove_diacritics 0', prefix = '1 2 3')`.execute(
        db,
      );
      await db.schema
        .createTable('search_terms')
        .addColumn('term', 'varchar(100)', (col) => col.primaryKey())
        .execute();
    }
    await db.schema
      .createTable('search_queries')
      .addColumn('month', 'varchar(7)', (col) => col.notNull())
      .addColumn('query', 'varchar(200)', (col) => col.notNull())
      .addColumn('searches', 'integer', (col) => col.notNull())
      .addColumn('without_results', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('search_queries_pk', ['month', 'query'])
      .execute();
  },
};
