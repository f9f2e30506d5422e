import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPersonQuery } from '../../src/lib/personal-data/person-query.ts';
import type { PersonKey } from '../../src/lib/personal-data/person-records.ts';
import { backupSqlite } from '../../src/server/backup/sqlite-backup.ts';
import { createDb } from '../../src/server/db/client.ts';
import { erasePerson } from '../../src/server/personal-data/personal-data.ts';
import { applyTombstones } from '../../src/server/personal-data/tombstone-apply.ts';
import { storeLead, type LeadPerson } from './stored-lead.ts';
import { createTestDatabase, testDialects } from './test-databases.ts';

// A restore never brings a person back, on both databases, done as the operator does it: SQLite
// with `npm run db:restore` (which applies the erasures made since the backup and says how many),
// PostgreSQL with pg_dump and pg_restore as docs/deployment.md says, then the server's start (here:
// applyTombstones, which the start runs). The tombstone file is in the data folder either way.

const now = new Date('2026-12-04T03:00:00.000Z');
const owner = { id: null, email: 'chu@hotelix.vn' };
const erased: LeadPerson = {
  name: 'Phạm Thị Đã Xóa',
  email: 'daxoa@vidu.vn',
  phone: '0911 222 333',
  e164: '+84911222333',
};
const kept: LeadPerson = { name: 'Võ Văn Ở Lại', email: 'olai@vidu.vn', phone: '0944 555 666', e164: '+84944555666' };

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hotelix-restore-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function restoreScript(dataDir: string, backup: string) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/db-restore.ts', backup], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PERSONAL_DATA_TOMBSTONES_FILE: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** SQLite: `npm run db:restore` of a backup from before the erasure, then of one from after. */
async function restoreOnSqlite() {
  const dataDir = folder();
  const live = path.join(dataDir, 'site.db');
  const tombstones = path.join(dataDir, 'personal-data-tombstones.json');
  const migrated = await createTestDatabase('sqlite', 'migrated');
  cleanups.push(() => migrated.dispose());
  if (migrated.config.dialect !== 'sqlite') throw new Error('a SQLite file was asked for');
  execFileSync('cp', [migrated.config.file, live]);
  let db = createDb({ dialect: 'sqlite', file: live });
  await storeLead(db, erased, now.toISOString());
  await storeLead(db, kept, now.toISOString());
  const backup = (await backupSqlite(live, now)).file;
  await erasePerson(db, readPersonQuery(erased.email) as PersonKey, owner, now, tombstones);
  // The file names no one: a key and hashes.
  const file = readFileSync(tombstones, 'utf8');
  expect(file).not.toMatch(/daxoa|0911|84911|Phạm/u);
  await db.destroy();

  const restored = await restoreScript(dataDir, backup);
  expect(restored.stderr).toBe('');
  expect(restored.stdout).toContain(
    'Erasures made since this backup, applied again: 1 tombstone(s); erased 1 lead(s) and 0 newsletter subscription(s).',
  );
  db = createDb({ dialect: 'sqlite', file: live });
  cleanups.push(() => db.destroy());
  expect((await db.selectFrom('contacts').select('name').execute()).map((row) => row.name)).toEqual([kept.name]);

  // A backup taken after the erasure: nothing to apply, nothing changed.
  const later = (await backupSqlite(live, new Date(now.getTime() + 60_000))).file;
  await db.destroy();
  const again = await restoreScript(dataDir, later);
  expect(again.stdout).toContain('No erasure made since this backup: nothing to apply.');
  db = createDb({ dialect: 'sqlite', file: live });
  expect((await db.selectFrom('contacts').select('name').execute()).map((row) => row.name)).toEqual([kept.name]);
}

/** PostgreSQL: pg_restore of a dump from before the erasure, then what the server's start runs. */
async function restoreOnPostgres() {
  const database = await createTestDatabase('postgres', 'migrated');
  cleanups.push(() => database.dispose());
  const url = database.config.dialect === 'postgres' ? database.config.connectionString : '';
  const tombstones = path.join(folder(), 'personal-data-tombstones.json');
  const dump = path.join(folder(), 'hotelix.dump');
  const db = createDb(database.config);
  cleanups.push(() => db.destroy());
  await storeLead(db, erased, now.toISOString());
  await storeLead(db, kept, now.toISOString());
  execFileSync('pg_dump', ['-Fc', '-f', dump, url]);
  await erasePerson(db, readPersonQuery(erased.phone) as PersonKey, owner, now, tombstones);
  execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '-d', url, dump]);
  expect((await db.selectFrom('contacts').select('name').orderBy('name').execute()).length).toBe(2);

  const applied = await applyTombstones(db, tombstones, now);
  expect(applied).toEqual({ applied: 1, erased: expect.objectContaining({ lead: 1 }) });
  expect((await db.selectFrom('contacts').select('name').execute()).map((row) => row.name)).toEqual([kept.name]);
  expect(await applyTombstones(db, tombstones, now)).toEqual({ applied: 0, erased: {} });
}

describe('a restore after an erasure', () => {
  it.each(testDialects)(
    'on %s: erases the person again and says how many tombstones it applied; a later backup has none',
    async (dialect) => {
      await (dialect === 'sqlite' ? restoreOnSqlite() : restoreOnPostgres());
    },
  );
});
