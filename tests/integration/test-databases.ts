import pg from 'pg';
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

let workerDatabase: Promise<string> | undefined;

/**
 * The PostgreSQL this test worker makes its throwaway schemas in: a database of its own beside
 * TEST_DATABASE_URL's (`<name>_worker_<n>`, made on first use). Files run side by side, and the
 * migrator lists the tables of every schema in its database: listing them while another file drops
 * its schema failed ('relation "test_….lead_events" does not exist'). One file at a time per worker.
 */
export function postgresTestUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `${base.pathname.slice(1) || 'postgres'}_worker_${process.env.VITEST_POOL_ID ?? '0'}`;
    const client = new pg.Client({ connectionString: base.href });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } catch (error) {
      // Made by an earlier run (or file) of this worker.
      if ((error as { code?: string }).code !== '42P04') throw error;
    } finally {
      await client.end();
    }
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.href;
  })();
  return workerDatabase;
}

/** Creates a throwaway database of the given kind. */
export async function createTestDatabase(name: TestDatabase['name']): Promise<TestDatabase> {
  return name === 'postgres' ? postgresThrowaway(await postgresTestUrl(), 'test') : sqliteThrowaway('db');
}
