import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { launchServer } from './test-server.ts';
import { startSmtpReceiver, startWebhookReceiver } from '../../scripts/lib/notify-receivers.ts';
import { post, postAll, submissions } from '../../scripts/lib/lead-submissions.ts';
import { callsPerEmail, noLimits, useCleanups, webhookEnv } from './notify-server-kit.ts';
import { createTestDatabase, testDialects } from './test-databases.ts';

// The notifier inside the real server process (the production build, `npm test` builds it first):
// the visitor never waits for it, several instances share the work, and a crash or a restart
// loses nothing (the crash and the restart: notify-restarts.test.ts).

const cleanups = useCleanups();

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
