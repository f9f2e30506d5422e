import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { post, submissions, type Submission } from '../../scripts/lib/lead-submissions.ts';
import { backupFileName, backupFolder } from '../../src/server/backup/backup-files.ts';
import { dailyBackupTick } from '../../src/server/backup/backup-schedule.ts';
import { backupSqlite } from '../../src/server/backup/sqlite-backup.ts';
import { RestoreRefused, restoreSqlite } from '../../src/server/backup/sqlite-restore.ts';
import { createDb } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { log } from '../../src/server/log.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';
import { createTestDatabase } from './test-databases.ts';

// Backups that restore: `npm run db:backup` copies the SQLite database while the production server
// takes a burst of leads, the copy holds every lead acknowledged before it began and passes
// SQLite's integrity check, and `npm run db:restore` refuses while a server holds the folder and
// brings the copy back once it is stopped.

const noLimits = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' };

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  vi.restoreAllMocks();
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

/**
 * Every file under `dir` with a digest of its bytes: what 'nothing changed' means on disk. Not the
 * empty file whose lock keeps servers out while a restore runs: a restore may create it.
 */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !(entry.parentPath === dir && entry.name === 'server.lock'))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}

/** Runs `statements` on the SQLite file `file`, as someone editing a backup by hand would (sqlite3 allows all). */
function tamper(file: string, statements: string): void {
  const database = new DatabaseSync(file, { defensive: false });
  try {
    database.exec(statements);
  } finally {
    database.close();
  }
}

/** A file's permission bits, as `ls -l` shows them (0o600 is rw-------). */
const modeOf = (file: string) => statSync(file).mode & 0o777;

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

// The attack this guards against: a trigger slipped into a backup ran in the live database after a
// restore, and one sign-in later a salesperson was an owner.
const promoteOnSignIn = `
  CREATE TRIGGER promote_on_sign_in AFTER INSERT ON staff_sessions
  BEGIN UPDATE staff_users SET role = 'owner' WHERE id = NEW.user_id; END;`;

/** The one line a refused restore prints for a backup whose schema shows `differences`. */
const tamperedLine = (file: string, differences: string) =>
  `${file} holds a schema this site's migrations do not make (${differences}): it may have been tampered with; restore another backup`;

describe('a backup with a trigger and a view slipped into it', () => {
  it('is refused in one line with the live database untouched, and a salesperson signing in stays one', async () => {
    // A site's data folder (the run's imported one, copied) with an owner and a salesperson, backed up.
    const site = await createTestDatabase('sqlite', 'imported');
    cleanups.push(() => site.dispose());
    const dataDir = site.env.DATA_DIR!;
    await addStaffAccounts({ dataDir }, [
      { email: 'chu@hotelix.vn', role: 'owner' },
      { email: 'ban-hang@hotelix.vn', role: 'sales' },
    ]);
    const backedUp = await runScript('scripts/db-backup.ts', dataDir);
    expect(backedUp.status).toBe(0);
    const folderOfBackups = path.join(dataDir, 'backups');
    const file = path.join(folderOfBackups, readdirSync(folderOfBackups)[0]!);
    tamper(file, `${promoteOnSignIn} CREATE VIEW staff_roles AS SELECT email, role FROM staff_users;`);
    const before = snapshot(dataDir);

    const refused = await runScript('scripts/db-restore.ts', dataDir, [file]);
    expect(refused.stderr).toBe(
      `Restore refused, nothing changed: ${tamperedLine(file, 'trigger promote_on_sign_in is not ours, view staff_roles is not ours')}\n`,
    );
    expect(refused.stdout).toBe('');
    expect(refused.status).toBe(1);
    expect(snapshot(dataDir)).toEqual(before);

    // The site starts on its own database, where signing in promotes nobody.
    const again = await launchServer({ ...noLimits, ...site.env });
    cleanups.push(() => again.stop());
    const client = staffClient(again);
    const { response, cookie } = await client.signIn('ban-hang@hotelix.vn');
    expect(response.status).toBe(303);
    expect((await client.get('/admin/nhan-vien', cookie)).status).toBe(403);
  }, 120_000);
});

