import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { DatabaseLockedError } from './sqlite-errors.ts';
import { StorageUnavailableError } from './storage-problem.ts';

const sqliteError = (errcode: number, message: string) => Object.assign(new Error(message), { errcode });
const postgresError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** A port nothing listens on any more: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a query through node-postgres's pool throws for `connectionString`. */
async function poolError(connectionString: string, connectionTimeoutMillis?: number): Promise<unknown> {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis });
  try {
    await pool.query('select 1');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error('the query answered');
}

describe('isDatabaseUnavailable', () => {
  it('recognises PostgreSQL refusing connections, as node-postgres reports it', async () => {
    const error = await poolError(`postgres://postgres@127.0.0.1:${await closedPort()}/none`);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a connection that never answers, as node-postgres reports it', async () => {
    // Accepts the socket and says nothing, as a database that hangs would.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as { port: number };
      const error = await poolError(`postgres://postgres@127.0.0.1:${port}/none`, 50);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      silent.close();
    }
  });

  it('recognises PostgreSQL shutting down, out of room, or a connection lost under a query', () => {
    expect(isDatabaseUnavailable(postgresError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(postgresError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(postgresError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(postgresError('53100', 'could not extend file: No space left on device'))).toBe(true);
    expect(isDatabaseUnavailable(postgresError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(postgresError('ECONNRESET', 'read ECONNRESET'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: postgresError('EPIPE', 'write EPIPE') }))).toBe(
      true,
    );
  });

  it('recognises SQLite’s lock held by another process and a data folder it cannot use', () => {
    expect(isDatabaseUnavailable(sqliteError(5, 'database is locked'))).toBe(true);
    expect(isDatabaseUnavailable(sqliteError(6, 'database table is locked'))).toBe(true);
    expect(
      isDatabaseUnavailable(new DatabaseLockedError('/srv/site.db', 3_000, sqliteError(5, 'database is locked'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(sqliteError(522, 'disk I/O error'))).toBe(true);
    expect(isDatabaseUnavailable(sqliteError(1544, 'attempt to write a readonly database'))).toBe(true);
    expect(isDatabaseUnavailable(new StorageUnavailableError('/srv', 'is full', sqliteError(13, 'disk full')))).toBe(
      true,
    );
  });

  it('says no to errors that a retry would not cure: bugs, constraints, wrong queries', () => {
    expect(isDatabaseUnavailable(postgresError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(postgresError('42P01', 'relation "notes" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(postgresError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnavailable(sqliteError(1, 'no such table: notes'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
