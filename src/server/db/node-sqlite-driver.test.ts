import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { AbortedTransactionError, Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { WaitClock } from './lock-retry.ts';
import { DatabaseLockedError } from './sqlite-errors.ts';
import { StorageUnavailableError } from './storage-problem.ts';

interface Notes {
  notes: { id: Generated<number>; body: string };
}

let dir: string;
let file: string;
const opened: Array<Kysely<Notes>> = [];

function open(lockWaitMs?: number, lockWaitClock?: WaitClock): Kysely<Notes> {
  const db = new Kysely<Notes>({
    dialect: new NodeSqliteDialect({
      file,
      ...(lockWaitMs ? { lockWaitMs } : {}),
      ...(lockWaitClock ? { lockWaitClock } : {}),
    }),
  });
  opened.push(db);
  return db;
}

/** A second connection, as another process would hold it, that takes the write lock. */
function holdWriteLock(): DatabaseSync {
  const other = new DatabaseSync(file);
  other.exec('BEGIN IMMEDIATE');
  return other;
}

const insert = (db: Kysely<Notes>, body: string) => db.insertInto('notes').values({ body }).execute();
const bodies = async (db: Kysely<Notes>) =>
  (await db.selectFrom('notes').select('body').orderBy('id').execute()).map((row) => row.body);

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hotelix-driver-'));
  file = path.join(dir, 'site.db');
  await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(open());
});

afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('NodeSqliteDriver settings', () => {
  it('uses WAL, synchronous FULL, foreign keys and no blocking busy timeout', async () => {
    const db = open();
    const pragma = async (name: string) => (await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0];
    expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(await pragma('synchronous')).toEqual({ synchronous: 2 });
    expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
    expect(await pragma('busy_timeout')).toEqual({ timeout: 0 });
  });
});

describe('NodeSqliteDriver under another connection’s write lock', () => {
  it('retries until the lock is released, keeping the event loop free', async () => {
    const db = open();
    const other = holdWriteLock();
    setTimeout(() => other.exec('ROLLBACK'), 200);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = Date.now();
    try {
      await db.transaction().execute((trx) => insert(trx, 'after the lock'));
      await insert(db, 'outside a transaction');
    } finally {
      clearInterval(ticker);
      other.close();
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    // A wait that blocked the thread (busy_timeout) lets no tick through until the lock goes; a
    // yielding one lets several. Not ten: on a loaded machine the timer fires far less often than asked.
    expect(ticks).toBeGreaterThanOrEqual(3);
    expect(await bodies(db)).toEqual(['after the lock', 'outside a transaction']);
  });

  it('lets reads through while a transaction waits for the lock', async () => {
    const db = open();
    await insert(db, 'first');
    const other = holdWriteLock();
    const waiting = db.transaction().execute((trx) => insert(trx, 'second'));
    const started = Date.now();
    expect(await bodies(db)).toEqual(['first']);
    expect(Date.now() - started).toBeLessThan(100);
    other.exec('ROLLBACK');
    other.close();
    await waiting;
    expect(await bodies(db)).toEqual(['first', 'second']);
  });

  it('says the database is locked once the deadline passes, with SQLite’s error as the cause', async () => {
    // The waits run on a clock of the test's own: on a busy machine a real timer wakes late, and the
    // figure in the message would be the machine's, not the deadline's.
    let now = 0;
    const clock: WaitClock = { now: () => now, sleep: async (ms) => void (now += ms) };
    const db = open(300, clock);
    const other = holdWriteLock();
    try {
      const failure = await db
        .transaction()
        .execute((trx) => insert(trx, 'never'))
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DatabaseLockedError);
      expect((failure as Error).message).toMatch(
        /site\.db is locked by another connection \(for 3\d\d ms now\); gave up waiting/,
      );
      expect((failure as Error).cause).toMatchObject({ errcode: 5, errstr: 'database is locked' });
      expect(now).toBeGreaterThanOrEqual(300);
      expect(now).toBeLessThan(1_000);

      // The wait is shared: a query meeting the same lock right after gives up at once.
      const again = now;
      await expect(insert(db, 'never either')).rejects.toThrow(DatabaseLockedError);
      expect(now - again).toBe(0);
    } finally {
      other.close();
    }
    // Nothing was left half-open: the connection works once the lock is gone.
    await insert(db, 'later');
    expect(await bodies(db)).toEqual(['later']);
  });

  it('waits in full again for a lock taken after a quiet second', async () => {
    const db = open(300);
    const first = holdWriteLock();
    await expect(insert(db, 'never')).rejects.toThrow(DatabaseLockedError);
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = holdWriteLock();
    setTimeout(() => second.close(), 200);
    await insert(db, 'after the second lock');
    expect(await bodies(db)).toEqual(['after the second lock']);
  });
});

