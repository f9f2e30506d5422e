import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audit } from '../../src/server/audit/audit-log.ts';
import { parseAuditFilter } from '../../src/server/audit/audit-filter.ts';
import { listAuditEvents } from '../../src/server/audit/audit.repository.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// The audit sequence migration numbers the lines already in the log in their order until then (time,
// then id), and every line written after it comes after them, also in the same millisecond.

const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '202612011400'));
const t0 = '2026-11-30T03:00:00.000Z';

describe.each(testDialects)('the audit sequence migration on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect);
    db = createDb(testDb.config);
  });

  afterEach(async () => {
    await db.destroy();
    await testDb.dispose();
  });

  it('numbers the lines already there in their order, and writes new ones after them', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as Kysely<any>;
    await migrateToLatest(old, before);
    const line = (at: string, id: string, detail: string) => ({ id, at, action: 'sign_in', detail });
    // Written out of order: the table's own order must not decide.
    await old
      .insertInto('audit_events')
      .values([
        line('2026-11-30T02:00:00.000Z', randomUUID(), 'sau'),
        line(t0, 'ffffffff-0000-4000-8000-000000000000', 'cùng lúc, id lớn'),
        line('2026-11-29T02:00:00.000Z', randomUUID(), 'đầu tiên'),
        line(t0, '00000000-0000-4000-8000-000000000000', 'cùng lúc, id nhỏ'),
      ])
      .execute();
    await migrateToLatest(db);
    const numbered = await db.selectFrom('audit_events').select(['seq', 'detail']).orderBy('seq').execute();
    expect(numbered.map((row) => [Number(row.seq), row.detail])).toEqual([
      [1, 'đầu tiên'],
      [2, 'sau'],
      [3, 'cùng lúc, id nhỏ'],
      [4, 'cùng lúc, id lớn'],
    ]);
    for (const detail of ['mới 1', 'mới 2', 'mới 3']) await audit(db, { action: 'sign_in', detail, at: new Date(t0) });
    const page = await listAuditEvents(db, parseAuditFilter(new URLSearchParams()), null, 10);
    expect(page.map((row) => row.detail)).toEqual([
      'mới 3',
      'mới 2',
      'mới 1',
      'cùng lúc, id lớn',
      'cùng lúc, id nhỏ',
      'sau',
      'đầu tiên',
    ]);
  });
});
