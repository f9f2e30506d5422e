import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import type { Kysely } from 'kysely';
import { createDb } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { takeExclusiveLock } from '../db/data-dir-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
import { appliedMigrationNames } from '../operations/migration-status.repository.ts';
import { countHoldings, type Holdings } from './backup-contents.repository.ts';
import { backupFolder, backupStamp, createPrivateFile } from './backup-files.ts';
import { schemaDifferences } from './schema-differences.ts';
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

// How many differences the refusal names before it only counts the rest: it stays one readable line.
const differencesShown = 5;

/**
 * Refuses a copy whose schema is not exactly what its own migrations (`done`) make. Checked before
 * the missing migrations run, against the schema as of the backup's version: an older backup is
 * legitimate and must still restore, and a trigger slipped into it must not fire while they run
 * (one of them copies the leads table, whose definition it reads from the copy).
 */
async function refuseForeignSchema(db: Kysely<Database>, done: string[], source: string): Promise<void> {
  const names = Object.keys(migrations).sort();
  // Migrations are applied in name order, none skipped: a list with a gap was not written by the site.
  const gap = names.slice(0, done.length).find((name) => !done.includes(name));
  if (gap) throw new RestoreRefused(`${source} lacks migration ${gap} yet has later ones: the site never makes that`);
  const differences = await schemaDifferences(
    db,
    Object.fromEntries(names.slice(0, done.length).map((name) => [name, migrations[name]!])),
  );
  if (!differences.length) return;
  const more = differences.length - differencesShown;
  throw new RestoreRefused(
    `${source} holds a schema this site's migrations do not make (${differences.slice(0, differencesShown).join(', ')}${more > 0 ? `, and ${more} more` : ''}): it may have been tampered with; restore another backup`,
  );
}

/** Checks the staged copy: sound, made by this version or an older one, nothing but our schema; then brings it up to date. */
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
    await refuseForeignSchema(db, done, source);
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
      createPrivateFile(kept);
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
