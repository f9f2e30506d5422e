import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPushReceiver, type PushReceiver, type TestSubscription } from '../../scripts/lib/push-receiver.ts';
import { parseOfficeHours } from '../../src/lib/sales/office-hours.ts';
import { setAccountActive } from '../../src/server/auth/accounts.service.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { submitLead } from '../../src/server/leads/lead.service.ts';
import { openChannels } from '../../src/server/notify/channels.ts';
import { createNotifier, type Notifier } from '../../src/server/notify/notifier.ts';
import { parseNotifyConfig } from '../../src/server/notify/notify-config.ts';
import { parsePushConfig } from '../../src/server/push/push-config.ts';
import { pushChannel } from '../../src/server/push/push-delivery.ts';
import { queueEscalations, queueMeetingPushes } from '../../src/server/push/push-queue.ts';
import { saveSettings, saveSubscription } from '../../src/server/push/push.repository.ts';
import { vapidKeys } from '../../src/server/push/vapid-keys.ts';
import { defaultPushSettings } from '../../src/lib/push/push-settings.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// Pushes to the team's phones through the outbox, against a push service of our own that checks the
// VAPID JWT and decrypts every payload (scripts/lib/push-receiver.ts). Time is the notifier's clock
// and the queue's `now`, moved by the tests: quiet hours, retries and escalations without waiting.

const monday9 = new Date('2026-11-23T02:00:00Z'); // Monday 09:00 in Vietnam
const officeWeek = parseOfficeHours(['Thứ Hai đến thứ Sáu: 8:00–18:00', 'Thứ Bảy: 8:00–12:00', 'Chủ nhật: nghỉ'])!;
const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);
const noLimits = { perMinute: 0, perHour: 0 };

const lead = {
  name: 'Nguyễn Văn Hải',
  company_name: 'Khách sạn Hải Âu',
  email: 'hai@haiau.vn',
  phone: '0905 123 456',
  room_count: '30',
  message: 'Cần tư vấn phần mềm quản lý',
  page: '/contact',
};

