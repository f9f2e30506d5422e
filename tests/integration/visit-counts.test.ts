import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { articleViews } from '../../src/server/visits/article-views.ts';
import { createVisitCounter } from '../../src/server/visits/visit-counter.ts';
import type { NotedVisit } from '../../src/server/visits/visit-rules.ts';
import { visitsByValue, visitsPerDay } from '../../src/server/visits/visits.repository.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// The visit counts' batches on both databases: unique visitors once a day across instances, the
// day's salt changing at Vietnam midnight and the old day's hashes gone, a crash between batches
// losing that batch only, and a database that drops out losing nothing.

const site = 'hotelix.vn';
const monday = new Date('2026-11-23T03:00:00Z'); // 10:00 in Vietnam

/** A visit of `page` by `person`, as the request path notes it. */
function visit(page: string, person: string, extra: Partial<Record<'source' | 'campaign', string>> = {}): NotedVisit {
  return {
    dimensions: [
      ['all', ''],
      ['page', page],
      ['referrer', 'Trực tiếp'],
      ['source', extra.source ?? ''],
      ['medium', ''],
      ['campaign', extra.campaign ?? ''],
      ['device', 'phone'],
    ],
    person: `${person}\nMozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36`,
  };
}

describe.each(testDialects)('visit counts on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  const day = { from: '2026-11-23', to: '2026-11-23' };

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect, 'migrated');
    db = createDb(testDb.config);
  });
  afterEach(async () => {
    await db.destroy();
    await testDb.dispose();
  });

  it('counts every visit and each visitor once a day, per page and for the site', async () => {
    const counter = createVisitCounter(site);
    counter.add(visit('/bao-gia', '203.0.113.7'), monday);
    counter.add(visit('/bao-gia', '203.0.113.7'), monday);
    counter.add(visit('/', '203.0.113.7'), monday);
    counter.add(visit('/bao-gia', '198.51.100.4'), monday);
    await counter.flush(db, monday);
    // The same visitor again in a later batch is not new.
    counter.add(visit('/bao-gia', '203.0.113.7'), monday);
    await counter.flush(db, monday);
    expect(await visitsPerDay(db, day)).toEqual([{ day: '2026-11-23', visits: 5, visitors: 2 }]);
    expect((await visitsByValue(db, 'page', day)).sort((a, b) => a.value.localeCompare(b.value))).toEqual([
      { value: '/', visits: 1, visitors: 1 },
      { value: '/bao-gia', visits: 4, visitors: 2 },
    ]);
    expect(counter.held()).toBe(0);
    // No address is stored anywhere: only hashes under a salt.
    const uniques = await db.selectFrom('visit_uniques').select('visitor').execute();
    expect(JSON.stringify(uniques)).not.toMatch(/203\.0\.113|198\.51\.100|Mozilla/);
  });

  it('adds up two instances, one visitor seen by both counted once', async () => {
    const [first, second] = [createVisitCounter(site), createVisitCounter(site)];
    const other = createDb(testDb.config);
    try {
      first.add(visit('/', '203.0.113.7'), monday);
      second.add(visit('/', '203.0.113.7'), monday);
      second.add(visit('/', '198.51.100.4'), monday);
      await Promise.all([first.flush(db, monday), second.flush(other, monday)]);
    } finally {
      await other.destroy();
    }
    expect(await visitsPerDay(db, day)).toEqual([{ day: '2026-11-23', visits: 3, visitors: 2 }]);
  });

  it('changes the salt at Vietnam midnight and forgets the day before', async () => {
    const counter = createVisitCounter(site);
    const lastMinute = new Date('2026-11-23T16:59:00Z'); // 23:59 in Vietnam
    const firstMinute = new Date('2026-11-23T17:00:00Z'); // 00:00 the next day
    counter.add(visit('/', '203.0.113.7'), lastMinute);
    await counter.flush(db, lastMinute);
    const before = await db.selectFrom('visit_salts').selectAll().execute();
    expect(before.map((row) => row.day)).toEqual(['2026-11-23']);
    counter.add(visit('/', '203.0.113.7'), firstMinute);
    await counter.flush(db, firstMinute);
    // A new day: the same person is a new visitor, under a new salt.
    expect(await visitsPerDay(db, { from: '2026-11-23', to: '2026-11-24' })).toEqual([
      { day: '2026-11-23', visits: 1, visitors: 1 },
      { day: '2026-11-24', visits: 1, visitors: 1 },
    ]);
    // Yesterday's salt stays a quarter of an hour, for another instance's last seconds of the day…
    expect((await db.selectFrom('visit_salts').select('day').orderBy('day').execute()).map((row) => row.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
    // …then it and its hashes are gone.
    await counter.flush(db, new Date('2026-11-23T17:16:00Z'));
    const salts = await db.selectFrom('visit_salts').selectAll().execute();
    expect(salts.map((row) => row.day)).toEqual(['2026-11-24']);
    expect(salts[0]!.salt).not.toBe(before[0]!.salt);
    expect(await db.selectFrom('visit_uniques').select('day').distinct().execute()).toEqual([{ day: '2026-11-24' }]);
  });

  it('loses only the batch not yet written when the process dies, and keeps a batch the database refused', async () => {
    const counter = createVisitCounter(site);
    counter.add(visit('/', '203.0.113.7'), monday);
    await counter.flush(db, monday);
    counter.add(visit('/', '198.51.100.4'), monday);
    // The process dies here: the second visit was never written.
    const restarted = createVisitCounter(site);
    restarted.add(visit('/', '192.0.2.1'), monday);
    // A database that refuses the batch (here: one without the tables) keeps it in memory.
    const empty = await createTestDatabase(dialect, 'empty');
    const refusing = createDb(empty.config);
    try {
      await expect(restarted.flush(refusing, monday)).rejects.toThrow();
    } finally {
      await refusing.destroy();
      await empty.dispose();
    }
    expect(restarted.held()).toBe(1);
    await restarted.flush(db, monday);
    expect(await visitsPerDay(db, day)).toEqual([{ day: '2026-11-23', visits: 2, visitors: 2 }]);
  });

  it("gives the editors' list each page's visits of the last 30 Vietnam days", async () => {
    const counter = createVisitCounter(site);
    counter.add(visit('/tin-tuc/bai-a', '203.0.113.7'), new Date('2026-10-24T03:00:00Z')); // the 31st day back
    counter.add(visit('/tin-tuc/bai-a', '203.0.113.7'), new Date('2026-10-25T03:00:00Z')); // the 30th day back, today the 1st
    counter.add(visit('/tin-tuc/bai-a', '203.0.113.8'), monday);
    counter.add(visit('/tin-tuc/bai-b', '203.0.113.8'), monday);
    await counter.flush(db, monday);
    const views = await articleViews(db, monday);
    expect(Object.fromEntries(views)).toEqual({ '/tin-tuc/bai-a': 2, '/tin-tuc/bai-b': 1 });
  });

  it('tells at most three browsers apart per address a day: an agent changed on every request is one visitor more', async () => {
    const counter = createVisitCounter(site);
    for (let index = 0; index < 50; index++)
      counter.add({ ...visit('/', ''), person: `203.0.113.7\nMozilla/5.0 (Bot giả ${index})` }, monday);
    await counter.flush(db, monday);
    expect(await visitsPerDay(db, day)).toEqual([{ day: '2026-11-23', visits: 50, visitors: 4 }]);
    const hashes = await db
      .selectFrom('visit_uniques')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('key', '=', 'all\t')
      .executeTakeFirstOrThrow();
    expect(Number(hashes.n)).toBe(4);
  });

  it('keeps no salt and no visitor hash in a backup', async () => {
    if (dialect !== 'sqlite') return;
    const counter = createVisitCounter(site);
    counter.add(visit('/', '203.0.113.7'), monday);
    await counter.flush(db, monday);
    const { backupSqlite } = await import('../../src/server/backup/sqlite-backup.ts');
    const written = await backupSqlite((testDb.config as { file: string }).file, monday);
    const copy = createDb({ dialect: 'sqlite', file: written.file });
    try {
      expect(await copy.selectFrom('visit_salts').selectAll().execute()).toEqual([]);
      expect(await copy.selectFrom('visit_uniques').selectAll().execute()).toEqual([]);
      expect(await visitsPerDay(copy, day)).toEqual([{ day: '2026-11-23', visits: 1, visitors: 1 }]);
    } finally {
      await copy.destroy();
    }
  });

  it('folds values past the day’s bound into “khác”, so no input makes rows without end', async () => {
    const counter = createVisitCounter(site);
    for (let index = 0; index < 250; index++)
      counter.add(visit('/', `203.0.113.${index % 250}`, { campaign: `chien-dich-${index}` }), monday);
    await counter.flush(db, monday);
    const campaigns = await visitsByValue(db, 'campaign', day);
    expect(campaigns).toHaveLength(201);
    expect(campaigns.find((row) => row.value === 'khác')).toEqual({ value: 'khác', visits: 50, visitors: 50 });
  });
});
