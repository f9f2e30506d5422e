import { Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type KyselyPlugin } from 'kysely';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { allowRequest, refusingLimit, type RateLimits } from '../../src/server/rate-limit/rate-limiter.ts';
import { useMigratedDatabase } from './migrated-database.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// The request limits on each database, the clock given to each call. Fixed windows from :00 let the
// assistant's 120 a minute through at 0:59.9 and 120 more at 1:00.1; each limited request also cost
// a database write before it was refused. Now no 60 s span passes more than the limit, and a refused
// request writes nothing: most never reach the database.

const perMinute = (limit: number): RateLimits => ({ perMinute: limit, perHour: 0 });
const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs);

/** `db` with every statement it runs counted: all of them, and those that write. */
function counted(db: Kysely<Database>) {
  const seen = { statements: 0, writes: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      seen.statements += 1;
      if (node.kind !== 'SelectQueryNode') seen.writes += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), seen };
}

/** How many of `count` requests `ask` lets through, asked one after another. */
async function admitted(count: number, ask: (index: number) => Promise<boolean>): Promise<number> {
  let through = 0;
  for (let index = 0; index < count; index++) if (await ask(index)) through += 1;
  return through;
}

/** Runs `test` with two server instances' connections to one fresh database of `dialect`. */
async function onTwoInstances(
  dialect: TestDatabase['name'],
  test: (first: Kysely<Database>, second: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase(dialect, 'migrated');
  const [first, second] = [createDb(database.config), createDb(database.config)];
  try {
    await test(first, second);
  } finally {
    await first.destroy();
    await second.destroy();
    await database.dispose();
  }
}

describe.each(testDialects)('the request limits on %s', (dialect) => {
  const migrated = useMigratedDatabase(dialect);

  it('lets 120 through at 0:59.9 and none of the next 120 at 1:00.1, then more once a minute has passed', async () => {
    const { db } = migrated;
    const limit = perMinute(120);
    const ask = (now: Date) => () => allowRequest(db, 'assistant-all', 'all', limit, now);
    expect(await admitted(120, ask(at('2026-12-03T03:00:59.900Z')))).toBe(120);
    expect(await admitted(120, ask(at('2026-12-03T03:01:00.100Z')))).toBe(0);
    expect(await admitted(10, ask(at('2026-12-03T03:01:59.000Z')))).toBe(0);
    // The first 120 left the window (counted by the 5 s slice they fell in: it leaves at 2:05).
    expect(await admitted(130, ask(at('2026-12-03T03:02:05.000Z')))).toBe(120);
  });

  it('never lets more than the limit through in any 60 s span of a steady stream', async () => {
    const { db } = migrated;
    const start = Date.parse('2026-12-03T03:00:37.000Z');
    const through: number[] = [];
    // One request every 1.5 s for 4 minutes against 10 a minute.
    for (let step = 0; step < 160; step++) {
      const now = start + step * 1_500;
      if (await allowRequest(db, 'search', '203.0.113.9', perMinute(10), new Date(now))) through.push(now);
    }
    for (const moment of through) {
      expect(through.filter((other) => other > moment - 60_000 && other <= moment).length).toBeLessThanOrEqual(10);
    }
    // Not starved either: about ten in every 65 s.
    expect(through.length).toBeGreaterThanOrEqual(36);
  });

  it('refuses a request over the limit without writing to the database, and mostly without asking it', async () => {
    await onTwoInstances(dialect, async (first, second) => {
      const [one, other] = [counted(first), counted(second)];
      const now = at('2026-12-03T03:00:10.000Z');
      const ask = (db: Kysely<Database>) => () => allowRequest(db, 'leads', '198.51.100.7', perMinute(5), now);
      expect(await admitted(5, ask(one.db))).toBe(5);
      const before = { ...one.seen };
      // This instance let the five through itself: the sixth to the hundredth never reach the database.
      expect(await admitted(95, ask(one.db))).toBe(0);
      expect(one.seen).toEqual(before);
      // Another instance on the same database learns it there, reading once per request, never writing.
      expect(await admitted(20, ask(other.db))).toBe(0);
      expect(other.seen).toEqual({ statements: 20, writes: 0 });
    });
  });

  it('shares the limit between two instances on one database, whichever asks', async () => {
    await onTwoInstances(dialect, async (first, second) => {
      const instances = [first, second];
      const ask = (index: number, now: Date) =>
        allowRequest(instances[index % 2]!, 'assistant-all', 'all', perMinute(50), now);
      expect(await admitted(80, (index) => ask(index, at('2026-12-03T03:00:59.000Z')))).toBe(50);
      // At once: the limit exactly, however the two interleave.
      const later = at('2026-12-03T03:02:10.000Z');
      const together = (await Promise.all(Array.from({ length: 80 }, (_, index) => ask(index, later)))).filter(Boolean);
      expect(together.length).toBe(50);
    });
  });

  it('counts the requests let through together in one transaction, refusing the rest without one', async () => {
    const { db } = migrated;
    const begun = vi.spyOn(db, 'transaction');
    onTestFinished(() => begun.mockRestore());
    const now = at('2026-12-03T03:10:00.000Z');
    const checks = (client: string) => [
      { scope: 'burst', client, limits: perMinute(10) },
      { scope: 'burst-all', client: 'all', limits: perMinute(30) },
    ];
    // Forty questions at once from as many addresses, as a flood's first second brings them: on
    // SQLite each transaction is a disk flush on the thread that serves the pages.
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, (_, index) => refusingLimit(db, checks(`198.51.100.${index}`), now)),
    );
    expect(verdicts.filter((verdict) => verdict === undefined)).toHaveLength(30);
    expect(verdicts.filter((verdict) => verdict?.scope === 'burst-all')).toHaveLength(10);
    expect(begun).toHaveBeenCalledTimes(1);
    const [everyone] = await db
      .selectFrom('rate_limit_counters')
      .select('count')
      .where('bucket', 'like', 'burst-all:%')
      .execute();
    expect(Number(everyone?.count)).toBe(30);
  });

  it('counts a request refused by a later check only where it was let through', async () => {
    const { db } = migrated;
    const now = at('2026-12-03T03:00:20.000Z');
    const checks = (client: string) => [
      { scope: 'assistant', client, limits: perMinute(2) },
      { scope: 'assistant-all', client: 'all', limits: perMinute(4) },
    ];
    const refusals = async (client: string, times: number) => {
      const seen: string[] = [];
      for (let time = 0; time < times; time++) seen.push((await refusingLimit(db, checks(client), now))?.scope ?? '');
      return seen;
    };
    // Over their own limit, a visitor takes nothing from everyone's.
    expect(await refusals('203.0.113.1', 5)).toEqual(['', '', 'assistant', 'assistant', 'assistant']);
    expect(await refusals('203.0.113.2', 2)).toEqual(['', '']);
    expect(await refusals('203.0.113.3', 1)).toEqual(['assistant-all']);
  });

  it('forgets a count made in a transaction that rolled back', async () => {
    const { db } = migrated;
    const now = at('2026-12-03T03:00:30.000Z');
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await allowRequest(trx, 'leads', '198.51.100.8', perMinute(1), now)).toBe(true);
        throw new Error('the lead failed');
      }),
    ).rejects.toThrow('the lead failed');
    expect(await allowRequest(db, 'leads', '198.51.100.8', perMinute(1), now)).toBe(true);
    expect(await allowRequest(db, 'leads', '198.51.100.8', perMinute(1), now)).toBe(false);
  });

  it('keeps no count of a request the database failed while counting, so asking again is let through', async () => {
    const { db } = migrated;
    const now = at('2026-12-03T03:00:50.000Z');
    const checks = [
      { scope: 'assistant', client: '203.0.113.9', limits: perMinute(1) },
      { scope: 'assistant-all', client: 'all', limits: perMinute(1) },
    ];
    // The database gives out after the visitor's own count, before everyone's.
    let writes = 0;
    const failing = db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind !== 'SelectQueryNode' && ++writes > 1) throw new Error('the database went away');
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await expect(refusingLimit(failing, checks, now)).rejects.toThrow('the database went away');
    expect(await db.selectFrom('rate_limit_counters').selectAll().execute()).toEqual([]);
    expect(await refusingLimit(db, checks, now)).toBeUndefined();
    expect(await refusingLimit(db, checks, now)).toBe(checks[0]);
  });

  it('counts a client as long as an e-mail address', async () => {
    const email = `${'a'.repeat(240)}@vidu.vn`;
    const now = at('2026-12-03T03:00:40.000Z');
    expect(await allowRequest(migrated.db, 'reset-address', email, { perMinute: 1, perHour: 3 }, now)).toBe(true);
    expect(await allowRequest(migrated.db, 'reset-address', email, { perMinute: 1, perHour: 3 }, now)).toBe(false);
  });
});

describe('lifted request limits', () => {
  it('let a request through without asking the database at all', async () => {
    // A limit of 0 is lifted (the tests' and an operator's choice): not even a transaction, which on
    // SQLite would wait for a write lock another process holds.
    const asked: string[] = [];
    const refusing = new Kysely<Database>({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => ({
          init: async () => {},
          acquireConnection: async () => {
            asked.push('connection');
            throw new Error('the database was asked');
          },
          beginTransaction: async () => {},
          commitTransaction: async () => {},
          rollbackTransaction: async () => {},
          releaseConnection: async () => {},
          destroy: async () => {},
        }),
        createIntrospector: (db) => new SqliteIntrospector(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
    });
    const lifted = { perMinute: 0, perHour: 0 };
    expect(await allowRequest(refusing, 'meeting_changes', '198.51.100.9', lifted, new Date())).toBe(true);
    expect(asked).toEqual([]);
  });
});