let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe.each(testDialects)('push notifications on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  let now: Date;
  const notifiers: Notifier[] = [];
  const config = () => ({
    ...parsePushConfig({ PUSH_ENDPOINT_ALLOW: receiver.origin }, 'sales@hotelix.vn'),
    timeoutMs: 300,
  });
  const notifier = (database = db) => {
    const made = createNotifier({
      db: database,
      channels: openChannels(parseNotifyConfig({}), undefined, undefined, pushChannel(database, config())),
      leaseMs: 60_000,
      random: () => 0,
      clock: () => now,
    });
    notifiers.push(made);
    return made;
  };
  const people = { owner: 'u-owner', sales: 'u-sales', other: 'u-other' } as const;

  async function addMember(id: string, role: 'owner' | 'sales', name: string, taking = 1) {
    await db
      .insertInto('staff_users')
      .values({
        id,
        email: `${id}@hotelix.vn`,
        password_hash: 'x',
        role,
        name,
        deactivated_at: null,
        created_at: monday9.toISOString(),
        taking_leads: taking,
      })
      .execute();
  }
  async function subscribe(
    userId: string,
    answers: Parameters<PushReceiver['device']>[0] = [],
    session = `s-${userId}`,
  ) {
    const device = receiver.device(answers);
    await saveSubscription(db, {
      userId,
      sessionHash: session,
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      device: 'Chrome trên Android',
      at: now.toISOString(),
    });
    return device;
  }
  const pushesTo = (device: TestSubscription) =>
    receiver.pushes.filter((push) => device.endpoint.endsWith(push.device));
  const store = async (fields: Record<string, unknown> = lead) => {
    const result = await submitLead(
      db,
      { form: 'contact', fields, client: '203.0.113.7', consentVersion: '2026-11-22', now },
      noLimits,
      [],
    );
    if (result.kind !== 'stored') throw new Error(result.kind);
    return result.leadId;
  };
  const pushRows = () =>
    db.selectFrom('notifications').selectAll().where('channel', '=', 'push').orderBy('created_at').execute();

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect, 'migrated');
    db = createDb(testDb.config);
    receiver.pushes.length = 0;
    receiver.rejected.length = 0;
    now = monday9;
    await addMember(people.owner, 'owner', 'Chủ Hải');
    await addMember(people.sales, 'sales', 'Trần Thị Lan');
  });

  afterEach(async () => {
    await Promise.all(notifiers.splice(0).map((made) => made.stop(0)));
    await db.destroy();
    await testDb.dispose();
  });

  it("rings each of the salesperson's phones once, signed and encrypted, naming the hotel but never the phone or e-mail", async () => {
    const phone = await subscribe(people.sales);
    const tablet = await subscribe(people.sales);
    const ownerPhone = await subscribe(people.owner);
    const id = await store();
    expect(await notifier().deliverDue()).toBe(2);

    expect(receiver.rejected).toEqual([]);
    expect(pushesTo(phone)).toHaveLength(1);
    expect(pushesTo(tablet)).toHaveLength(1);
    // The lead is Lan's: the owner's phone stays quiet.
    expect(pushesTo(ownerPhone)).toHaveLength(0);
    const [push] = pushesTo(phone);
    expect(push!.payload).toEqual({
      title: 'Khách hàng mới: Khách sạn Hải Âu',
      body: 'Nguyễn Văn Hải · Liên hệ',
      url: `/admin/leads/${id}`,
      tag: `lead-${id}`,
      call: true,
    });
    expect(JSON.stringify(push!.payload)).not.toMatch(/0905|hai@haiau|phần mềm/);
    expect(push!.plainBytes).toBeLessThanOrEqual(2048);
    expect(push!.headers.ttl).toBe('28800');
    expect(push!.headers.urgency).toBe('high');
    expect(push!.claims.sub).toBe('mailto:sales@hotelix.vn');
    expect(push!.vapidKey).toBe((await vapidKeys(db)).publicKey);
    const rows = await pushRows();
    expect(rows.map((row) => [row.purpose, row.status])).toEqual([
      ['new_lead', 'delivered'],
      ['new_lead', 'delivered'],
    ]);
  });

  it('sends each push exactly once when two instances deliver at the same moment', async () => {
    const devices = [await subscribe(people.sales), await subscribe(people.sales), await subscribe(people.sales)];
    await store();
    await store({ ...lead, email: 'mai@haiau.vn', phone: '0905 999 888', name: 'Lê Thị Mai' });
    const other = createDb(testDb.config);
    try {
      const [first, second] = await Promise.all([notifier().deliverDue(), notifier(other).deliverDue()]);
      expect(first + second).toBe(6);
      for (const device of devices) expect(pushesTo(device)).toHaveLength(2);
    } finally {
      await Promise.all(notifiers.splice(0).map((made) => made.stop(0)));
      await other.destroy();
    }
  });

  it("waits as long as the push service's Retry-After asks, retries a 500, and stops at its 201", async () => {
    const phone = await subscribe(people.sales, [{ status: 429, retryAfter: '120' }, 500]);
    await store();
    const worker = notifier();
    await worker.deliverDue();
    let [row] = await pushRows();
    expect(row!.status).toBe('pending');
    // Retry-After 120 s, not the outbox's own first 30 s.
    expect(row!.next_attempt_at).toBe(minutes(monday9, 2).toISOString());
    now = minutes(monday9, 1);
    expect(await worker.deliverDue()).toBe(0);
    now = minutes(monday9, 2);
    await worker.deliverDue();
    [row] = await pushRows();
    expect(row!.last_error).toBe('Dịch vụ đẩy trả lời HTTP 500');
    now = minutes(monday9, 3);
    await worker.deliverDue();
    [row] = await pushRows();
    expect(row!.status).toBe('delivered');
    expect(pushesTo(phone).map((push) => push.status)).toEqual([429, 500, 201]);
  });

  it('counts a push service that does not answer as a failure to retry, not a lost push', async () => {
    await subscribe(people.sales, [{ delayMs: 2000 }]);
    await store();
    await notifier().deliverDue();
    const [row] = await pushRows();
    expect(row!.status).toBe('pending');
    expect(row!.last_error).toMatch(/^Không kết nối được dịch vụ đẩy: Dịch vụ đẩy không trả lời trong 0.3 giây/);
  });

  it('removes a device the push service no longer knows (410) and sends it nothing more', async () => {
    const gone = await subscribe(people.sales, [410]);
    const kept = await subscribe(people.sales);
    await store();
    await notifier().deliverDue();
    expect((await pushRows()).every((row) => row.status === 'delivered')).toBe(true);
    const left = await db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((row) => row.endpoint)).toEqual([kept.endpoint]);
    await store({ ...lead, email: 'mai@haiau.vn', phone: '0905 999 888' });
    await notifier().deliverDue();
    expect(pushesTo(gone)).toHaveLength(1);
    expect(pushesTo(kept)).toHaveLength(2);
  });

  it('keeps a push outside the salesperson’s own hours for the start of the next one, and rings at once when quiet hours are off', async () => {
    const phone = await subscribe(people.sales);
    // Lan takes demos 13:00–17:00 on weekdays: her office hours.
    await db
      .insertInto('staff_availability')
      .values({
        user_id: people.sales,
        weekly_hours: JSON.stringify([
          [],
          [[780, 1020]],
          [[780, 1020]],
          [[780, 1020]],
          [[780, 1020]],
          [[780, 1020]],
          [],
        ]),
        meeting_link: null,
        updated_at: now.toISOString(),
      })
      .execute();
    await store();
    const [row] = await pushRows();
    expect(row!.next_attempt_at).toBe('2026-11-23T06:00:00.000Z'); // 13:00 in Vietnam
    expect(await notifier().deliverDue()).toBe(0);
    now = new Date('2026-11-23T06:00:00Z');
    expect(await notifier().deliverDue()).toBe(1);
    expect(pushesTo(phone)).toHaveLength(1);

    await saveSettings(db, people.sales, { ...defaultPushSettings, quietHours: false }, now.toISOString());
    now = new Date('2026-11-28T14:00:00Z'); // Saturday 21:00
    await store({ ...lead, email: 'mai@haiau.vn', phone: '0905 999 888' });
    expect(await notifier().deliverDue()).toBe(1);
    expect(pushesTo(phone)).toHaveLength(2);
  });

  it('escalates an untouched lead at 15 office minutes to its salesperson and at 30 to the owner, once each, however many instances ask', async () => {
    const salesPhone = await subscribe(people.sales);
    const ownerPhone = await subscribe(people.owner);
    const id = await store();
    await notifier().deliverDue();
    expect(await queueEscalations(db, minutes(monday9, 14), officeWeek)).toBe(0);
    now = minutes(monday9, 15);
    await Promise.all([queueEscalations(db, now, officeWeek), queueEscalations(db, now, officeWeek)]);
    await notifier().deliverDue();
    expect(pushesTo(salesPhone).map((push) => (push.payload as { title: string }).title)).toEqual([
      'Khách hàng mới: Khách sạn Hải Âu',
      'Chưa liên hệ sau 15 phút: Khách sạn Hải Âu',
    ]);
    expect(pushesTo(ownerPhone)).toHaveLength(0);
    now = minutes(monday9, 30);
    await queueEscalations(db, now, officeWeek);
    await queueEscalations(db, minutes(monday9, 31), officeWeek);
    await notifier().deliverDue();
    expect(pushesTo(ownerPhone).map((push) => push.payload)).toEqual([
      expect.objectContaining({ title: '30 phút chưa ai liên hệ: Khách sạn Hải Âu', url: `/admin/leads/${id}` }),
    ]);
    expect(pushesTo(salesPhone)).toHaveLength(2);
  });

  it('rings a phone turned on later for no lead whose threshold passed before it', async () => {
    await store();
    now = minutes(monday9, 40);
    const late = await subscribe(people.owner);
    const lateSales = await subscribe(people.sales);
    expect(await queueEscalations(db, minutes(monday9, 41), officeWeek)).toBe(0);
    await notifier().deliverDue();
    expect(pushesTo(late)).toHaveLength(0);
    expect(pushesTo(lateSales)).toHaveLength(0);
  });

  it('gives up at once on a push the service refuses as malformed (400), and removes a device made for other keys (403)', async () => {
    const refused = await subscribe(people.sales, [400]);
    const otherKeys = await subscribe(people.sales, [403]);
    await store();
    await notifier().deliverDue();
    const rows = await pushRows();
    expect(rows.map((row) => [row.status, row.attempts]).sort()).toEqual([
      ['delivered', 1],
      ['failed', 1],
    ]);
    expect(rows.find((row) => row.status === 'failed')!.last_error).toBe('Dịch vụ đẩy trả lời HTTP 400');
    const left = await db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((row) => row.endpoint)).toEqual([refused.endpoint]);
    expect(pushesTo(otherKeys)).toHaveLength(1);
  });

  it('says nothing of a new lead held by quiet hours once a colleague has called it', async () => {
    const phone = await subscribe(people.sales);
    now = new Date('2026-11-28T14:00:00Z'); // Saturday 21:00: held to Monday 8:00
    const id = await store();
    await db
      .updateTable('contacts')
      .set({ status: 'contacted', first_response_at: '2026-11-29T02:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    now = new Date('2026-11-30T01:00:00Z');
    expect(await notifier().deliverDue()).toBe(1);
    expect(pushesTo(phone)).toHaveLength(0);
  });

  it('counts office minutes only: a lead left at 17:50 escalates at 8:05 the next morning', async () => {
    const salesPhone = await subscribe(people.sales);
    now = new Date('2026-11-23T10:50:00Z'); // Monday 17:50
    await store();
    await notifier().deliverDue();
    expect(await queueEscalations(db, new Date('2026-11-23T23:04:00Z'), officeWeek)).toBe(0); // Tuesday 6:04
    expect(await queueEscalations(db, new Date('2026-11-24T01:05:00Z'), officeWeek)).toBe(1); // Tuesday 8:05
    now = new Date('2026-11-24T01:05:00Z');
    await notifier().deliverDue();
    expect(pushesTo(salesPhone)).toHaveLength(2);
  });

  it('says nothing of a lead called before its escalation went out', async () => {
    const salesPhone = await subscribe(people.sales);
    const id = await store();
    await notifier().deliverDue();
    now = minutes(monday9, 15);
    await queueEscalations(db, now, officeWeek);
    await db
      .updateTable('contacts')
      .set({ status: 'contacted', first_response_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await notifier().deliverDue();
    expect(pushesTo(salesPhone)).toHaveLength(1);
    expect((await pushRows()).map((row) => row.status)).toEqual(['delivered', 'delivered']);
  });

  it('gives a member removed from the team nothing, not even what was queued before', async () => {
    const phone = await subscribe(people.sales);
    const id = await store();
    now = minutes(monday9, 15);
    await queueEscalations(db, now, officeWeek);
    expect(await setAccountActive(db, people.sales, false, now)).toBe('changed');
    expect(await db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
    await notifier().deliverDue();
    await queueEscalations(db, minutes(monday9, 16), officeWeek);
    await notifier().deliverDue();
    expect(pushesTo(phone)).toHaveLength(0);
    expect(id).toBeTruthy();
  });

  it('tells the owners of a lead nobody took, and only the lock-screen line when details are hidden', async () => {
    await db.updateTable('staff_users').set({ taking_leads: 0 }).execute();
    const ownerPhone = await subscribe(people.owner);
    const salesPhone = await subscribe(people.sales);
    await saveSettings(db, people.owner, { ...defaultPushSettings, hideDetails: true }, now.toISOString());
    const id = await store();
    await notifier().deliverDue();
    expect(pushesTo(salesPhone)).toHaveLength(0);
    expect(pushesTo(ownerPhone).map((push) => push.payload)).toEqual([
      { title: 'Có khách hàng mới', body: '', url: `/admin/leads/${id}`, tag: `lead-${id}`, call: false },
    ]);
  });

  it('rings the salesperson for a demo booked, moved or cancelled, unless they turned demos off', async () => {
    const phone = await subscribe(people.sales);
    const id = await store();
    await notifier().deliverDue();
    await db.transaction().execute((trx) => queueMeetingPushes(trx, id, 'cancel', now));
    await notifier().deliverDue();
    expect((pushesTo(phone)[1]!.payload as { title: string }).title).toBe('Lịch demo đã hủy: Khách sạn Hải Âu');
    await saveSettings(db, people.sales, { ...defaultPushSettings, demos: false }, now.toISOString());
    await db.transaction().execute((trx) => queueMeetingPushes(trx, id, 'invite', now));
    expect(await notifier().deliverDue()).toBe(0);
    expect(pushesTo(phone)).toHaveLength(2);
  });
});
