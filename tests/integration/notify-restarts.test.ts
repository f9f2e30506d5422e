import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import { launchServer } from './test-server.ts';
import { startWebhookReceiver } from '../../scripts/lib/notify-receivers.ts';
import { postAll, submissions } from '../../scripts/lib/lead-submissions.ts';
import { callsPerEmail, noLimits, useCleanups, webhookEnv } from './notify-server-kit.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// The notifier in the real server across a crash and a restart: nothing announced is lost, nothing
// finished is sent twice. A file of its own (from notify-server.test.ts): its servers run beside
// that file's instead of after them.

/** Moves every claim's end to a second ago, as if its lease had run out. */
async function leaseRunsOut(config: TestDatabase['config']): Promise<void> {
  const db = createDb(config);
  try {
    const claimed = await db
      .updateTable('notifications')
      .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'sending')
      .executeTakeFirst();
    // Deliveries were in flight when the process died: there were claims to run out.
    expect(Number(claimed.numUpdatedRows)).toBeGreaterThan(0);
  } finally {
    await db.destroy();
  }
}

const cleanups = useCleanups();

describe.each(testDialects)('notifications on %s across restarts', (dialect) => {
  it('announces every lead after a kill -9 with deliveries in flight', async () => {
    const database = await createTestDatabase(dialect, 'imported');
    cleanups.push(() => database.dispose());
    // Slow answers keep deliveries in flight when the process dies.
    const hook = await startWebhookReceiver(async () => {
      await sleep(300);
      return 200;
    });
    cleanups.push(() => hook.close());
    // PostgreSQL hands the dead process's claims on when their lease runs out (SQLite, one process,
    // takes them back at start-up).
    const env = { ...noLimits, ...database.env, ...webhookEnv(hook), NOTIFY_LEASE_SECONDS: '30' };
    const leads = submissions(100, `kill-${dialect}`);

    const first = await launchServer(env);
    cleanups.push(() => first.stop());
    expect((await postAll(first.url, leads)).every((status) => status === 200)).toBe(true);
    await expect.poll(() => hook.calls.length, { timeout: 5000 }).toBeGreaterThanOrEqual(10);
    expect(await first.kill('SIGKILL')).toBe('SIGKILL');
    const beforeRestart = callsPerEmail(hook).size;
    expect(beforeRestart).toBeLessThan(leads.length);
    // The lease's 30 s pass in the database, not in the test: the dead process's claims now end in
    // the past, as they would half a minute later (the claim's own rule is notifications.test.ts's).
    if (dialect === 'postgres') await leaseRunsOut(database.config);

    const second = await launchServer(env);
    cleanups.push(() => second.stop());
    await expect.poll(() => callsPerEmail(hook).size, { timeout: 60_000 }).toBe(leads.length);
    const counts = callsPerEmail(hook);
    expect(leads.filter((lead) => !counts.has(lead.email))).toEqual([]);
    // At least once: only what was on the wire when the process died may arrive twice.
    const repeats = [...counts.values()].filter((count) => count > 1).length;
    expect(repeats).toBeLessThanOrEqual(20);
  }, 120_000);

  it('finishes what it started on SIGTERM, exits 0, and sends nothing twice after a restart', async () => {
    const database = await createTestDatabase(dialect, 'imported');
    cleanups.push(() => database.dispose());
    const hook = await startWebhookReceiver(async () => {
      await sleep(400);
      return 200;
    });
    cleanups.push(() => hook.close());
    const env = { ...noLimits, ...database.env, ...webhookEnv(hook) };
    const leads = submissions(100, `term-${dialect}`);

    const first = await launchServer(env);
    expect((await postAll(first.url, leads)).every((status) => status === 200)).toBe(true);
    await expect.poll(() => hook.calls.length, { timeout: 5000 }).toBeGreaterThanOrEqual(5);
    expect(await first.stop()).toBe(0);
    expect(callsPerEmail(hook).size).toBeLessThan(leads.length);

    const second = await launchServer(env);
    cleanups.push(() => second.stop());
    await expect.poll(() => callsPerEmail(hook).size, { timeout: 30_000 }).toBe(leads.length);
    await sleep(1500);
    expect([...callsPerEmail(hook).values()].every((count) => count === 1)).toBe(true);
  }, 90_000);
});
