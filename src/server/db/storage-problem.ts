import { DatabaseLockedError, isLockConflict, problemOfSqliteCode, sqliteCode } from './sqlite-errors.ts';

/** Thrown when the SQLite file in DATA_DIR cannot be opened; the next query tries again. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  /** The folder holding the database. */
  readonly dataDir: string;
  /** What is wrong with it, as `DATA_DIR <folder> <problem>` reads: 'is read-only'. */
  readonly problem: string;

  constructor(dataDir: string, problem: string, cause: unknown) {
    super(`DATA_DIR ${dataDir} ${problem}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.dataDir = dataDir;
    this.problem = problem;
  }
}

function problemOfSystemCode(code: unknown): string | undefined {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'is read-only';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'is full';
    case 'ENOENT':
    case 'ENOTDIR':
      return 'is missing';
    default:
      return undefined;
  }
}

/**
 * What is wrong with the data folder according to `error` or one of its causes ('is read-only',
 * 'is full', …): something that may pass. Undefined when the error is not about storage (a bug, a
 * failing migration, a file that is not a database).
 */
export function storageProblem(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth++) {
    if (current instanceof StorageUnavailableError) return current.problem;
    if (current instanceof DatabaseLockedError) return 'is locked by another process';
    const problem =
      problemOfSqliteCode(sqliteCode(current)) ?? problemOfSystemCode((current as { code?: unknown }).code);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Whether `error`, thrown by the SQLite driver, means the database is away for now: its write lock
 * kept by another process past the wait, or its data folder missing, read-only or full.
 */
export function isSqliteOutage(error: unknown): boolean {
  return isLockConflict(error) || storageProblem(error) !== undefined;
}
