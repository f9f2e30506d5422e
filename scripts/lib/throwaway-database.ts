import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DbConfig } from '../../src/server/db/db-config.ts';

/** A database made for one test or bench run, and how to throw it away. */
export interface ThrowawayDatabase {
  name: DbConfig['dialect'];
  config: DbConfig;
  /** The environment a server started on this database needs (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  dispose: () => Promise<void>;
}

/** A fresh SQLite file in a temporary folder named `<label>-…`. */
export function sqliteThrowaway(label: string): ThrowawayDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), `hotelix-${label}-`));
  return {
    name: 'sqlite',
    config: { dialect: 'sqlite', file: path.join(dir, 'site.db') },
    env: { DATABASE_URL: '', DATA_DIR: dir },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A copy of the data folder `template` (its site.db and all) in a temporary folder named `<label>-…`. */
export function sqliteCopy(label: string, template: string): ThrowawayDatabase {
  const database = sqliteThrowaway(label);
  cpSync(template, database.env.DATA_DIR!, { recursive: true });
  return database;
}

/** Runs one statement on the PostgreSQL at `url`, on a connection of its own. */
export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database `name` beside the PostgreSQL at `url`, cloned from the database `template` (which
 * nothing may be connected to): PostgreSQL copies its files, far quicker than migrating anew.
 */
export async function postgresClone(url: string, template: string, name: string): Promise<ThrowawayDatabase> {
  await runStatement(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const cloned = new URL(url);
  cloned.pathname = `/${name}`;
  return {
    name: 'postgres',
    config: { dialect: 'postgres', connectionString: cloned.href },
    env: { DATABASE_URL: cloned.href },
    // FORCE: a server or pool the test left connected does not keep the copy alive.
    dispose: () => runStatement(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A fresh schema `<label>_…` in the PostgreSQL at `url` (so runs never see each other's tables). */
export async function postgresThrowaway(url: string, label: string): Promise<ThrowawayDatabase> {
  const schema = `${label}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const run = (statement: string) => runStatement(url, statement);
  // pg_trgm (the inbox's search index) is a database-wide extension: made inside one run's schema,
  // it is invisible to every other schema and dropped with the first. It lives in public, which
  // every throwaway schema has on its search path after its own; two runs installing it at once
  // may collide, and the one that loses finds it installed.
  await run('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(() => run('SELECT 1'));
  await run(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    name: 'postgres',
    config: { dialect: 'postgres', connectionString: scoped.href },
    env: { DATABASE_URL: scoped.href },
    dispose: () => run(`DROP SCHEMA ${schema} CASCADE`),
  };
}
