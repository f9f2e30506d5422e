import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { sweepExpired } from '../../src/server/jobs/retention-sweep.ts';
import { log } from '../../src/server/log.ts';
import { loadSearchReport, recordSearch } from '../../src/server/search/search-log.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// What the search page counts for the editors (recordSearch) and what /admin/tu-khoa reads back,
// on both databases: folded queries, Vietnam-time months, concurrent counts, failures that stay quiet.

const november = new Date('2026-11-20T03:00:00Z');
// The housekeeping sweep runs at most every ten minutes per process: each call here is an hour later.
let sweepClock = Date.parse('2027-12-01T00:00:00Z');

describe.each(testDialects)('search counts on %s', (dialect) => {
  const team = useTeamDatabase(dialect, november);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const rows = () => team.db.selectFrom('search_queries').selectAll().orderBy('month').orderBy('query').execute();

  it('counts a query with or without diacritics, in any case and spacing, as one', async () => {
    await recordSearch(team.db, 'Đặt phòng', 4, november);
    await recordSearch(team.db, 'dat  phong', 0, november);
    await recordSearch(team.db, '  DAT\tPHÒNG ', 0, november);
    await recordSearch(team.db, 'khóa thẻ từ', 2, november);
    expect(await rows()).toEqual([
      { month: '2026-11', query: 'dat phong', searches: 3, without_results: 2 },
      { month: '2026-11', query: 'khoa the tu', searches: 1, without_results: 0 },
    ]);
  });

  it('keeps a long query to 200 characters without splitting one, and skips one of spaces only', async () => {
    await recordSearch(team.db, `${'a'.repeat(199)}😀 phần còn lại`, 0, november);
    await recordSearch(team.db, ' \t\n ', 0, november);
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row!.query).toBe(`${'a'.repeat(199)}😀`);
  });

  it('counts every search when two instances record the same new query at once', async () => {
    const other = createDb(team.config!);
    try {
      const burst = (on: Kysely<Database>, total: number) =>
        Array.from({ length: 10 }, () => recordSearch(on, 'khoa thong minh', total, november));
      await Promise.all([...burst(team.db, 0), ...burst(other, 5)]);
    } finally {
      await other.destroy();
    }
    expect(await rows()).toEqual([{ month: '2026-11', query: 'khoa thong minh', searches: 20, without_results: 10 }]);
  });

  it('never throws when the database fails: a broken table is logged, a full disk is not', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    await team.db.schema.dropTable('search_queries').execute();
    await expect(recordSearch(team.db, 'dat phong', 0, november)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('search_count_failed');
    // The query is not in the line: it may hold what a visitor typed about themselves.
    expect(JSON.stringify(warn.mock.calls[0]![1])).not.toContain('dat phong');

    // SQLITE_FULL from every statement: the data folder's problem, reported once at start-up elsewhere.
    const full = team.db.withPlugin({
      transformQuery: () => {
        throw Object.assign(new Error('database or disk is full'), { errcode: 13 });
      },
      transformResult: async ({ result }) => result,
    });
    await expect(recordSearch(full, 'dat phong', 0, november)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reports a month’s most frequent queries and those without results, most searched first', async () => {
    for (const [query, times, found] of [
      ['dat phong', 5, 3],
      ['khoa the tu', 2, 1],
      ['phan mem le tan', 3, 0],
      ['gia', 1, 1],
    ] as const)
      for (let time = 0; time < times; time++) await recordSearch(team.db, query, time < found ? 7 : 0, november);
    await recordSearch(team.db, 'thang truoc', 0, new Date('2026-10-10T00:00:00Z'));

    const report = await loadSearchReport(team.db, null, november);
    expect(report).toEqual({
      month: '2026-11',
      months: ['2026-11', '2026-10'],
      searches: 11,
      withoutResults: 6,
      frequent: [
        { query: 'dat phong', count: 5 },
        { query: 'phan mem le tan', count: 3 },
        { query: 'khoa the tu', count: 2 },
        { query: 'gia', count: 1 },
      ],
      unanswered: [
        { query: 'phan mem le tan', count: 3 },
        { query: 'dat phong', count: 2 },
        { query: 'khoa the tu', count: 1 },
      ],
    });
    expect(await loadSearchReport(team.db, '2026-10', november)).toMatchObject({
      month: '2026-10',
      searches: 1,
      frequent: [{ query: 'thang truoc', count: 1 }],
    });
    // A month without searches is offered beside the others, and empty.
    expect(await loadSearchReport(team.db, null, new Date('2027-01-05T00:00:00Z'))).toEqual({
      month: '2027-01',
      months: ['2027-01', '2026-11', '2026-10'],
      searches: 0,
      withoutResults: 0,
      frequent: [],
      unanswered: [],
    });
  });

  it('keeps this month and the twelve before when housekeeping sweeps', async () => {
    const now = new Date((sweepClock += 3_600_000));
    const at = (month: string) => new Date(`${month}-15T00:00:00Z`);
    for (const month of ['2026-11', '2026-12', '2027-01', '2027-12'])
      await recordSearch(team.db, 'dat phong', 1, at(month));
    await sweepExpired(team.db, now);
    expect((await rows()).map((row) => row.month)).toEqual(['2026-12', '2027-01', '2027-12']);
  });

  // What is never kept, the Vietnam-time month (search-months.test.ts has its edges) and the lists'
  // cap are decided in code; the statements they reach are the ones the tests above run on both.
  if (dialect === 'sqlite') {
    describe('rules', () => {
      it('never stores an e-mail address or a phone number typed into the search', async () => {
        await recordSearch(team.db, 'lan.nguyen@gmail.com', 0, november);
        await recordSearch(team.db, 'gọi 0912 345 678', 0, november);
        await recordSearch(team.db, '0912.345.678', 0, november);
        await recordSearch(team.db, 'khóa 2026', 1, november);
        expect((await rows()).map((row) => row.query)).toEqual(['khoa 2026']);
      });

      it('splits months at midnight in Vietnam, not at midnight UTC', async () => {
        await recordSearch(team.db, 'gia phong', 1, new Date('2026-11-30T16:59:59Z'));
        await recordSearch(team.db, 'gia phong', 1, new Date('2026-11-30T17:00:00Z'));
        await recordSearch(team.db, 'gia phong', 1, new Date('2026-12-31T17:00:00Z'));
        expect((await rows()).map((row) => [row.month, row.searches])).toEqual([
          ['2026-11', 1],
          ['2026-12', 1],
          ['2027-01', 1],
        ]);
      });

      it('lists fifty queries at most in each list', async () => {
        const queries = Array.from({ length: 55 }, (_, index) => ({
          month: '2026-11',
          query: `tu khoa ${String(index).padStart(2, '0')}`,
          searches: 100 - index,
          without_results: 100 - index,
        }));
        await team.db.insertInto('search_queries').values(queries).execute();
        const report = await loadSearchReport(team.db, '2026-11', november);
        expect(report.frequent).toHaveLength(50);
        expect(report.unanswered).toHaveLength(50);
        expect(report.frequent.at(-1)).toEqual({ query: 'tu khoa 49', count: 51 });
      });
    });
  }
});
