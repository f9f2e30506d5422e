import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: indexes that keep the inbox under 100 ms at 100,000 leads (measured by `npm run bench`).
// - new-lead counts per source read only the index;
// - a search that matches few leads: SQLite tests LIKE inside a covering index in date order,
//   PostgreSQL uses a trigram index (pg_trgm ships with PostgreSQL; a database owner may install it).

export const inboxIndexes: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.createIndex('contacts_status_source_idx').on('contacts').columns(['status', 'source']).execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`CREATE INDEX contacts_search_trgm_idx ON contacts USING gin (search_text gin_trgm_ops)`.execute(db);
    } else {
      await db.schema
        .createIndex('contacts_created_search_idx')
        .on('contacts')
        .columns(['created_at', 'id', 'search_text'])
        .execute();
    }
  },
};
