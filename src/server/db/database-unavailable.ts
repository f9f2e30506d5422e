import { isLockConflict } from './sqlite-errors.ts';
import { storageProblem } from './storage-problem.ts';

// What counts as the database being away for a while, as opposed to a bug: PostgreSQL that cannot be
// reached, restarts or is out of room, and SQLite whose data folder is unusable or whose write lock
// another process keeps. Every route answers these 503 with Retry-After (src/server/http/database-outage.ts).

/** Seconds a visitor, crawler or client is asked to wait before trying again while the database is away. */
export const outageRetrySeconds = 30;

// A socket that could not be opened or was lost on the way to PostgreSQL.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's classes (https://www.postgresql.org/docs/current/errcodes-appendix.html): 08 connection
// exception, 53 insufficient resources (disk full, too many connections), 57P01–57P03 the server
// shutting down, crashed, or not yet accepting connections.
const serverCodes = /^(08|53|57P0[123])/;

// node-postgres says these without a code: the connection ended under a query, or none came in time.
const lostConnection = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

function saysUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || serverCodes.test(code))) return true;
  if (lostConnection.has(error.message) || isLockConflict(error)) return true;
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

/**
 * Whether `error`, or one of its causes, means the database is unavailable for now (unreachable,
 * restarting, full, locked by another process, its folder unusable): something that passes, worth a
 * 503 and a later retry. False for anything else (a bug, a constraint, a query that is wrong).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (storageProblem(error) !== undefined) return true;
  for (let current = error, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth++) {
    if (saysUnavailable(current)) return true;
  }
  return false;
}
