import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import { batchTransactions } from './transaction-batcher.ts';

interface Notes {
  notes: { id: Generated<number>; body: string };
}

let dir: string;
let db: Kysely<Notes>;

const insert = (body: string) => async (trx: Kysely<Notes>) => {
  await trx.insertInto('notes').values({ body }).execute();
  return body.length;
};
const bodies = async () => (await db.selectFrom('notes').select('body').orderBy('id').execute()).map((row) => row.body);

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hotelix-batcher-'));
  db = new Kysely<Notes>({ dialect: new NodeSqliteDialect({ file: path.join(dir, 'site.db') }) });
  await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL UNIQUE)`.execute(db);
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('batched transactions', () => {
  it('commits the writes queued in one turn of the event loop together, each given its own result', async () => {
    const begun = vi.spyOn(db, 'transaction');
    const batched = batchTransactions(db);
    const results = await Promise.all(['một', 'hai', 'ba bốn'].map((body) => batched(insert(body))));
    expect(results).toEqual([3, 3, 6]);
    expect(begun).toHaveBeenCalledTimes(1);
    expect(await bodies()).toEqual(['một', 'hai', 'ba bốn']);
  });

  it('commits a write queued while a batch is committing in the next batch', async () => {
    const batched = batchTransactions(db);
    const first = batched(insert('trước'));
    // Queued from inside the first batch's transaction, as a request read meanwhile would be.
    const second = first.then(() => batched(insert('sau')));
    await Promise.all([first, second]);
    expect(await bodies()).toEqual(['trước', 'sau']);
  });

  it('rejects only the failing write and stores every other one of its batch', async () => {
    const batched = batchTransactions(db);
    await batched(insert('đã có'));
    const outcomes = await Promise.allSettled(['một', 'đã có', 'hai'].map((body) => batched(insert(body))));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(await bodies()).toEqual(['đã có', 'một', 'hai']);
  });
});
