import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { isLockConflict } from './sqlite-errors.ts';
import { StorageUnavailableError, storageProblem } from './storage-problem.ts';

// WAL lets readers work during a write; FULL makes a committed lead survive a power cut. No busy
// timeout: node:sqlite is synchronous, so SQLite's own wait would stall every request of the
// process; the driver waits for locks asynchronously instead (lock-retry.ts). secure_delete: what is
// deleted (an erased person's lead) is overwritten with zeros in the file, not left in a free page.
const settings =
  'PRAGMA busy_timeout = 0; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;';

function isWritable(folder: string): boolean {
  try {
    accessSync(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

// SQLite only says 'unable to open database file'; the folder's permissions usually say why. A file
// that is not a database is no storage problem: waiting will not fix it.
function openFailure(dataDir: string, error: unknown): Error {
  const problem = isWritable(dataDir) ? storageProblem(error) : 'is read-only';
  if (problem) return new StorageUnavailableError(dataDir, problem, error);
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`DATA_DIR ${dataDir} holds a database that cannot be used: ${reason}`, { cause: error });
}

/**
 * Opens `file`, creating its folder, with the settings above. Throws an error naming DATA_DIR (a
 * StorageUnavailableError when the folder is missing, read-only or full); a lock conflict is thrown
 * as it is, to be retried.
 */
export function openSqlite(file: string): DatabaseSync {
  const dataDir = path.dirname(file);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new StorageUnavailableError(dataDir, 'is missing and cannot be created', error);
  }
  let database: DatabaseSync;
  try {
    database = new DatabaseSync(file, { timeout: 0 });
  } catch (error) {
    throw openFailure(dataDir, error);
  }
  try {
    database.exec(settings);
    return database;
  } catch (error) {
    database.close();
    if (isLockConflict(error)) throw error;
    throw openFailure(dataDir, error);
  }
}
