import { postgresThrowaway, sqliteThrowaway, type ThrowawayDatabase } from '../../scripts/lib/throwaway-database.ts';

/** A database made for one test, and how to throw it away. */
export type TestDatabase = ThrowawayDatabase;

/**
 * Every database the suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set
 * (.ci/run sets it to the local server).
 */
export const testDialects: Array<TestDatabase['name']> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

if (!process.env.TEST_DATABASE_URL) {
  console.warn('TEST_DATABASE_URL is not set: database tests run on SQLite only.');
}

/** Creates a throwaway database of the given kind. */
export function createTestDatabase(name: TestDatabase['name']): Promise<TestDatabase> {
  return name === 'postgres'
    ? postgresThrowaway(process.env.TEST_DATABASE_URL!, 'test')
    : Promise.resolve(sqliteThrowaway('db'));
}
