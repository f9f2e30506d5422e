import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startSmtpReceiver,
  startWebhookReceiver,
  type SmtpReceiver,
  type WebhookReceiver,
} from '../../scripts/lib/notify-receivers.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database, NotificationChannel } from '../../src/server/db/database.ts';
import { submitLead, type LeadSubmission } from '../../src/server/leads/lead.service.ts';
import { openChannels } from '../../src/server/notify/channels.ts';
import { claimDue, failedNotifications, requeueFailed } from '../../src/server/notify/notification.repository.ts';
import { createNotifier, type Notifier } from '../../src/server/notify/notifier.ts';
import { parseNotifyConfig } from '../../src/server/notify/notify-config.ts';
import { signBody, signatureHeader } from '../../src/server/notify/webhook-sender.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// The notifier against a real SMTP server and a real HTTP receiver in this process. Time is the
// notifier's own clock, moved by the tests, so the real retry schedule (30 s, doubling) is checked
// without waiting for it.

const start = new Date('2026-11-23T02:00:00Z');
const secret = 'bi-mat-webhook-cua-hotelix';
const noLimits = { perMinute: 0, perHour: 0 };
const allChannels: NotificationChannel[] = ['sales_email', 'webhook'];

const contactFields = {
  name: 'Trần Thị Bích',
  company_name: 'Resort <Biển> & Xanh',
  email: 'bich@bienxanh.vn',
  phone: '0912 345 678',
  room_count: '45',
  message: 'Cần tư vấn <script>alert(1)</script> cho 45 phòng',
  page: '/contact',
  utm_source: 'zalo',
};

function submission(fields: Record<string, unknown> = contactFields, extra: Partial<LeadSubmission> = {}) {
  return {
    form: 'contact',
    fields,
    client: '203.0.113.7',
    consentVersion: '2026-11-22',
    now: start,
    ...extra,
  } as const;
}

let smtp: SmtpReceiver;
let hook: WebhookReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  hook = await startWebhookReceiver();
});

afterAll(async () => {
  await smtp.close();
  await hook.close();
});