describe('a backup that cannot be trusted is refused, and nothing changes', () => {
  /** A live site.db, migrated: a copy of the run's migrated data folder. */
  async function liveDatabase(): Promise<string> {
    const database = await createTestDatabase('sqlite', 'migrated');
    cleanups.push(() => database.dispose());
    return path.join(database.env.DATA_DIR!, 'site.db');
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

  it('refuses a schema its own migrations do not make: altered, missing, extra, or a gap in the list', async () => {
    const live = await liveDatabase();
    const good = (await backupSqlite(live, new Date('2026-11-24T03:00:00Z'))).file;
    const before = snapshot(path.dirname(live));
    const scratch = folder('edited-backups');
    const edited = (name: string, statements: string) => {
      const file = path.join(scratch, name);
      copyFileSync(good, file);
      tamper(file, statements);
      return file;
    };

    // A changed column list, a dropped index, and a name that would break the line were it printed as is.
    const altered = edited(
      'altered.db',
      `ALTER TABLE staff_users ADD COLUMN note text DEFAULT 'x';
       DROP INDEX contacts_email_idx;
       CREATE VIEW "report\nRestore finished" AS SELECT 1;`,
    );
    await expect(restoreSqlite(altered, live)).rejects.toThrow(
      new RestoreRefused(
        tamperedLine(
          altered,
          'table staff_users differs, view "report\\nRestore finished" is not ours, index contacts_email_idx is missing',
        ),
      ),
    );

    const many = edited('many.db', [0, 1, 2, 3, 4, 5, 6].map((n) => `CREATE VIEW v${n} AS SELECT ${n};`).join(''));
    await expect(restoreSqlite(many, live)).rejects.toThrow(
      new RestoreRefused(
        tamperedLine(
          many,
          'view v0 is not ours, view v1 is not ours, view v2 is not ours, view v3 is not ours, view v4 is not ours, and 2 more',
        ),
      ),
    );

    // An older backup is compared with the schema of its own migrations: only the trigger is named,
    // not the indexes the two later migrations would add.
    const names = Object.keys(migrations);
    const olderLive = path.join(folder('older-tampered'), 'site.db');
    const db = createDb({ dialect: 'sqlite', file: olderLive });
    await migrateToLatest(db, Object.fromEntries(names.slice(0, -2).map((name) => [name, migrations[name]!])));
    await db.destroy();
    const older = (await backupSqlite(olderLive)).file;
    tamper(older, promoteOnSignIn);
    await expect(restoreSqlite(older, live)).rejects.toThrow(
      new RestoreRefused(tamperedLine(older, 'trigger promote_on_sign_in is not ours')),
    );

    const gap = edited('gap.db', `DELETE FROM kysely_migration WHERE name = '${names[3]}'`);
    await expect(restoreSqlite(gap, live)).rejects.toThrow(
      new RestoreRefused(`${gap} lacks migration ${names[3]} yet has later ones: the site never makes that`),
    );

    expect(snapshot(path.dirname(live))).toEqual(before);
  });

  it('brings a backup made by an older version up to date on the way in', async () => {
    const live = await liveDatabase();
    const older = path.join(folder('older'), 'site.db');
    const names = Object.keys(migrations);
    const db = createDb({ dialect: 'sqlite', file: older });
    await migrateToLatest(db, Object.fromEntries(names.slice(0, -2).map((name) => [name, migrations[name]!])));
    await db.destroy();
    const { file } = await backupSqlite(older);
    // What is no code passes: the planner's statistics an operator's ANALYZE leaves, and a table's
    // SQL spaced otherwise (SQLite's ALTER TABLE splices text in, spaced as its version does).
    tamper(
      file,
      `ANALYZE;
       PRAGMA writable_schema = ON;
       UPDATE sqlite_schema SET sql = replace(sql, ', ', ',\n   ') WHERE name = 'staff_users';`,
    );

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

describe('backup files', () => {
  it('are readable and writable by their owner only, even under umask 000', async () => {
    const umask = process.umask(0o000);
    cleanups.push(() => process.umask(umask));
    vi.spyOn(log, 'info').mockImplementation(() => {});
    const live = path.join(folder('private'), 'site.db');
    const db = createDb({ dialect: 'sqlite', file: live });
    await migrateToLatest(db);
    await db.destroy();
    // What SQLite makes of a new file under this umask: readable by anyone on the machine.
    expect(modeOf(live)).toBe(0o644);

    // The server's daily backup (its own thread, as the server runs it), then one by hand.
    await dailyBackupTick(live, { time: '03:00', keep: 14 }, () => new Date('2026-11-24T20:00:30Z'))();
    const byHand = await runScript('scripts/db-backup.ts', path.dirname(live));
    expect(byHand.stderr).toBe('');
    const written = readdirSync(backupFolder(live));
    expect(written).toHaveLength(2);
    expect(written).toContain('site-20261124T200030Z.db');
    for (const name of written) expect(modeOf(path.join(backupFolder(live), name))).toBe(0o600);

    // What a restore keeps of the database it replaces holds the same secrets.
    const restored = await restoreSqlite(path.join(backupFolder(live), written[0]!), live);
    expect(modeOf(restored.previous!.file)).toBe(0o600);
  });
});
