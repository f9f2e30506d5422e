import type { Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

/**
 * A fresh database of `dialect`, migrated, for each test (`.db`), thrown away after it: a copy of the
 * run's migrated template (world.ts), not a migration from nothing each time.
 */
export function useMigratedDatabase(dialect: TestDatabase['name']) {
  let testDb: TestDatabase;
  const migrated = { db: undefined as unknown as Kysely<Database> };
  beforeEach(async () => {
    testDb = await createTestDatabase(dialect, 'migrated');
    migrated.db = createDb(testDb.config);
  });
  afterEach(async () => {
    await migrated.db.destroy();
    await testDb.dispose();
  });
  return migrated;
}
