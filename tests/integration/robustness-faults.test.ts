import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile } from '../../bench/stats.ts';
import { postgresThrowaway } from '../../scripts/lib/throwaway-database.ts';
import { launchServer, type LaunchedServer } from '../../scripts/lib/launch-server.ts';
import { postAll, submissions } from '../../scripts/lib/lead-submissions.ts';
import { sampleWhile } from '../../scripts/lib/sample-pages.ts';
import { floodSignIns } from '../../scripts/lib/sign-in-flood.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { createStaffAccount } from './staff-client.ts';
import { createTestDatabase, postgresTestUrl, testDialects, type TestDatabase } from './test-databases.ts';

// Faults the production server met when it was tried, against the real process: lost
// PostgreSQL connections, a flood of sign-ins, a body sent a byte at a time. It never exits, keeps
// every lead it acknowledged, and keeps the public pages fast. (SQLite's own faults: sqlite-faults.)

// PostgreSQL only (connections to kill): runs wherever the suite has one (TEST_DATABASE_URL).
describe.each(testDialects.filter((dialect) => dialect === 'postgres'))('lost %s connections', () => {
  let database: Awaited<ReturnType<typeof postgresThrowaway>>;
  let server: LaunchedServer;
  let db: Kysely<Database>;
  const application = `hotelix_fault_${process.pid}`;

  /** Ends every connection the server has open, as a failover or `pg_terminate_backend` would. */
  async function terminateServerConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [application],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    database = await postgresThrowaway(await postgresTestUrl(), 'fault');
    const url = new URL(database.env.DATABASE_URL!);
    url.searchParams.set('application_name', application);
    server = await launchServer({ DATABASE_URL: url.href, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    db = createDb(database.config);
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.dispose();
  });

  it('keeps every acknowledged lead through connections killed mid-burst, answers 503 meanwhile, and recovers', async () => {
    const all = submissions(400, 'pgkill');
    let killed = 0;
    const killer = setInterval(() => {
      void terminateServerConnections().then((count) => (killed += count));
    }, 150);
    const statuses = await postAll(server.url, all, 20).finally(() => clearInterval(killer));
    expect(killed).toBeGreaterThan(0);
    // Every request got an answer (no exit, no hang): stored, or 503 with nothing half-written.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const acknowledged = all.filter((_, index) => statuses[index] === 200).map((one) => one.email);
    const stored = await db.selectFrom('contacts').select('email').where('email', 'like', 'pgkill-%').execute();
    const storedEmails = stored.map((row) => row.email);
    expect(new Set(storedEmails).size).toBe(storedEmails.length);
    for (const email of acknowledged) expect(storedEmails).toContain(email);

    // Back without a restart: the same process stores the next lead.
    const [after] = submissions(1, 'pgkill-after');
    expect(await postAll(server.url, [after!])).toEqual([200]);
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught_exception/);
    expect(server.output()).toContain('database_connection_lost');
  }, 60_000);
});

describe.each(testDialects)('a flood of wrong sign-ins on %s', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await launchServer(database.env);
    createStaffAccount(server, database.env);
  });

  afterAll(async () => {
    await server.stop();
    await database.dispose();
  });

  it('checks at most 5 passwords among 200 concurrent attempts, and /tin-tuc keeps answering meanwhile', async () => {
    // Warm first: a page's first render compiles what later ones reuse, and is no flood's doing.
    for (const page of ['/tin-tuc', '/admin/login', '/tin-tuc'])
      await (await fetch(`${server.url}${page}`)).arrayBuffer();
    const flood = floodSignIns(server.url, 200);
    // A reader who loads /tin-tuc again 5 ms after each answer, throughout the flood.
    const [statuses, times] = await Promise.all([flood, sampleWhile(`${server.url}/tin-tuc`, flood, 5)]);
    const checked = server.output().match(/"event":"sign_in_failed"/g)?.length ?? 0;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - checked);
    expect(times.length).toBeGreaterThan(0);
    // The 100 ms budget is the bench's (`npm run bench`, faults): timed on a quiet machine. Here only
    // the stall it replaced is caught (pages waited seconds behind the password checks), with room for
    // a machine busy with other work, where a 100 ms bound failed with nothing wrong.
    expect(percentile(times, 95)).toBeLessThanOrEqual(1000);
  }, 60_000);
});
