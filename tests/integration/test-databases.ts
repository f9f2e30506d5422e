import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DbConfig } from '../../src/server/db/db-config.ts';

/** A database made for one test file, and how to throw it away. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  config: DbConfig;
  dispose: () => Promise<void>;
}

/** A fresh SQLite file in a temporary folder. */
export function sqliteTestDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'hotelix-db-'));
  return {
    name: 'sqlite',
    config: { dialect: 'sqlite', file: path.join(dir, 'site.db') },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh schema in TEST_DATABASE_URL's PostgreSQL, so runs never see each other's tables. */
export async function postgresTestDatabase(url: string): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    name: 'postgres',
    config: { dialect: 'postgres', connectionString: scoped.href },
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

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
    ? postgresTestDatabase(process.env.TEST_DATABASE_URL!)
    : Promise.resolve(sqliteTestDatabase());
}
