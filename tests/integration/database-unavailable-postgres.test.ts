import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresThrowaway, type ThrowawayDatabase } from '../../scripts/lib/throwaway-database.ts';
import { createDb } from '../../src/server/db/client.ts';
import { isDatabaseUnavailable } from '../../src/server/db/database-unavailable.ts';
import { postgresTestUrl, testDialects } from './test-databases.ts';

// What a real PostgreSQL says, through the site's dialect (src/server/db/client.ts): a connection
// ended by the server is the database away; a query PostgreSQL refuses, even with a connection-class
// code, is a bug and stays one (a 500 with its error line, not a 503).

/** What `promise` rejected with. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe.each(testDialects.filter((dialect) => dialect === 'postgres'))('the %s dialect against a real server', () => {
  let database: ThrowawayDatabase;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- no tables needed
  let db: Kysely<any>;

  beforeAll(async () => {
    database = await postgresThrowaway(await postgresTestUrl(), 'marking');
    db = createDb(database.config);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.dispose();
  });

  it('marks a connection the server ends under a query (57P01)', async () => {
    const running = failureOf(sql`select pg_sleep(5) as marking_probe`.execute(db));
    const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await admin.connect();
    try {
      const ended = async () =>
        (
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where query like '%as marking_probe' and pid <> pg_backend_pid()`,
          )
        ).rowCount;
      await expect.poll(ended).toBe(1);
    } finally {
      await admin.end();
    }
    const error = await running;
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The pool drops the dead connection (a query may still meet it first) and opens another.
    const served = () => sql`select 1 as one`.execute(db).then(({ rows }) => rows, isDatabaseUnavailable);
    await expect.poll(served).toEqual([{ one: 1 }]);
  });

  it('leaves a query with more bind parameters than the protocol carries (08P01) as it came: a bug', async () => {
    const values = Array.from({ length: 70_000 }, (_, index) => index);
    const error = await failureOf(sql`select 1 where 1 in (${sql.join(values)})`.execute(db));
    expect(error).toMatchObject({ code: '08P01' });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('leaves a query on a table that does not exist as it came', async () => {
    const error = await failureOf(sql`select * from no_such_table`.execute(db));
    expect(error).toMatchObject({ code: '42P01' });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
