// The database being away for a while (unreachable, restarting, full, locked by another process, its
// folder unusable), as opposed to a bug, is decided where an error leaves the database driver
// (outage-marking-dialect.ts, with each dialect's rule: postgres-errors.ts, storage-problem.ts): only
// there does a refused connection or a full disk surely mean the database. An error from anywhere else
// (a file a page reads, a fetch to the model or the mail server, a query that is wrong) is no outage,
// however alike its code: it stays a 500 with its error logged. Every route answers an outage 503 with
// Retry-After (src/server/http/database-outage.ts).

// A registered symbol, not `instanceof`: the built server bundle and scripts/serve.ts each load their
// own copy of this module, and the one database handle, made by either, throws that copy's errors.
const marked: unique symbol = Symbol.for('hotelix.databaseUnavailable');

/** Thrown in place of a database driver's error that means the database is away for now; the driver's error is its cause. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly [marked] = true;

  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Whether `error`, or one of its causes, is a DatabaseUnavailableError: the database driver said the
 * database is away, something that passes, worth a 503 and a later retry. False for anything else.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth++) {
    if ((current as { [marked]?: unknown })[marked] === true) return true;
  }
  return false;
}
