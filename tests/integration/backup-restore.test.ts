import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from '../../scripts/lib/launch-server.ts';
import { post, submissions, type Submission } from '../../scripts/lib/lead-submissions.ts';
import { backupFileName } from '../../src/server/backup/backup-files.ts';
import { backupSqlite } from '../../src/server/backup/sqlite-backup.ts';
import { RestoreRefused, restoreSqlite } from '../../src/server/backup/sqlite-restore.ts';
import { createDb } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';

// Backups that restore: `npm run db:backup` copies the SQLite database while the production server
// takes a burst of leads, the copy holds every lead acknowledged before it began and passes
// SQLite's integrity check, and `npm run db:restore` refuses while a server holds the folder and
// brings the copy back once it is stopped.

const noLimits = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' };

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `hotelix-${label}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs one of the npm scripts' programs on `dataDir`, as `npm run db:… -- args` would. */
function runScript(script: string, dataDir: string, args: string[] = []) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The e-mail addresses of the leads in the SQLite file `file`, and its integrity check's verdict. */
function readCopy(file: string): { emails: Set<string>; integrity: string[] } {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = database.prepare('select email from contacts').all() as Array<{ email: string }>;
    const integrity = (database.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>).map(
      (row) => row.integrity_check,
    );
    return { emails: new Set(rows.map((row) => row.email)), integrity };
  } finally {
    database.close();
  }
}

/**
 * Posts submissions 20 at a time, at least `atLeast` of them and on while `busy()` says so, noting
 * when each was acknowledged.
 */
async function burst(
  url: string,
  all: Submission[],
  atLeast: number,
  busy: () => boolean,
  onAcknowledged: (count: number) => void,
) {
  const done: Array<{ status: number | null; at: number }> = [];
  let next = 0;
  let acknowledged = 0;
  const worker = async () => {
    while (next < all.length && (next < atLeast || busy())) {
      const index = next++;
      const status = await post(url, all[index]!);
      done[index] = { status, at: performance.now() };
      if (status === 200) onAcknowledged(++acknowledged);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return done;
}

describe('backing up SQLite under load, and restoring it', () => {
  it('keeps every lead acknowledged before the backup began; restore waits for the server to stop', async () => {
    const server: LaunchedServer = await launchServer(noLimits);
    cleanups.push(() => server.stop());
    const all = submissions(5_000, 'backup');

    let backupStarted = Infinity;
    let backupEnded = Infinity;
    let backup: ReturnType<typeof runScript> | undefined;
    // At least 500 leads, and on until the backup has finished, so some arrive while it runs.
    const results = await burst(
      server.url,
      all,
      500,
      () => backupEnded === Infinity,
      (count) => {
        // A third of the way in, with requests in flight on every side of it.
        if (count !== 150) return;
        backupStarted = performance.now();
        backup = runScript('scripts/db-backup.ts', server.dataDir).finally(() => (backupEnded = performance.now()));
      },
    );
    const backedUp = await backup!;
    expect(backedUp.stderr).toBe('');
    expect(backedUp.status).toBe(0);
    expect(results.filter((result) => result.status !== 200)).toEqual([]);

    const [file] = readdirSync(path.join(server.dataDir, 'backups')).filter((name) => name.endsWith('Z.db'));
    expect(backedUp.stdout).toContain(file);
    const copy = readCopy(path.join(server.dataDir, 'backups', file!));
    expect(copy.integrity).toEqual(['ok']);
    const before = results.flatMap((result, index) => (result.at < backupStarted ? [all[index]!.email] : []));
    expect(before.length).toBeGreaterThanOrEqual(150);
    expect(before.filter((email) => !copy.emails.has(email))).toEqual([]);
    // The site went on taking leads while the backup ran: they were not held until it ended.
    const during = results.filter((result) => result.at > backupStarted && result.at < backupEnded);
    expect(during.length).toBeGreaterThan(0);

    // Refused while the server holds the folder, and nothing changed.
    const refused = await runScript('scripts/db-restore.ts', server.dataDir, [
      path.join(server.dataDir, 'backups', file!),
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Restore refused, nothing changed: A server is using');
    expect(await post(server.url, submissions(1, 'after-refusal')[0]!)).toBe(200);

    await server.kill('SIGTERM');
    const live = path.join(server.dataDir, 'site.db');
    expect(readCopy(live).emails.size).toBe(results.length + 1);
    const restored = await runScript('scripts/db-restore.ts', server.dataDir, [
      path.join(server.dataDir, 'backups', file!),
    ]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain(`It holds ${copy.emails.size} lead(s)`);
    expect(readCopy(live).emails).toEqual(copy.emails);
    // What it replaced is kept, whole.
    const kept = readdirSync(path.join(server.dataDir, 'backups')).find((name) =>
      name.startsWith('site-before-restore-'),
    );
    expect(readCopy(path.join(server.dataDir, 'backups', kept!)).emails.size).toBe(results.length + 1);

    // A server starts on the restored database and takes leads again.
    const again = await launchServer({ ...noLimits, DATA_DIR: server.dataDir });
    cleanups.push(() => again.stop());
    expect(await post(again.url, submissions(1, 'after-restore')[0]!)).toBe(200);
  }, 120_000);
});

describe('a backup that cannot be trusted is refused, and nothing changes', () => {
  async function liveDatabase(): Promise<string> {
    const dataDir = folder('restore');
    const file = path.join(dataDir, 'site.db');
    const db = createDb({ dialect: 'sqlite', file });
    await migrateToLatest(db);
    await db.destroy();
    return file;
  }

  it('refuses a file that is not a database, a corrupt copy, and one from a newer version', async () => {
    const live = await liveDatabase();
    const good = (await backupSqlite(live, new Date('2026-11-24T03:00:00Z'))).file;
    const scratch = folder('bad-backups');

    const notDatabase = path.join(scratch, 'notes.db');
    writeFileSync(notDatabase, 'Đây không phải là cơ sở dữ liệu.\n'.repeat(200));
    await expect(restoreSqlite(notDatabase, live)).rejects.toThrow(/is not a SQLite database/);

    const corrupt = path.join(scratch, backupFileName(new Date()));
    copyFileSync(good, corrupt);
    // Overwrite the middle of a table page: the header stays valid, the b-tree does not.
    const bytes = new DatabaseSync(corrupt);
    const pageSize = (bytes.prepare('PRAGMA page_size').get() as { page_size: number }).page_size;
    bytes.close();
    const handle = await import('node:fs/promises').then((fs) => fs.open(corrupt, 'r+'));
    await handle.write(Buffer.alloc(pageSize, 0xff), 0, pageSize, pageSize * 3);
    await handle.close();
    await expect(restoreSqlite(corrupt, live)).rejects.toThrow(
      new RestoreRefused(`${corrupt} failed its integrity check`).message,
    );

    const newer = path.join(scratch, 'newer.db');
    copyFileSync(good, newer);
    const editing = new DatabaseSync(newer);
    editing
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('209912310000_future', '2099-12-31');
    editing.close();
    await expect(restoreSqlite(newer, live)).rejects.toThrow(
      /newer version of the site \(migration 209912310000_future/,
    );

    await expect(restoreSqlite(path.join(scratch, 'missing.db'), live)).rejects.toThrow(/is not a file/);
    // The live database is untouched and no staging copy is left behind.
    expect(readCopy(live).integrity).toEqual(['ok']);
    expect(existsSync(`${live}.restoring`)).toBe(false);
  });

  it('brings a backup made by an older version up to date on the way in', async () => {
    const live = await liveDatabase();
    const older = path.join(folder('older'), 'site.db');
    const names = Object.keys(migrations);
    const db = createDb({ dialect: 'sqlite', file: older });
    await migrateToLatest(db, Object.fromEntries(names.slice(0, -2).map((name) => [name, migrations[name]!])));
    await db.destroy();
    const { file } = await backupSqlite(older);

    const restored = await restoreSqlite(file, live);
    expect(restored.applied).toEqual(names.slice(-2));
    expect(restored.holdings).toEqual({ leads: 0, accounts: 0, contentItems: 0, images: 0 });
    expect(restored.previous?.file).toMatch(/backups\/site-before-restore-\d{8}T\d{6}Z\.db$/);
    expect(restored.previous?.readable).toBe(true);
  });

  it('replaces a live database that can no longer be read, keeping its files aside', async () => {
    const live = await liveDatabase();
    const { file } = await backupSqlite(live, new Date('2026-11-24T03:00:00Z'));
    // The disk ate the first page: the file no longer says it is a database.
    const handle = await import('node:fs/promises').then((fs) => fs.open(live, 'r+'));
    await handle.write(Buffer.alloc(4096, 0), 0, 4096, 0);
    await handle.close();

    const restored = await restoreSqlite(file, live);
    expect(restored.previous?.readable).toBe(false);
    expect(readCopy(live).integrity).toEqual(['ok']);
    expect(readFileSync(restored.previous!.file).subarray(0, 16)).toEqual(Buffer.alloc(16, 0));
  });

  it('says to use pg_dump when DATABASE_URL names PostgreSQL', () => {
    for (const script of ['scripts/db-backup.ts', 'scripts/db-restore.ts']) {
      const run = spawnSync(process.execPath, [script, 'x.db'].slice(0, script.endsWith('restore.ts') ? 2 : 1), {
        env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/pg_dump|pg_restore/);
    }
  });
});
