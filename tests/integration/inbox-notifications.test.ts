import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../scripts/lib/notify-receivers.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { readDbConfig } from '../../src/server/db/db-config.ts';
import { post as postLead, submissions } from '../../scripts/lib/lead-submissions.ts';
import { createStaffAccount, staffClient } from './staff-client.ts';

// A notification the notifier gave up on, as the sales team meets it: a warning in the inbox, the
// error on the lead's page, and 'Gửi lại' that delivers it once the receiver is back. Giving up
// itself (ten attempts over hours) is covered with a moved clock in notifications.test.ts; here the
// row is put in that state directly.

describe('failed notifications in the inbox', () => {
  let server: LaunchedServer;
  let hook: WebhookReceiver;
  let client: ReturnType<typeof staffClient>;
  /** Runs `work` on the server's SQLite file, beside the server (WAL lets both write). */
  const onServerDb = async (work: (db: Kysely<Database>) => Promise<unknown>) => {
    const db = createDb(readDbConfig({ DATA_DIR: server.dataDir }));
    try {
      await work(db);
    } finally {
      await db.destroy();
    }
  };

  // A server of each test's own: each marks every notification of its database failed and counts
  // the receiver's calls and the inbox's failures from nothing, whatever ran before it.
  beforeEach(async () => {
    hook = await startWebhookReceiver(() => 500);
    server = await launchServer({
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_HOUR: '0',
      NOTIFY_WEBHOOK_URL: hook.url,
      NOTIFY_WEBHOOK_SECRET: 'bi-mat-webhook-cua-hotelix',
    });
    client = staffClient(server);
    createStaffAccount(server);
  });

  afterEach(async () => {
    await server.stop();
    await hook.close();
  });

  it('shows the failure with its last error, and sends again on request', async () => {
    expect(await postLead(server.url, submissions(1, 'that-bai')[0]!)).toBe(200);
    await expect.poll(() => hook.calls.length).toBe(1);
    await onServerDb(async (db) => {
      await expect
        .poll(async () => (await db.selectFrom('notifications').select('last_error').executeTakeFirst())?.last_error)
        .toBe('Webhook trả lời HTTP 500: lỗi');
      await db.updateTable('notifications').set({ status: 'failed', attempts: 10 }).execute();
    });

    const { cookie } = await client.signIn();
    const inbox = await (await client.get('/admin', cookie)).text();
    expect(inbox).toContain('1 thông báo không gửi được');
    expect(inbox).toContain('(Tin nhắn webhook (chat): Webhook trả lời HTTP 500: lỗi)');
    const leadPath = /href="(\/admin\/leads\/[\w-]+)"/.exec(
      inbox.slice(inbox.indexOf('thông báo không gửi được')),
    )?.[1];
    expect(leadPath).toBeDefined();

    const page = await (await client.get(leadPath!, cookie)).text();
    expect(page).toContain('Gửi không thành công');
    expect(page).toContain('lần thử 10/10');
    expect(page).toContain('Lỗi gần nhất: Webhook trả lời HTTP 500: lỗi');
    const notification = /name="notification" value="([\w-]+)"/.exec(page)?.[1];
    expect(notification).toBeDefined();

    hook.behave(() => 200);
    const resent = await client.post(leadPath!, { action: 'resend', notification: notification! }, cookie);
    expect(resent.status).toBe(303);
    expect(resent.headers.get('location')).toBe(`${leadPath}?da-gui-lai=1`);
    await expect.poll(() => hook.calls.length).toBe(2);
    expect(hook.calls[1]!.headers['idempotency-key']).toBe(notification);

    await expect.poll(async () => (await (await client.get(leadPath!, cookie)).text()).includes('Đã gửi')).toBe(true);
    expect(await (await client.get('/admin', cookie)).text()).not.toContain('thông báo không gửi được');
    // A second press changes nothing: the notification is no longer failed.
    const again = await client.post(leadPath!, { action: 'resend', notification: notification! }, cookie);
    expect(again.headers.get('location')).toBe(`${leadPath}?khong-doi=1`);

    // A channel switched off since: its failure is shown, but nothing offers to send it again.
    await onServerDb((db) =>
      db.updateTable('notifications').set({ channel: 'sales_email', status: 'failed' }).execute(),
    );
    const switchedOff = await (await client.get(leadPath!, cookie)).text();
    expect(switchedOff).toContain('Email cho nhóm bán hàng');
    expect(switchedOff).toContain('Kênh này hiện không được cấu hình trên máy chủ nên chưa gửi lại được.');
    expect(switchedOff).not.toContain('Gửi lại</button>');
  });

  it('sends every failed notification of a working channel again with one button, for staff only', async () => {
    const leads = submissions(3, 'ca-hai');
    for (const lead of leads) expect(await postLead(server.url, lead)).toBe(200);
    await expect.poll(() => hook.calls.length).toBe(3);
    await onServerDb(async (db) => {
      await expect
        .poll(
          async () =>
            (await db.selectFrom('notifications').where('status', '=', 'pending').select('id').execute()).length,
        )
        .toBe(3);
      await db.updateTable('notifications').set({ status: 'failed', attempts: 10 }).execute();
      // One of them on a channel switched off since (the sales e-mail is not set on this server).
      const first = await db.selectFrom('notifications').select('id').orderBy('id').executeTakeFirstOrThrow();
      await db.updateTable('notifications').set({ channel: 'sales_email' }).where('id', '=', first.id).execute();
    });
    hook.behave(() => 200);

    expect((await client.post('/admin/notifications/resend', {})).status).toBe(401);
    const { cookie } = await client.signIn();
    const inbox = await (await client.get('/admin', cookie)).text();
    // The two webhooks, and the e-mail whose channel is off here.
    expect(inbox).toContain('3 thông báo không gửi được');
    const resent = await client.post('/admin/notifications/resend', {}, cookie);
    expect(resent.headers.get('location')).toBe('/admin?da-gui-lai=2');
    await expect.poll(() => hook.calls.length).toBe(5);
    const after = await (await client.get('/admin?da-gui-lai=2', cookie)).text();
    expect(after).toContain('Đã xếp 2 thông báo vào hàng gửi lại.');
    expect(after).toContain('1 thông báo không gửi được');
  });
});