describe('NodeSqliteDriver faults', () => {
  it('reports a full database as such, not as a failed rollback, and recovers', async () => {
    const db = open();
    const { page_count } = (await sql.raw('PRAGMA page_count').execute(db)).rows[0] as { page_count: number };
    await sql.raw(`PRAGMA max_page_count = ${page_count + 2}`).execute(db);
    const failure = await db
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < 50; i++) await insert(trx, 'x'.repeat(4_000));
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ errcode: 13, message: 'database or disk is full' });

    await sql.raw('PRAGMA max_page_count = 1000000').execute(db);
    await db.transaction().execute((trx) => insert(trx, 'fits'));
    expect(await bodies(db)).toEqual(['fits']);
  });

  it('says a transaction was rolled back when the caller commits after SQLite rolled it back', async () => {
    const db = open();
    const { page_count } = (await sql.raw('PRAGMA page_count').execute(db)).rows[0] as { page_count: number };
    await sql.raw(`PRAGMA max_page_count = ${page_count + 2}`).execute(db);
    const commit = db.transaction().execute(async (trx) => {
      await insert(trx, 'kept?');
      await insert(trx, 'x'.repeat(40_000)).catch(() => {});
    });
    await expect(commit).rejects.toThrow(AbortedTransactionError);
    expect(await bodies(db)).toEqual([]);
  });

  it('reopens the file after a write fails with SQLITE_READONLY', async () => {
    const db = open();
    // query_only makes this connection read-only, as opening an unwritable file does.
    await sql.raw('PRAGMA query_only = ON').execute(db);
    await expect(insert(db, 'refused')).rejects.toMatchObject({ errcode: 8 });
    await insert(db, 'after reopening');

    await sql.raw('PRAGMA query_only = ON').execute(db);
    const failure = await db
      .transaction()
      .execute((trx) => insert(trx, 'refused in a transaction'))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ errcode: 8, message: 'attempt to write a readonly database' });
    await db.transaction().execute((trx) => insert(trx, 'in a transaction after reopening'));
    expect(await bodies(db)).toEqual(['after reopening', 'in a transaction after reopening']);
  });

  it('names DATA_DIR when the folder cannot be created, and tries again on the next query', async () => {
    const parent = path.join(dir, 'parent');
    writeFileSync(parent, 'a file where a folder should be');
    file = path.join(parent, 'data', 'site.db');
    const db = open();
    const failure = await bodies(db).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect((failure as Error).message).toMatch(
      new RegExp(`^DATA_DIR ${path.join(parent, 'data')} is missing and cannot be created: ENOTDIR`),
    );

    rmSync(parent);
    mkdirSync(parent);
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(db);
    await insert(db, 'stored');
    expect(await bodies(db)).toEqual(['stored']);
  });
});

describe('NodeSqliteDriver with many transactions queued', () => {
  it('lets the event loop turn between them, though no statement waits for I/O, and keeps their order', async () => {
    const db = open();
    // Opened first: opening the file is not what is tested.
    expect(await bodies(db)).toEqual([]);
    const order: string[] = [];
    const transactions = Array.from({ length: 20 }, (_, index) =>
      db.transaction().execute(async (trx) => {
        await insert(trx, `lead ${index}`);
        order.push(`transaction ${index}`);
      }),
    );
    // A page request read by the event loop meanwhile: it must not wait for all twenty commits.
    setImmediate(() => order.push('a page request'));
    await Promise.all(transactions);
    expect(order.slice(0, 3)).toContain('a page request');
    expect(await bodies(db)).toEqual(Array.from({ length: 20 }, (_, index) => `lead ${index}`));
  });
});
