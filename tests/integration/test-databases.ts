import pg from 'pg';
import { inject } from 'vitest';
import {
  postgresClone,
  postgresThrowaway,
  sqliteCopy,
  sqliteThrowaway,
  type ThrowawayDatabase,
} from '../../scripts/lib/throwaway-database.ts';

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

/**
 * What a new test database holds: nothing (the migration tests start there), the tables
 * (`migrated`), or what a fresh server's first start leaves (`imported`: articles, products, FAQ,
 * stories and their images). The last two are copies of templates built once per run (world.ts).
 */
export type TestDatabaseStart = 'empty' | 'migrated' | 'imported';

let clones = 0;

/** Creates a throwaway database of the given kind, empty unless `start` says otherwise. */
export async function createTestDatabase(
  name: TestDatabase['name'],
  start: TestDatabaseStart = 'empty',
): Promise<TestDatabase> {
  if (start === 'empty') {
    return name === 'postgres' ? postgresThrowaway(await postgresTestUrl(), 'test') : sqliteThrowaway('db');
  }
  const world = inject('world');
  if (name === 'sqlite') return sqliteCopy('db', start === 'imported' ? world.sqliteImported : world.sqliteMigrated);
  const postgres = world.postgres;
  if (!postgres) throw new Error('A PostgreSQL test database needs TEST_DATABASE_URL.');
  // The worker's pid in the name: world.ts drops a copy whose process has gone.
  clones += 1;
  const clone = await postgresClone(
    postgres.url,
    start === 'imported' ? postgres.imported : postgres.migrated,
    `${postgres.clonePrefix}${process.pid}_${clones}`,
  );
  // A clone made and dropped costs less than a schema migrated from nothing; most of the clone's
  // cost is its DROP, which the next test need not wait for (world.ts drops what a worker left when
  // the run ends).
  return { ...clone, dispose: async () => void clone.dispose().catch(() => {}) };
}
