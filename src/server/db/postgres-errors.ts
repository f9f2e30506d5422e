// Which errors of node-postgres mean PostgreSQL is away for a while rather than a query being wrong.
// Applied only to what the driver throws (outage-marking-dialect.ts): the same codes from a fetch or
// a file are no database's.

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
// shutting down, crashed, or not yet accepting connections. Not 08P01, protocol violation: a query
// with more bind parameters than the protocol carries raises it, and that is a bug.
const serverCodes = /^(08(?!P01)|53|57P0[123])/;

// node-postgres says these without a code: the connection ended under a query, or none came in time.
const lostConnection = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

/** Whether `error`, thrown by node-postgres, means PostgreSQL cannot be reached or used for now. */
export function isPostgresOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (networkCodes.has(code) || serverCodes.test(code))) return true;
    if (lostConnection.has(current.message)) return true;
    // Connecting to a name with several addresses fails with one error per address.
    if (current instanceof AggregateError && current.errors.some(isPostgresOutage)) return true;
  }
  return false;
}
