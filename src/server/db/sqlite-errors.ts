// SQLite's primary result codes that change what the driver does (https://sqlite.org/rescode.html).
const busy = 5;
const locked = 6;
const readOnly = 8;
const ioError = 10;
const full = 13;
const cannotOpen = 14;

/** SQLite's primary result code carried by `error`, if it is a node:sqlite error. */
export function sqliteCode(error: unknown): number | undefined {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  // node:sqlite reports the extended code (SQLITE_READONLY_DIRECTORY is 1544); the low byte is the primary one.
  return typeof code === 'number' ? code & 0xff : undefined;
}

/** Whether another connection holds the lock `error` ran into (SQLITE_BUSY, SQLITE_LOCKED): worth retrying. */
export function isLockConflict(error: unknown): boolean {
  const code = sqliteCode(error);
  return code === busy || code === locked;
}

/**
 * Whether `error` means the open connection cannot write until it is reopened: SQLite opens an
 * unwritable file read-only and keeps it so for the connection's life, and a lost file stays lost.
 */
export function needsReopen(error: unknown): boolean {
  const code = sqliteCode(error);
  return code === readOnly || code === ioError || code === cannotOpen;
}

/** The problem with the data folder, as `DATA_DIR <folder> <problem>` reads, for a SQLite result code. */
export function problemOfSqliteCode(code: number | undefined): string | undefined {
  switch (code) {
    case readOnly:
      return 'is read-only';
    case full:
      return 'is full';
    case cannotOpen:
      return 'cannot be opened';
    case ioError:
      return 'has a disk I/O error';
    default:
      return undefined;
  }
}

/** Thrown when another connection kept the write lock longer than queries are allowed to wait. */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';

  constructor(file: string, lockedMs: number, cause: unknown) {
    super(`The database ${file} is locked by another connection (for ${lockedMs} ms now); gave up waiting`, { cause });
  }
}
