import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type * as thisCopy from './database-unavailable.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable.ts';

type CopyOfModule = typeof thisCopy;

// Only what the database driver marked is an outage (outage-marking-dialect.test.ts has the drivers'
// own errors): the same codes from anywhere else are bugs or another service's fault.

/** A port nothing listens on any more: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
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

describe('isDatabaseUnavailable', () => {
  it('recognises an error the database driver marked, also as the cause of another', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const marked = new DatabaseUnavailableError(refused);
    expect(isDatabaseUnavailable(marked)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Could not read the offer', { cause: marked }))).toBe(true);
    expect(marked.cause).toBe(refused);
    expect(marked.message).toBe('The database is unavailable: connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('recognises one marked by another copy of the module, as the server bundle meets those of scripts/serve.ts', async () => {
    const copy = (await import(/* @vite-ignore */ `./database-unavailable.ts?copy=${Date.now()}`)) as CopyOfModule;
    expect(copy.DatabaseUnavailableError).not.toBe(DatabaseUnavailableError);
    expect(
      isDatabaseUnavailable(new copy.DatabaseUnavailableError(new Error('Connection terminated unexpectedly'))),
    ).toBe(true);
  });

  it('says no to a missing file and to a fetch that failed, whatever their codes', async () => {
    const missing = await failureOf(readFile(path.join(tmpdir(), 'hotelix-no-such-file.md')));
    expect((missing as { code?: string }).code).toBe('ENOENT');
    expect(isDatabaseUnavailable(missing)).toBe(false);
    // The model, the mail server or a push service: a name that does not resolve, a port that refuses.
    const unresolved = await failureOf(fetch('http://hotelix-model.invalid/v1/chat/completions'));
    expect((unresolved as Error).cause).toMatchObject({ code: 'ENOTFOUND' });
    expect(isDatabaseUnavailable(unresolved)).toBe(false);
    const refused = await failureOf(fetch(`http://127.0.0.1:${await closedPort()}/`));
    expect((refused as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(false);
  });

  it('says no to codes that once meant an outage when no database driver threw them', () => {
    const withCode = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['EACCES', 'EPERM', 'ENOSPC', 'ETIMEDOUT', 'ECONNRESET', '08P01', '08006', '57P01', '53300'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(false);
  });

  it('says no to SQLITE_BUSY from a connection of our own outside the driver (a backup, a lock file)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hotelix-busy-'));
    const file = path.join(dir, 'site.db');
    const holder = new DatabaseSync(file);
    const other = new DatabaseSync(file, { timeout: 0 });
    try {
      holder.exec('CREATE TABLE t (x); BEGIN IMMEDIATE');
      let busy: unknown;
      try {
        other.exec('BEGIN IMMEDIATE');
      } catch (error) {
        busy = error;
      }
      expect(busy).toMatchObject({ errcode: 5 });
      expect(isDatabaseUnavailable(busy)).toBe(false);
    } finally {
      other.close();
      holder.exec('ROLLBACK');
      holder.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says no to bugs and to what is not an error', () => {
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
