import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { createDb } from '../db/client.ts';
import { takeExclusiveLock } from '../db/data-dir-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
import { appliedMigrationNames } from '../operations/migration-status.repository.ts';
import { countHoldings, type Holdings } from './backup-contents.repository.ts';
import { backupFolder, backupStamp } from './backup-files.ts';
import { flushToDisk, integrityProblems } from './sqlite-backup.ts';

/** A restore that was not done, with the reason for the operator; nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** What a restore did. */
export interface Restored {
  holdings: Holdings;
  /** Migrations the backup lacked, applied to it on the way in. */
  applied: string[];
  /** Where the database that was replaced was kept, if there was one, and whether it could be read. */
  previous: { file: string; readable: boolean } | undefined;
}

/** Checks the staged copy: sound, made by this version or an older one; then brings its schema up to date. */
async function prepareCopy(staged: string, source: string): Promise<{ holdings: Holdings; applied: string[] }> {
  let problems: string[];
  try {
    const copy = new DatabaseSync(staged);
    try {
      problems = integrityProblems(copy);
    } finally {
      copy.close();
    }
  } catch (error) {
    // SQLITE_NOTADB: not a database at all; anything else (SQLITE_CORRUPT…): a damaged one.
    const notDatabase = (error as { errcode?: number }).errcode === 26;
    const verdict = notDatabase ? 'is not a SQLite database' : 'failed its integrity check';
    throw new RestoreRefused(`${source} ${verdict} (${(error as Error).message})`, { cause: error });
  }
  if (problems.length)
    throw new RestoreRefused(`${source} failed its integrity check: ${problems.slice(0, 3).join('; ')}`);
  const db = createDb({ dialect: 'sqlite', file: staged });
  try {
    const done = await appliedMigrationNames(db).catch((error: unknown) => {
      throw new RestoreRefused(`${source} is not a backup of this site (it has no migration table)`, { cause: error });
    });
    const unknown = done.filter((name) => !(name in migrations));
    if (unknown.length)
      throw new RestoreRefused(
        `${source} was made by a newer version of the site (migration ${unknown.join(', ')} is unknown here): install that version, then restore`,
      );
    const applied = await migrateToLatest(db);
    return { holdings: await countHoldings(db), applied };
  } finally {
    await db.destroy();
  }
}

/** The files SQLite keeps beside a database: they belong to it and go wherever it goes. */
const journalSuffixes = ['-wal', '-shm', '-journal'];

/**
 * Keeps the database about to be replaced beside the backups: a copy through SQLite (with what its
 * WAL holds) when it can be read; when it cannot (the usual reason to restore), its files as they are.
 */
async function keepPrevious(live: string, now: Date): Promise<Restored['previous']> {
  if (!existsSync(live)) return undefined;
  const folder = backupFolder(live);
  mkdirSync(folder, { recursive: true });
  const kept = path.join(folder, `site-before-restore-${backupStamp(now)}.db`);
  try {
    const database = new DatabaseSync(live);
    try {
      await backup(database, kept);
    } finally {
      database.close();
    }
    return { file: kept, readable: true };
  } catch {
    rmSync(kept, { force: true });
    for (const suffix of ['', ...journalSuffixes])
      if (existsSync(`${live}${suffix}`)) renameSync(`${live}${suffix}`, `${kept}${suffix}`);
    return { file: kept, readable: false };
  }
}

/**
 * Replaces the SQLite database `live` with the backup `source`, refusing (RestoreRefused, nothing
 * changed) when a server is using the data folder or the backup does not pass its checks. The
 * database it replaces is kept in DATA_DIR/backups as site-before-restore-<time>.db (damaged or not).
 */
export async function restoreSqlite(source: string, live: string, now = new Date()): Promise<Restored> {
  if (!existsSync(source) || !statSync(source).isFile()) throw new RestoreRefused(`${source} is not a file`);
  const dataDir = path.dirname(live);
  mkdirSync(dataDir, { recursive: true });
  const lock = takeExclusiveLock(dataDir);
  if (!lock)
    throw new RestoreRefused(
      `A server is using ${dataDir}: stop it first (systemctl stop hotelix), then restore, then start it again`,
    );
  const staged = `${live}.restoring`;
  try {
    copyFileSync(source, staged);
    const { holdings, applied } = await prepareCopy(staged, source);
    const previous = await keepPrevious(live, now);
    // The old database's journal files would be read as the new one's: they go first.
    for (const suffix of journalSuffixes) rmSync(`${live}${suffix}`, { force: true });
    flushToDisk(staged);
    renameSync(staged, live);
    // The rename is in the folder's entry: on disk only once the folder is flushed too.
    flushToDisk(dataDir);
    return { holdings, applied, previous };
  } finally {
    for (const suffix of ['', ...journalSuffixes]) rmSync(`${staged}${suffix}`, { force: true });
    lock.release();
  }
}
