import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postgresDialect, sqliteDialect } from './client.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { createPostgresPool } from './postgres-pool.ts';
import { DatabaseLockedError } from './sqlite-errors.ts';

// The site's two dialects (client.ts) mark what their driver throws when the database is away, and
// nothing else. PostgreSQL here is a closed port or a silent socket; a real server's own errors are
// in tests/integration/database-unavailable-postgres.test.ts.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables made by the test itself
type AnyDb = Kysely<any>;
const opened: AnyDb[] = [];
const servers: Server[] = [];
const sockets: Socket[] = [];
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hotelix-marking-'));
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
  rmSync(dir, { recursive: true, force: true });
});

function postgres(port: number, connectMs = 5_000): AnyDb {
  const pool = createPostgresPool(`postgres://postgres@127.0.0.1:${port}/none`, 1, {
    connectMs,
    freeConnectionMs: connectMs,
  });
  const db = new Kysely({ dialect: postgresDialect(pool) });
  opened.push(db);
  return db;
}

function sqlite(file: string, lockWaitMs = 20): AnyDb {
  const db = new Kysely({ dialect: sqliteDialect({ file, lockWaitMs }) });
  opened.push(db);
  return db;
}

/** A socket server on a free port: `silent` accepts and never answers; otherwise it is closed again at once. */
async function port(silent: boolean): Promise<number> {
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  if (silent) servers.push(server);
  else await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What `promise` rejected with. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('the PostgreSQL dialect', () => {
  it('marks PostgreSQL refusing the connection', async () => {
    const error = await failureOf(sql`select 1`.execute(postgres(await port(false))));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((error as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('marks a connection that never answers within the connection wait', async () => {
    const error = await failureOf(sql`select 1`.execute(postgres(await port(true), 50)));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe('the SQLite dialect', () => {
  it('marks SQLITE_BUSY: the write lock kept by another connection past the wait, for a query and a transaction', async () => {
    const file = path.join(dir, 'site.db');
    const db = sqlite(file);
    await sql`create table notes (body text)`.execute(db);
    const other = new DatabaseSync(file);
    other.exec('BEGIN IMMEDIATE');
    try {
      const query = await failureOf(sql`insert into notes values ('a')`.execute(db));
      expect(isDatabaseUnavailable(query)).toBe(true);
      expect((query as Error).cause).toBeInstanceOf(DatabaseLockedError);
      expect(((query as Error).cause as Error).cause).toMatchObject({ errcode: 5 });
      const transaction = await failureOf(db.transaction().execute(() => Promise.resolve()));
      expect(isDatabaseUnavailable(transaction)).toBe(true);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    await sql`insert into notes values ('b')`.execute(db);
  });

  it('marks a data folder that cannot be made', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, '');
    const error = await failureOf(sql`select 1`.execute(sqlite(path.join(blocker, 'data', 'site.db'))));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves a query that is wrong as it came', async () => {
    const db = sqlite(path.join(dir, 'site.db'));
    const error = await failureOf(sql`select * from no_such_table`.execute(db));
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect((error as Error).message).toBe('no such table: no_such_table');
  });
});
