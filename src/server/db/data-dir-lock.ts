import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

// Whether a server is using a SQLite data folder, told by the operating system's file locks rather
// than a PID file: a lock dies with its process, so a crashed server leaves nothing stale behind.
// Each server holds a shared (read) lock on DATA_DIR/server.lock for its whole life; a restore takes
// the exclusive lock, which SQLite grants only when no server holds a shared one (and while it is
// held, no server can start).

const lockFileName = 'server.lock';

/** Thrown to a server starting while a restore replaces the database. */
export class RestoreInProgress extends Error {
  override name = 'RestoreInProgress';
}

/** The lock a running server holds; release() lets go of it. */
export interface DataDirLock {
  release: () => void;
}

// An empty file in SQLite's default rollback-journal mode, where a reader's shared lock keeps an
// exclusive one out (in WAL mode it would not). No busy timeout: the answer is wanted now.
const open = (dataDir: string) => new DatabaseSync(path.join(dataDir, lockFileName), { timeout: 0 });

/** Whether `error` is SQLite saying another process holds a conflicting lock. */
const isBusy = (error: unknown) =>
  error instanceof Error && (error as Error & { errcode?: number }).errcode === 5; /* SQLITE_BUSY */

/**
 * Takes the shared lock a server holds while it runs. Throws RestoreInProgress when a restore holds
 * the folder, or the system's error when the folder cannot take the file.
 */
export function holdServerLock(dataDir: string): DataDirLock {
  const lock = open(dataDir);
  try {
    lock.exec('BEGIN');
    // The read is what takes SQLite's shared lock; the open transaction keeps it.
    lock.prepare('select count(*) from sqlite_schema').get();
  } catch (error) {
    lock.close();
    if (isBusy(error))
      throw new RestoreInProgress(
        `A restore is replacing the database in ${dataDir}: start the server once it has finished`,
      );
    throw error;
  }
  return { release: () => lock.close() };
}

/**
 * Takes the exclusive lock no server can hold at the same time, or returns undefined when a server
 * is using `dataDir`. While held, servers refuse to start on the folder.
 */
export function takeExclusiveLock(dataDir: string): DataDirLock | undefined {
  const lock = open(dataDir);
  try {
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if (isBusy(error)) return undefined;
    throw error;
  }
  return { release: () => lock.close() };
}
