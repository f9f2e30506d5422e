import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { importArticles } from '../../src/server/content/article-import.ts';
import { importFaq } from '../../src/server/content/faq-import.ts';
import { importProducts } from '../../src/server/content/product-import.ts';
import { importStories } from '../../src/server/content/story-import.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { refreshSearchIndex } from '../../src/server/search/index-upkeep.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

/** The content the site ships with (articles, products, FAQ, plans, stories), imported and indexed. */
export async function importShipped(db: Kysely<Database>, now: Date) {
  const contentDir = path.resolve('src/content');
  await importArticles(db, contentDir, now);
  await importProducts(db, contentDir, now);
  await importFaq(db, now);
  await importStories(db, contentDir, now);
  await refreshSearchIndex(db);
}

/**
 * One database for a describe block whose tests only read, with the shipped content imported once
 * (beforeAll) and thrown away after; `db` is set when the first test runs.
 */
export function useShippedDatabase(dialect: TestDatabase['name'], now: Date) {
  const shared = { db: undefined as unknown as Kysely<Database>, dispose: async () => {} };
  beforeAll(async () => {
    const made = await createTestDatabase(dialect, 'migrated');
    shared.db = createDb(made.config);
    shared.dispose = async () => {
      await shared.db.destroy();
      await made.dispose();
    };
    await importShipped(shared.db, now);
  });
  afterAll(() => shared.dispose());
  return shared;
}
