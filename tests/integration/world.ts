import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { launchServer } from '../../scripts/lib/launch-server.ts';
import { runStatement } from '../../scripts/lib/throwaway-database.ts';
import { createDb } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

// Vitest's global setup: what every test would otherwise build again, built once per run. Tests get
// copies (a file copy, PostgreSQL's CREATE DATABASE … TEMPLATE) through test-databases.ts and
// test-server.ts; the migration tests and first-start keep the path from nothing, which they test.

/** Where this run's templates are; read in tests with `inject('world')`. */
export interface World {
  /** A SQLite data folder as a fresh server's first start leaves it: migrated, first content imported. */
  sqliteImported: string;
  /** A data folder holding only a migrated, empty site.db. */
  sqliteMigrated: string;
  /** PostgreSQL databases to clone, beside TEST_DATABASE_URL's: the same two, when it is set. */
  postgres?: { url: string; imported: string; migrated: string; clonePrefix: string };
  /**
   * One server with the default configuration on a copy of `sqliteImported`, for the files that only
   * read from it (shared-server.ts): started once per run instead of once per file.
   */
  sharedServer: { url: string; dataDir: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    world: World;
  }
}

/** The data folder a fresh server leaves behind, once its first import has ended (share images and all). */
async function importedByServer(env: Record<string, string>): Promise<void> {
  const server = await launchServer({ ...env, TEST_SKIP_WARM_UP: '1' }, 120_000);
  const output = server.output();
  await server.stop();
  if (!output.includes('"event":"content_ready"')) throw new Error(`The template's first import failed:\n${output}`);
}

async function migratedSqlite(dir: string): Promise<void> {
  const db = createDb({ dialect: 'sqlite', file: path.join(dir, 'site.db') });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** The names of the PostgreSQL databases a run makes beside `base`'s. */
function postgresNames(base: URL) {
  const db = base.pathname.slice(1) || 'postgres';
  return { imported: `${db}_template`, migrated: `${db}_migrated`, clonePrefix: `${db}_c` };
}

/** Drops the copies a run killed before its teardown left (named `<prefix><pid>_…`, that process gone). */
async function dropStrayClones(url: string, clonePrefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [clonePrefix],
    );
    for (const { datname } of rows) {
      const pid = Number(/^\d+/.exec(datname.slice(clonePrefix.length))?.[0]);
      if (pid && alive(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function buildPostgres(url: string): Promise<NonNullable<World['postgres']>> {
  const names = postgresNames(new URL(url));
  await dropStrayClones(url, names.clonePrefix);
  const at = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).href;
  const fresh = async (name: string) => {
    await runStatement(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await runStatement(url, `CREATE DATABASE ${name}`);
    // As test-databases' schemas had it: pg_trgm in public before the migrations run.
    await runStatement(at(name), 'CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  };
  await Promise.all([fresh(names.imported), fresh(names.migrated)]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hotelix-world-pg-'));
  const migrated = createDb({ dialect: 'postgres', connectionString: at(names.migrated) });
  try {
    await Promise.all([
      importedByServer({ DATABASE_URL: at(names.imported), DATA_DIR: dataDir }),
      migrateToLatest(migrated),
    ]);
  } finally {
    await migrated.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { url, ...names };
}

// On globalThis, not in module variables: each project of vitest.config.ts runs this file (once it has
// files to run), possibly as a module of its own, and a second build would drop the templates the
// first project's tests are cloning.
const runKey = Symbol.for('hotelix.testWorld');
type Run = { built?: Promise<World> | undefined; users: number; stopSharedServer: () => Promise<void> };
const run: Run = ((globalThis as { [runKey]?: Run })[runKey] ??= { users: 0, stopSharedServer: async () => {} });

/** Builds the world (once, though each project of vitest.config.ts names this file) and provides it. */
export default async function setup(project: { provide: (key: 'world', value: World) => void }) {
  run.users += 1;
  run.built ??= (async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hotelix-world-'));
    const world = { sqliteImported: path.join(root, 'imported'), sqliteMigrated: path.join(root, 'migrated') };
    mkdirSync(world.sqliteImported);
    mkdirSync(world.sqliteMigrated);
    const url = process.env.TEST_DATABASE_URL;
    // The shared server starts once the SQLite folder is ready, while PostgreSQL's templates are built.
    const sharedStarted = (async () => {
      await importedByServer({ DATABASE_URL: '', DATA_DIR: world.sqliteImported });
      // The server lock belongs to a server that has stopped; copies start without it.
      rmSync(path.join(world.sqliteImported, 'server.lock'), { force: true });
      const shared = await launchServer({ TEST_SKIP_WARM_UP: '1' }, 120_000, { template: world.sqliteImported });
      run.stopSharedServer = async () => void (await shared.stop());
      return { url: shared.url, dataDir: shared.dataDir };
    })();
    const [postgres, sharedServer] = await Promise.all([
      url ? buildPostgres(url) : undefined,
      sharedStarted,
      migratedSqlite(world.sqliteMigrated),
    ]);
    return postgres ? { ...world, postgres, sharedServer } : { ...world, sharedServer };
  })();
  project.provide('world', await run.built);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    const world = await run.built!;
    run.built = undefined;
    await run.stopSharedServer();
    rmSync(path.dirname(world.sqliteImported), { recursive: true, force: true });
    if (world.postgres) {
      const { url, imported, migrated, clonePrefix } = world.postgres;
      await dropStrayClones(url, clonePrefix);
      for (const name of [imported, migrated]) await runStatement(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  };
}