describe.each(testDialects)('notifications on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  let now: Date;
  let notifier: Notifier;

  const notifyEnv = () => ({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL_TO: 'Phòng kinh doanh <sales@hotelix.vn>',
    NOTIFY_EMAIL_FROM: 'Hotelix <no-reply@hotelix.vn>',
    NOTIFY_WEBHOOK_URL: hook.url,
    NOTIFY_WEBHOOK_SECRET: secret,
  });
  const config = () => parseNotifyConfig(notifyEnv());
  const newNotifier = (database = db) =>
    createNotifier({
      db: database,
      channels: openChannels(config()),
      leaseMs: 60_000,
      random: () => 0,
      clock: () => now,
    });
  const rows = () => db.selectFrom('notifications').selectAll().orderBy('channel').execute();

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect, 'migrated');
    db = createDb(testDb.config);
    smtp.emails.length = 0;
    hook.calls.length = 0;
    hook.behave(() => 200);
    now = start;
    notifier = newNotifier();
  });

  afterEach(async () => {
    await notifier.stop(0);
    await db.destroy();
    await testDb.dispose();
  });

  it('sends one e-mail and one signed webhook per lead, with every field', async () => {
    const result = await submitLead(db, submission(), noLimits, allChannels);
    expect(result.kind).toBe('stored');
    expect(await notifier.deliverDue()).toBe(2);
    expect(await notifier.deliverDue()).toBe(0);

    expect(smtp.emails).toHaveLength(1);
    const email = smtp.emails[0]!;
    expect(email.subject).toBe('Khách hàng mới: Resort <Biển> & Xanh (Liên hệ)');
    expect(email.to).toEqual(['sales@hotelix.vn']);
    expect(email.from).toContain('no-reply@hotelix.vn');
    expect(email.replyTo).toContain('bich@bienxanh.vn');
    for (const text of [
      'Trần Thị Bích',
      'bich@bienxanh.vn',
      '0912 345 678',
      '45',
      '/contact',
      'zalo',
      '23/11/2026 09:00',
    ]) {
      expect(email.text).toContain(text);
    }
    expect(email.text).toContain('Cần tư vấn <script>alert(1)</script> cho 45 phòng');
    if (result.kind !== 'stored') throw new Error('not stored');
    expect(email.text).toContain(`/admin/leads/${result.leadId}`);
    expect(email.html).toContain('Resort &lt;Biển&gt; &amp; Xanh');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).not.toContain('<script>');

    expect(hook.calls).toHaveLength(1);
    const call = hook.calls[0]!;
    const [webhookRow] = (await rows()).filter((row) => row.channel === 'webhook');
    expect(call.headers['idempotency-key']).toBe(webhookRow!.id);
    expect(call.headers[signatureHeader.toLowerCase()]).toBe(signBody(call.body, secret));
    const payload = JSON.parse(call.body) as { id: string; text: string; lead: Record<string, unknown> };
    expect(payload.id).toBe(webhookRow!.id);
    expect(payload.lead).toMatchObject({
      id: result.leadId,
      source: 'contact',
      company_name: 'Resort <Biển> & Xanh',
      name: 'Trần Thị Bích',
      phone: '0912 345 678',
      room_count: 45,
      utm_source: 'zalo',
    });
    expect(payload.text).toContain('Resort &lt;Biển&gt; &amp; Xanh');
    // Nobody was taking leads: the team gets it, and the chat says so.
    expect(email.text).toContain('Người phụ trách: Chưa giao');
    expect((payload as unknown as { owner: unknown }).owner).toBeNull();

    expect((await rows()).map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ['sales_email', 'delivered', 1],
      ['webhook', 'delivered', 1],
    ]);
  });

  it('writes a lead and its notifications together or not at all', async () => {
    await submitLead(db, submission(), noLimits, allChannels);
    expect(await rows()).toHaveLength(2);

    await sql`DROP TABLE notifications`.execute(db);
    expect(
      await submitLead(db, submission({ ...contactFields, email: 'khac@bienxanh.vn' }), noLimits, allChannels),
    ).toEqual({
      kind: 'unavailable',
    });
    const leads = await db.selectFrom('contacts').select('email').execute();
    expect(leads.map((lead) => lead.email)).toEqual(['bich@bienxanh.vn']);
  });

  it('retries 30 s, 60 s and 120 s after failures, with the same idempotency key each time', async () => {
    hook.behave((count) => (count <= 3 ? 503 : 200));
    await submitLead(db, submission(), noLimits, ['webhook']);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await notifier.deliverDue();
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, last_error: 'Webhook trả lời HTTP 503: lỗi' });
      const due = Date.parse(row!.next_attempt_at);
      waits.push(due - now.getTime());
      now = new Date(due - 1000);
      expect(await notifier.deliverDue()).toBe(0);
      now = new Date(due);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000]);

    await notifier.deliverDue();
    expect(hook.calls).toHaveLength(4);
    expect(new Set(hook.calls.map((call) => call.headers['idempotency-key'])).size).toBe(1);
    expect(await rows()).toMatchObject([{ status: 'delivered', attempts: 4, last_error: null }]);
  });

  it('gives up after ten attempts, lists the failure for the inbox, and sends again on request', async () => {
    hook.behave(() => 500);
    const result = await submitLead(db, submission(), noLimits, ['webhook']);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await notifier.deliverDue()).toBe(1);
      const [row] = await rows();
      now = new Date(Date.parse(row!.next_attempt_at));
    }
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'failed', attempts: 10, last_error: 'Webhook trả lời HTTP 500: lỗi' });
    expect(hook.calls).toHaveLength(10);
    now = new Date(now.getTime() + 24 * 3600_000);
    expect(await notifier.deliverDue()).toBe(0);

    expect(await failedNotifications(db, 5)).toEqual({
      total: 1,
      latest: [
        {
          id: failed!.id,
          channel: 'webhook',
          last_error: 'Webhook trả lời HTTP 500: lỗi',
          contact_id: result.kind === 'stored' ? result.leadId : '',
          name: 'Trần Thị Bích',
          company_name: 'Resort <Biển> & Xanh',
        },
      ],
    });

    hook.behave(() => 200);
    const one = { id: failed!.id, contactId: failed!.contact_id };
    expect(await requeueFailed(db, ['webhook'], now.toISOString(), one)).toBe(1);
    expect(await requeueFailed(db, ['webhook'], now.toISOString(), one)).toBe(0);
    await notifier.deliverDue();
    expect(await rows()).toMatchObject([{ status: 'delivered', attempts: 1 }]);
    expect(hook.calls.at(-1)!.headers['idempotency-key']).toBe(failed!.id);
    expect((await failedNotifications(db, 5)).total).toBe(0);
  });

  it('takes over a claim whose worker died, once its lease has run out', async () => {
    await submitLead(db, submission(), noLimits, ['webhook']);
    expect(await claimDue(db, 'worker-that-died', 'webhook', now, 60_000, 10)).toHaveLength(1);
    expect(await notifier.deliverDue()).toBe(0);
    now = new Date(start.getTime() + 61_000);
    expect(await notifier.deliverDue()).toBe(1);
    expect(hook.calls).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'delivered', attempts: 2 }]);
  });

  it('gives a delivery that outlasts the shutdown back to the outbox, attempt uncounted', async () => {
    hook.behave(() => 'hang');
    await submitLead(db, submission(), noLimits, ['webhook']);
    const looping = newNotifier();
    await looping.start();
    await expect.poll(() => hook.calls.length).toBe(1);
    await looping.stop(100);
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 0, claim_token: null }]);
  });

  it('drops the notifications of a lead deleted on request', async () => {
    const result = await submitLead(db, submission(), noLimits, allChannels);
    await db
      .deleteFrom('contacts')
      .where('id', '=', result.kind === 'stored' ? result.leadId : '')
      .execute();
    expect(await rows()).toHaveLength(0);
    expect(await notifier.deliverDue()).toBe(0);
  });

  it('never hands one row to two workers claiming at once', async () => {
    const leads = 60;
    for (let index = 0; index < leads; index++) {
      await submitLead(db, submission({ ...contactFields, email: `k${index}@bienxanh.vn` }), noLimits, ['webhook']);
    }
    const second = createDb(testDb.config);
    const other = newNotifier(second);
    const drain = async (worker: Notifier) => {
      while ((await worker.deliverDue()) > 0);
    };
    await Promise.all([drain(notifier), drain(other), drain(notifier), drain(other)]);
    await other.stop(0);
    await second.destroy();
    const keys = hook.calls.map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(leads);
    expect(new Set(keys).size).toBe(leads);
  });

  // Who is written to and what they read, a dropped connection, a refusing mail server, a repeated
  // submission: the outbox statements these reach are the ones the tests above run on both
  // databases, so one is enough.
  if (dialect === 'sqlite') {
    describe('rules', () => {
      it('writes to the salesperson who has the lead, the team in copy, and names them to the chat', async () => {
        await db
          .insertInto('staff_users')
          .values({
            id: '0c9f3a1e-7d2b-4c55-9a10-5b6e8f7d1a20',
            email: 'lan@hotelix.vn',
            password_hash: 'x',
            role: 'sales',
            name: 'Phạm Ngọc Lan',
            deactivated_at: null,
            created_at: start.toISOString(),
          })
          .execute();
        expect((await submitLead(db, submission(), noLimits, allChannels)).kind).toBe('stored');
        expect(await notifier.deliverDue()).toBe(2);
        const email = smtp.emails[0]!;
        expect(email.to).toEqual(['lan@hotelix.vn']);
        expect(email.cc).toEqual(['sales@hotelix.vn']);
        expect(email.text).toContain('Người phụ trách: Phạm Ngọc Lan');
        const payload = JSON.parse(hook.calls[0]!.body) as { owner: unknown; text: string };
        expect(payload.owner).toEqual({
          id: '0c9f3a1e-7d2b-4c55-9a10-5b6e8f7d1a20',
          name: 'Phạm Ngọc Lan',
          email: 'lan@hotelix.vn',
        });
        expect(payload.text).toContain('*Người phụ trách:* Phạm Ngọc Lan');
      });

      it('confirms to the visitor, when asked to, without repeating what they typed', async () => {
        const withConfirmation = createNotifier({
          db,
          channels: openChannels(parseNotifyConfig({ ...notifyEnv(), NOTIFY_VISITOR_CONFIRMATION: 'on' })),
          leaseMs: 60_000,
          clock: () => now,
        });
        await submitLead(db, submission({ ...contactFields, name: 'Mua ngay tại spam.example' }), noLimits, [
          'visitor_email',
        ]);
        expect(await withConfirmation.deliverDue()).toBe(1);
        await withConfirmation.stop(0);
        expect(smtp.emails).toHaveLength(1);
        const [email] = smtp.emails;
        expect(email!.subject).toBe('Chúng tôi đã nhận được yêu cầu của anh/chị');
        expect(email!.to).toEqual(['bich@bienxanh.vn']);
        expect(email!.replyTo).toContain('sales@hotelix.vn');
        expect(email!.text).toContain('Xin chào anh/chị,');
        expect(email!.text).toContain('“Liên hệ”');
        expect(email!.text + email!.html).not.toContain('spam.example');
        const [row] = await rows();
        expect(email!.messageId).toBe(`<${row!.id}@hotelix.vn>`);
      });

      it('queues nothing again for a repeated submission, and nothing when no channel is configured', async () => {
        const key = 'lap-lai-0123456789abcdef';
        await submitLead(db, submission(contactFields, { idempotencyKey: key }), noLimits, allChannels);
        await submitLead(db, submission(contactFields, { idempotencyKey: key }), noLimits, allChannels);
        await submitLead(db, submission({ ...contactFields, email: 'khac@bienxanh.vn' }), noLimits, []);
        expect(await db.selectFrom('contacts').select('id').execute()).toHaveLength(2);
        expect(await rows()).toHaveLength(2);
      });

      it('asks again at once on a fresh connection when the receiver drops one under the request', async () => {
        hook.behave((count) => (count === 1 ? 'reset' : 200));
        await submitLead(db, submission(), noLimits, ['webhook']);
        expect(await notifier.deliverDue()).toBe(1);
        expect(await rows()).toMatchObject([{ status: 'delivered', attempts: 1, last_error: null }]);
        expect(hook.calls).toHaveLength(2);
        expect(new Set(hook.calls.map((call) => call.headers['idempotency-key'])).size).toBe(1);

        // A receiver that drops every connection is not asked a third time: the attempt fails and waits.
        hook.calls.length = 0;
        hook.behave(() => 'reset');
        await submitLead(db, submission({ ...contactFields, email: 'khac@bienxanh.vn' }), noLimits, ['webhook']);
        expect(await notifier.deliverDue()).toBe(1);
        expect(hook.calls).toHaveLength(2);
        const pending = (await rows()).find((row) => row.status === 'pending');
        expect(pending).toMatchObject({ attempts: 1 });
        expect(pending!.last_error).toMatch(/^Không kết nối được webhook/);
      });

      it('records why a mail server could not take the e-mail, and retries', async () => {
        const closed = parseNotifyConfig({
          SMTP_URL: 'smtp://127.0.0.1:9',
          NOTIFY_EMAIL_TO: 'sales@hotelix.vn',
          NOTIFY_EMAIL_FROM: 'no-reply@hotelix.vn',
        });
        const offline = createNotifier({ db, channels: openChannels(closed), leaseMs: 60_000, clock: () => now });
        await submitLead(db, submission(), noLimits, ['sales_email']);
        await offline.deliverDue();
        await offline.stop(0);
        const [row] = await rows();
        expect(row!.status).toBe('pending');
        expect(row!.last_error).toMatch(/^Máy chủ thư từ chối hoặc không trả lời: .*ECONNREFUSED/);
      });
    });
  }
});
