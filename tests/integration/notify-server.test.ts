import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { launchServer } from './test-server.ts';
import { startSmtpReceiver, startWebhookReceiver, type WebhookReceiver } from '../../scripts/lib/notify-receivers.ts';
import { post, postAll, submissions } from '../../scripts/lib/lead-submissions.ts';
import { createDb } from '../../src/server/db/client.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// The notifier inside the real server process (the production build, `npm test` builds it first):
// the visitor never waits for it, several instances share the work, and a crash or a restart
// loses nothing.

const secret = 'bi-mat-webhook-cua-hotelix';
const noLimits = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' };
const webhookEnv = (hook: WebhookReceiver) => ({ NOTIFY_WEBHOOK_URL: hook.url, NOTIFY_WEBHOOK_SECRET: secret });

/** The lead e-mails the receiver was told about, with how many calls each got. */
function callsPerEmail(hook: WebhookReceiver): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of hook.calls) {
    const { lead } = JSON.parse(call.body) as { lead: { email: string } };
    counts.set(lead.email, (counts.get(lead.email) ?? 0) + 1);
  }
  return counts;
}

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

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

describe('the notifier in the server', () => {
  it('answers the visitor at once while the webhook hangs, and e-mails sales within seconds', async () => {
    const smtp = await startSmtpReceiver();
    const hook = await startWebhookReceiver(() => 'hang');
    cleanups.push(
      () => smtp.close(),
      () => hook.close(),
    );
    const server = await launchServer({
      ...webhookEnv(hook),
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'sales@hotelix.vn',
      NOTIFY_EMAIL_FROM: 'Hotelix <no-reply@hotelix.vn>',
    });
    cleanups.push(() => server.stop());

    const [first, second] = submissions(2, 'hang');
    const started = Date.now();
    expect(await post(server.url, first!)).toBe(200);
    await expect.poll(() => hook.calls.length).toBe(1);
    // The receiver now holds a delivery open; the next visitor must not notice.
    const again = performance.now();
    expect(await post(server.url, second!)).toBe(200);
    expect(performance.now() - again).toBeLessThan(1000);
    await expect.poll(() => smtp.emails.length, { timeout: 5000 }).toBe(2);
    expect(smtp.emails.map((email) => email.subject)).toEqual([
      'Khách hàng mới: Khách sạn Hoa Sen (Dùng thử)',
      'Khách hàng mới: Khách sạn Hoa Sen (Dùng thử)',
    ]);
    expect(smtp.emails[0]!.receivedAt - started).toBeLessThan(3000);
  });

  it('starts with notifications off, says so in one line, and still stores leads', async () => {
    const server = await launchServer({ NOTIFY_EMAIL_TO: '', NOTIFY_WEBHOOK_URL: '', SMTP_URL: '' });
    cleanups.push(() => server.stop());
    expect(await post(server.url, submissions(1, 'off')[0]!)).toBe(200);
    expect(server.output().match(/"event":"notifications_off"/g)).toHaveLength(1);
  });

  it('refuses to start with half a channel configured, naming the missing variable', async () => {
    const failure = launchServer({ NOTIFY_EMAIL_TO: 'sales@hotelix.vn' }, 10_000);
    await expect(failure).rejects.toThrow('Invalid configuration: SMTP_URL must be set when NOTIFY_EMAIL_TO is set');
  });
});

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

describe.each(testDialects.filter((dialect) => dialect === 'postgres'))('two instances on %s', (dialect) => {
  it('deliver each of 500 leads exactly once between them', async () => {
    const database = await createTestDatabase(dialect, 'imported');
    cleanups.push(() => database.dispose());
    const hook = await startWebhookReceiver();
    cleanups.push(() => hook.close());
    const env = { ...noLimits, ...database.env, ...webhookEnv(hook) };
    const [one, two] = await Promise.all([launchServer(env), launchServer(env)]);
    cleanups.push(
      () => one!.stop(),
      () => two!.stop(),
    );

    const leads = submissions(500, 'two');
    // Alternate the instances, as a load balancer would.
    const statuses = await Promise.all([
      postAll(
        one!.url,
        leads.filter((_, index) => index % 2 === 0),
        10,
      ),
      postAll(
        two!.url,
        leads.filter((_, index) => index % 2 === 1),
        10,
      ),
    ]);
    expect(statuses.flat().every((status) => status === 200)).toBe(true);
    await expect.poll(() => hook.calls.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(leads.length);
    await sleep(2000);
    const keys = hook.calls.map((call) => String(call.headers['idempotency-key']));
    expect(keys).toHaveLength(leads.length);
    expect(new Set(keys).size).toBe(leads.length);
    expect([...callsPerEmail(hook).values()].every((count) => count === 1)).toBe(true);
    // Both took a share: neither sat idle while the other did the work.
    const delivered = [one!, two!].map(
      (server) => server.output().match(/"event":"notification_delivered"/g)?.length ?? 0,
    );
    expect(delivered[0]! + delivered[1]!).toBe(leads.length);
    expect(Math.min(...delivered)).toBeGreaterThan(0);
  }, 90_000);
});
