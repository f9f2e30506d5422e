import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { post, submissions, type Submission } from '../../scripts/lib/lead-submissions.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// A lead the server answered 2xx is a promise to the visitor: it must survive the process dying
// (kill -9, no shutdown hook runs) mid-burst, and be stored once only. Runs the production build
// (`npm test` builds it first).

const burstSize = 300;
const concurrency = 20;
/** Responses received before the server is killed: the burst is cut roughly a third of the way. */
const killAfter = 100;

/**
 * Sends `all` with `concurrency` requests in flight and SIGKILLs the server once `killAfter` answers
 * came back; returns the status of every submission that was sent (null: no answer).
 */
async function burstUntilKilled(server: LaunchedServer, all: Submission[]) {
  const sent = new Map<Submission, number | null>();
  let next = 0;
  let answered = 0;
  let killed: Promise<NodeJS.Signals | null> | undefined;
  const worker = async () => {
    while (next < all.length && !killed) {
      const submission = all[next++]!;
      sent.set(submission, null);
      const status = await post(server.url, submission);
      sent.set(submission, status);
      if (status !== null && ++answered === killAfter) killed = server.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sent, signal: await killed };
}

/** How many rows each e-mail has in `contacts`. */
async function rowsPerEmail(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('contacts')
    .select((eb) => ['email', eb.fn.countAll<number | string>().as('rows')])
    .groupBy('email')
    .execute();
  return new Map(rows.map((row) => [row.email, Number(row.rows)]));
}

describe.each(testDialects)('leads on %s across a kill -9', (dialect) => {
  const cleanups: Array<() => Promise<unknown>> = [];

  afterEach(async () => {
    // Last in, first out: servers and connections go before the database they use.
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('keeps every acknowledged lead exactly once and accepts new ones after a restart', async () => {
    const database: TestDatabase = await createTestDatabase(dialect, 'imported');
    cleanups.push(() => database.dispose());
    // The same data for both runs: our own folder for SQLite (launchServer keeps a DATA_DIR it was
    // given), the same schema for PostgreSQL. Rate limits lifted: the burst comes from one address.
    const env = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0', ...database.env };

    const first = await launchServer(env);
    cleanups.push(() => first.stop());
    const all = submissions(burstSize);
    const { sent, signal } = await burstUntilKilled(first, all);

    expect(signal, first.output()).toBe('SIGKILL');
    const answers = [...sent.values()].filter((status) => status !== null);
    expect(
      answers.every((status) => status === 200),
      `statuses: ${answers.join(' ')}\n${first.output()}`,
    ).toBe(true);
    const acknowledged = [...sent].filter(([, status]) => status === 200).map(([submission]) => submission);
    const unanswered = [...sent].filter(([, status]) => status === null).map(([submission]) => submission);
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
    expect(sent.size).toBeLessThan(burstSize);

    const second = await launchServer(env);
    cleanups.push(() => second.stop());
    const db = createDb(database.config);
    cleanups.push(() => db.destroy());

    // Every acknowledged lead is there, once; whatever else is there was at least sent, once.
    const afterCrash = await rowsPerEmail(db);
    const missingOrRepeated = acknowledged
      .filter((submission) => afterCrash.get(submission.email) !== 1)
      .map((submission) => `${submission.email}: ${afterCrash.get(submission.email) ?? 0} rows`);
    expect(missingOrRepeated).toEqual([]);
    const sentEmails = new Set([...sent.keys()].map((submission) => submission.email));
    const strays = [...afterCrash].filter(([email, rows]) => !sentEmails.has(email) || rows !== 1);
    expect(strays).toEqual([]);

    // The browser retries what got no answer with the same key: stored once, whether or not the
    // killed process had committed it.
    const retries = await Promise.all(unanswered.map((submission) => post(second.url, submission)));
    expect(
      retries.every((status) => status === 200),
      `retry statuses: ${retries.join(' ')}`,
    ).toBe(true);
    const [fresh] = submissions(1);
    expect(await post(second.url, fresh!)).toBe(200);

    const afterRetries = await rowsPerEmail(db);
    expect([...afterRetries.values()].every((rows) => rows === 1)).toBe(true);
    expect([...afterRetries.keys()].sort()).toEqual([...sentEmails, fresh!.email].sort());
  }, 120_000);
});
