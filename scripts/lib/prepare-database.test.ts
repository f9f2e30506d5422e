import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import type { DbConfig } from '../../src/server/db/db-config.ts';
import { MigrationError } from '../../src/server/db/migrate.ts';
import { prepareDatabase, storageRetryMs } from './prepare-database.ts';

let dir: string;
let lines: Array<Record<string, unknown>>;
const opened: Array<Kysely<Database>> = [];

function open(config: DbConfig): Kysely<Database> {
  const db = createDb(config);
  opened.push(db);
  return db;
}

const events = () => lines.map((line) => line.event);

async function waitFor(event: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!events().includes(event) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hotelix-prepare-'));
  lines = [];
  const capture = (chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('prepareDatabase', () => {
  it('migrates a new SQLite database', async () => {
    const db = open({ dialect: 'sqlite', file: path.join(dir, 'site.db') });
    await prepareDatabase(db, { dialect: 'sqlite', file: path.join(dir, 'site.db') });
    expect(events()).toEqual(['migrated']);
    expect(await db.selectFrom('contacts').select('id').execute()).toEqual([]);
  });

  it('warns once and keeps trying while the data folder cannot be created', async () => {
    const parent = path.join(dir, 'parent');
    writeFileSync(parent, 'a file where a folder should be');
    const dataDir = path.join(parent, 'data');
    const config: DbConfig = { dialect: 'sqlite', file: path.join(dataDir, 'site.db') };
    const db = open(config);

    await prepareDatabase(db, config);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'storage_unavailable',
        message: `DATA_DIR ${dataDir} is missing and cannot be created: leads get 503 until it is writable; retrying`,
        reason: expect.stringContaining('ENOTDIR'),
      }),
    ]);

    await new Promise((resolve) => setTimeout(resolve, storageRetryMs + 500));
    expect(events()).toEqual(['storage_unavailable']);
    rmSync(parent);
    mkdirSync(parent);
    await waitFor('storage_available', storageRetryMs * 2);
    expect(events()).toEqual(['storage_unavailable', 'migrated', 'storage_available']);
    expect(await db.selectFrom('contacts').select('id').execute()).toEqual([]);
  }, 15_000);

  it('stops start-up when the file is not a database', async () => {
    const config: DbConfig = { dialect: 'sqlite', file: path.join(dir, 'site.db') };
    writeFileSync(config.file, 'not a database, but long enough to have a header of sorts '.repeat(20));
    await expect(prepareDatabase(open(config), config)).rejects.toThrow(MigrationError);
    expect(events()).toEqual([]);
  });

  it('stops start-up when PostgreSQL cannot be reached', async () => {
    const config: DbConfig = { dialect: 'postgres', connectionString: 'postgres://postgres@127.0.0.1:1/none' };
    await expect(prepareDatabase(open(config), config)).rejects.toThrow(MigrationError);
    expect(events()).toEqual([]);
  });
});
