import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { backupFileName, backupFolder, createPrivateFile, listBackups } from './backup-files.ts';

/** A finished backup: where, how large, how long it took. */
export interface WrittenBackup {
  file: string;
  bytes: number;
  ms: number;
}

// Every page in one step: the copy is one read transaction, a consistent snapshot, while writers go
// on (WAL). In smaller steps, SQLite restarts the copy whenever another connection writes between
// two steps, which a steady stream of leads would do for ever.
const allPagesAtOnce = 2 ** 31 - 1;

/** Writes `file`'s data to disk, before a rename gives it a name that says it is complete. */
export function flushToDisk(file: string): void {
  const handle = openSync(file, 'r');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
}

/** Problems `PRAGMA integrity_check` finds in `database` (none when it is sound). */
export function integrityProblems(database: DatabaseSync): string[] {
  const rows = database.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>;
  return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
}

/**
 * Copies the live SQLite database `file` with SQLite's online backup API (never a file copy, which
 * could catch a write half-done) into DATA_DIR/backups, checks the copy, and only then gives it its
 * final name. The site keeps taking leads meanwhile.
 */
export async function backupSqlite(file: string, now = new Date()): Promise<WrittenBackup> {
  const started = performance.now();
  const folder = backupFolder(file);
  mkdirSync(folder, { recursive: true });
  const target = path.join(folder, backupFileName(now));
  const partial = `${target}.partial`;
  try {
    statSync(file);
  } catch (error) {
    throw new Error(`There is no database to back up at ${file}`, { cause: error });
  }
  const source = new DatabaseSync(file, { timeout: 5_000 });
  try {
    // Private before the first page is in it (SQLite's journal beside it takes the same mode).
    createPrivateFile(partial);
    await backup(source, partial, { rate: allPagesAtOnce });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(partial);
  try {
    // One self-contained file, without -wal and -shm beside it.
    copy.exec('PRAGMA journal_mode = DELETE');
    // The day's salt and visitor hashes are deleted when the day ends (docs/visits.md): a backup kept
    // for weeks must not keep them. Overwritten, not just unlinked (secure_delete), then vacuumed.
    // (A database of a version before visit counting has neither table.)
    const visitTables = copy
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('visit_uniques', 'visit_salts')")
      .all() as Array<{ name: string }>;
    if (visitTables.length) {
      copy.exec('PRAGMA secure_delete = ON');
      for (const { name } of visitTables) copy.exec(`DELETE FROM ${name}`);
      copy.exec('VACUUM');
    }
    const problems = integrityProblems(copy);
    if (problems.length) throw new Error(`The copy failed its integrity check: ${problems.slice(0, 3).join('; ')}`);
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  flushToDisk(partial);
  renameSync(partial, target);
  return { file: target, bytes: statSync(target).size, ms: Math.round(performance.now() - started) };
}

/** Deletes all but the newest `keep` backups beside `file`, and copies a stopped process left unfinished; returns the deleted files. */
export function pruneBackups(file: string, keep: number, now = new Date()): string[] {
  const folder = backupFolder(file);
  const old = [
    ...listBackups(folder)
      .slice(keep)
      .map((backup) => backup.file),
    ...abandonedCopies(folder, now),
  ];
  for (const name of old) rmSync(name, { force: true });
  return old;
}

/** '.partial' copies older than a day: no backup takes that long, so their writer is gone. */
function abandonedCopies(folder: string, now: Date): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.partial'))
    .map((name) => path.join(folder, name))
    .filter((name) => {
      // Another backup may finish (and rename its copy) between the listing and this look.
      const modified = statSync(name, { throwIfNoEntry: false })?.mtimeMs;
      return modified !== undefined && now.getTime() - modified > 24 * 3_600_000;
    });
}
