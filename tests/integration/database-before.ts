import type { Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

/**
 * For a migration's test: a fresh database of `dialect` for each test, migrated up to just before
 * `migration` (a name's timestamp, '202611250900'), thrown away after it. `old` is the same database
 * untyped, as the migrations see it; `migrateToLatest(old)` then applies the one under test and after.
 */
export function useDatabaseBefore(dialect: TestDatabase['name'], migration: string) {
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < migration));
  let testDb: TestDatabase;
  const upgrade = {
    db: undefined as unknown as Kysely<Database>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    old: undefined as unknown as Kysely<any>,
  };
  beforeEach(async () => {
    testDb = await createTestDatabase(dialect);
    upgrade.db = createDb(testDb.config);
    upgrade.old = upgrade.db;
    await migrateToLatest(upgrade.old, before);
  });
  afterEach(async () => {
    await upgrade.db.destroy();
    await testDb.dispose();
  });
  return upgrade;
}
