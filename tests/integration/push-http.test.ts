import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushReceiver, type PushReceiver, type TestSubscription } from '../../scripts/lib/push-receiver.ts';
import { useTeamServer, teamEmails } from './team-server.ts';
import { testDialects } from './test-databases.ts';

// The push switch on 'Tài khoản' and the installed app's files over HTTP, against the production
// server and a push service of our own: turning a phone on, 'Gửi thử', the settings, signing out, a
// lead that rings the phone through the server's own notifier and shows in /metrics; and every
// hostile post refused with a clear 4xx, nothing stored, the server up.

const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const metricsToken = 'bi-mat-cua-prometheus-2026';

let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe.each(testDialects)('push over HTTP on %s', (dialect) => {
  const team = useTeamServer(dialect, 'migrated', () => ({
    PUSH_ENDPOINT_ALLOW: receiver.origin,
    METRICS_TOKEN: metricsToken,
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_HOUR: '0',
  }));
  const json = (body: unknown, cookie: string, userAgent = phone) =>
    fetch(`${team.server.url}/admin/thong-bao-dien-thoai.json`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: team.server.url, cookie, 'user-agent': userAgent },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const subscriptions = () => team.db.selectFrom('push_subscriptions').selectAll().execute();
  const turnOn = async (device: TestSubscription, cookie = team.cookies.sales) => {
    const response = await json({ action: 'subscribe', subscription: device }, cookie);
    expect(await response.json()).toEqual(
      expect.objectContaining({ message: 'Đã bật thông báo trên điện thoại này.' }),
    );
    return response;
  };
  const clear = () => team.db.deleteFrom('push_subscriptions').execute();

  it('serves the manifest, icons and service worker to a phone signed out, and links them from the back office only', async () => {
    const manifest = await fetch(`${team.server.url}/admin/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const body = (await manifest.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string }> };
    expect(body).toEqual(
      expect.objectContaining({
        short_name: 'Bán hàng',
        scope: '/admin',
        start_url: '/admin/bat-dau',
        display: 'standalone',
        lang: 'vi',
      }),
    );
    for (const icon of body.icons) {
      const png = Buffer.from(await (await fetch(`${team.server.url}${icon.src}`)).arrayBuffer());
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const worker = await fetch(`${team.server.url}/admin/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('service-worker-allowed')).toBe('/admin');
    expect(worker.headers.get('set-cookie')).toBeNull();
    expect(await worker.text()).toContain("addEventListener('notificationclick'");
    const offline = await (await fetch(`${team.server.url}/admin/ngoai-tuyen`)).text();
    expect(offline).toContain('Mất kết nối mạng');
    const landing = await (await fetch(`${team.server.url}/`)).text();
    expect(landing).not.toMatch(/manifest\.webmanifest|sw\.js|serviceWorker/);
    const account = await (await team.client.get('/admin/tai-khoan', team.cookies.sales)).text();
    expect(account).toContain('<link rel="manifest" href="/admin/manifest.webmanifest">');
    // The installed app opens on each member's own first page.
    expect((await team.client.get('/admin/bat-dau', team.cookies.sales)).headers.get('location')).toBe(
      '/admin/hom-nay',
    );
    expect((await team.client.get('/admin/bat-dau')).headers.get('location')).toBe(
      '/admin/login?next=%2Fadmin%2Fbat-dau',
    );
  });

  it('turns a phone on once, lists it, sends it a test, and forgets it when that phone signs out', async () => {
    await clear();
    const { cookie } = await team.client.signIn(teamEmails.sales, '/admin', undefined, phone);
    const device = receiver.device();
    expect((await turnOn(device, cookie)).status).toBe(201);
    expect((await turnOn(device, cookie)).status).toBe(200);
    expect(await subscriptions()).toHaveLength(1);
    const page = await (await team.client.get('/admin/tai-khoan', cookie)).text();
    expect(page).toContain('Thông báo trên điện thoại');
    expect(page).toContain('Chrome trên Android');
    expect(page).toContain('chưa gửi thông báo nào');

    const before = receiver.pushes.length;
    const test = await json({ action: 'test', endpoint: device.endpoint }, cookie);
    expect(test.status).toBe(200);
    expect((await test.json()) as object).toEqual({
      ok: true,
      message: 'Đã gửi thông báo thử. Điện thoại sẽ hiện nó trong vài giây.',
    });
    expect(receiver.pushes.slice(before).map((push) => push.payload)).toEqual([
      {
        title: 'Thông báo thử',
        body: 'Điện thoại này sẽ báo khi có khách hàng mới.',
        url: '/admin/tai-khoan',
        tag: 'push-test',
        call: false,
      },
    ]);

    // Another of Lan's phones, signed in elsewhere, keeps ringing when this one signs out.
    const other = receiver.device();
    await turnOn(other);
    const out = await team.client.post('/admin/logout', {}, cookie);
    expect(out.status).toBe(303);
    expect((await subscriptions()).map((row) => row.endpoint)).toEqual([other.endpoint]);
  });

  it('ties a phone to the session it is signed in with now, so signing that one out silences it', async () => {
    await clear();
    const first = (await team.client.signIn(teamEmails.sales, '/admin', undefined, phone)).cookie;
    const device = receiver.device();
    await turnOn(device, first);
    // The next morning the phone signs in anew; its pages tie the subscription to the new session.
    const second = (await team.client.signIn(teamEmails.sales, '/admin', undefined, phone)).cookie;
    const refreshed = await json({ action: 'refresh', endpoint: device.endpoint }, second);
    expect(refreshed.status).toBe(200);
    // 'Kết thúc mọi phiên khác' on the phone keeps its own pushes; signing it out ends them.
    expect((await team.client.post('/admin/tai-khoan', { action: 'end_others' }, second)).status).toBe(303);
    expect(await subscriptions()).toHaveLength(1);
    await team.client.post('/admin/logout', {}, second);
    expect(await subscriptions()).toEqual([]);
    // A browser whose subscription is not the member's has nothing to tie.
    const other = (await team.client.signIn(teamEmails.sales, '/admin', undefined, phone)).cookie;
    expect((await json({ action: 'refresh', endpoint: device.endpoint }, other)).status).toBe(404);
    await team.client.post('/admin/logout', {}, other);
    // 'Kết thúc mọi phiên khác' ended the shared session of the other tests: sign it in again.
    team.cookies.sales = (await team.client.signIn(teamEmails.sales)).cookie;
  });

  it("never takes a colleague's phone over with its address alone; the same browser passes on", async () => {
    await clear();
    const device = receiver.device();
    await turnOn(device);
    const forged = receiver.device();
    const takeover = await json(
      { action: 'subscribe', subscription: { endpoint: device.endpoint, keys: forged.keys } },
      team.cookies.owner,
    );
    expect(takeover.status).toBe(409);
    expect(((await takeover.json()) as { message: string }).message).toBe(
      'Trình duyệt này đang nhận thông báo cho một tài khoản khác. Đăng nhập tài khoản đó và tắt thông báo trước, rồi bật lại.',
    );
    const [kept] = await subscriptions();
    // The same browser (its own keys) on a shared computer: it passes to the owner, as a new device.
    expect((await json({ action: 'subscribe', subscription: device }, team.cookies.owner)).status).toBe(201);
    const [moved] = await subscriptions();
    expect(moved!.id).not.toBe(kept!.id);
    expect(moved!.user_id).not.toBe(kept!.user_id);
  });

  it('says a test went nowhere and removes the device when the push service no longer knows it', async () => {
    await clear();
    const device = receiver.device([410]);
    await turnOn(device);
    const test = await json({ action: 'test', endpoint: device.endpoint }, team.cookies.sales);
    expect(test.status).toBe(410);
    expect(((await test.json()) as { message: string }).message).toBe(
      'Dịch vụ thông báo của trình duyệt không còn nhận thiết bị này. Hãy bật lại thông báo.',
    );
    expect(await subscriptions()).toEqual([]);
  });

  it('saves what rings, and removes only the member’s own device', async () => {
    await clear();
    const device = receiver.device();
    await turnOn(device);
    const saved = await team.client.post(
      '/admin/thong-bao-dien-thoai',
      { action: 'save', newLead: 'on', hideDetails: 'on' },
      team.cookies.sales,
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/tai-khoan?thong-bao=push_saved#thong-bao-dien-thoai');
    const settings = await team.db
      .selectFrom('push_settings')
      .innerJoin('staff_users', 'staff_users.id', 'push_settings.user_id')
      .selectAll('push_settings')
      .where('staff_users.email', '=', teamEmails.sales)
      .executeTakeFirstOrThrow();
    expect([
      settings.new_lead,
      settings.demos,
      settings.untouched,
      settings.quiet_hours,
      settings.hide_details,
    ]).toEqual([1, 0, 0, 0, 1]);
    const [row] = await subscriptions();
    const theirs = await team.client.post(
      '/admin/thong-bao-dien-thoai',
      { action: 'remove', device: row!.id },
      team.cookies.owner,
    );
    const forged = await team.client.post(
      '/admin/thong-bao-dien-thoai',
      { action: 'remove', device: 'x\u0000' },
      team.cookies.sales,
    );
    expect(forged.headers.get('location')).toBe('/admin/tai-khoan?thong-bao=unchanged#thong-bao-dien-thoai');
    expect(theirs.headers.get('location')).toBe('/admin/tai-khoan?thong-bao=unchanged#thong-bao-dien-thoai');
    expect(await subscriptions()).toHaveLength(1);
    const mine = await team.client.post(
      '/admin/thong-bao-dien-thoai',
      { action: 'remove', device: row!.id },
      team.cookies.sales,
    );
    expect(mine.headers.get('location')).toBe('/admin/tai-khoan?thong-bao=push_removed#thong-bao-dien-thoai');
    expect(await subscriptions()).toEqual([]);
    const reset = { action: 'save', newLead: 'on', demos: 'on', untouched: 'on', quietHours: 'on' };
    await team.client.post('/admin/thong-bao-dien-thoai', reset, team.cookies.sales);
  });

  it('refuses forged, oversized, private and wrongly sent subscriptions with a clear 4xx, storing nothing', async () => {
    await clear();
    const device = receiver.device();
    const cookie = team.cookies.sales;
    const refusals: Array<[string, Response, number, string?]> = [
      ['GET', await fetch(`${team.server.url}/admin/thong-bao-dien-thoai.json`, { headers: { cookie } }), 405],
      [
        'form-encoded',
        await team.client.post('/admin/thong-bao-dien-thoai.json', { action: 'subscribe' }, cookie),
        415,
      ],
      ['not JSON', await json('{"action":', cookie), 400, 'Yêu cầu không hợp lệ.'],
      ['an array', await json('[1,2]', cookie), 400, 'Yêu cầu không hợp lệ.'],
      ['70 KB', await json({ action: 'subscribe', subscription: { ...device, pad: 'x'.repeat(70_000) } }, cookie), 413],
      [
        'no keys',
        await json({ action: 'subscribe', subscription: { endpoint: device.endpoint } }, cookie),
        400,
        'Trình duyệt gửi thông tin đăng ký không hợp lệ. Hãy tải lại trang rồi bật lại.',
      ],
      [
        'short key',
        await json(
          { action: 'subscribe', subscription: { ...device, keys: { ...device.keys, p256dh: 'AAAA' } } },
          cookie,
        ),
        400,
      ],
      [
        'endpoint a number',
        await json({ action: 'subscribe', subscription: { ...device, endpoint: 42 } }, cookie),
        400,
      ],
      [
        'a NUL in the endpoint',
        await json(
          { action: 'subscribe', subscription: { ...device, endpoint: 'https://push.example.com/a\u0000b' } },
          cookie,
        ),
        400,
      ],
      [
        'a key off the curve',
        await json(
          {
            action: 'subscribe',
            subscription: { ...device, keys: { ...device.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') } },
          },
          cookie,
        ),
        400,
        'Trình duyệt gửi thông tin đăng ký không hợp lệ. Hãy tải lại trang rồi bật lại.',
      ],
      ['a NUL in a test', await json({ action: 'test', endpoint: 'x\u0000y' }, cookie), 400],
      ['unknown action', await json({ action: 'drop_table' }, cookie), 400],
      ['signed out', await json({ action: 'subscribe', subscription: device }, ''), 401, 'Vui lòng đăng nhập.'],
      ['an editor', await json({ action: 'subscribe', subscription: device }, team.cookies.editor), 403],
    ];
    for (const endpoint of [
      'http://push.example.com/abc',
      'https://127.0.0.1/abc',
      'https://10.0.0.5/admin',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost:3000/admin',
      'https://[::1]/x',
      'https://[::ffff:192.168.1.1]/x',
      'https://nas.local/x',
      `${receiver.origin.replace('127.0.0.1', 'localhost')}/push/x`,
    ]) {
      refusals.push([
        endpoint,
        await json({ action: 'subscribe', subscription: { ...device, endpoint } }, cookie),
        422,
        'Địa chỉ nhận thông báo của trình duyệt này không được chấp nhận (phải là dịch vụ thông báo công khai qua https).',
      ]);
    }
    for (const [what, response, status, message] of refusals) {
      expect(`${what}: ${response.status}`).toBe(`${what}: ${status}`);
      if (message) expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    // Bytes that are not UTF-8 are refused as a browser never sends them.
    const bytes = await fetch(`${team.server.url}/admin/thong-bao-dien-thoai.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: team.server.url, cookie },
      body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(bytes.status).toBe(400);
    expect(await subscriptions()).toEqual([]);
    expect((await fetch(`${team.server.url}/healthz`)).status).toBe(200);
  });

  it('holds a member to ten devices', async () => {
    await clear();
    for (let index = 0; index < 10; index++) await turnOn(receiver.device());
    const eleventh = await json({ action: 'subscribe', subscription: receiver.device() }, team.cookies.sales);
    expect(eleventh.status).toBe(422);
    expect(((await eleventh.json()) as { message: string }).message).toBe(
      'Tài khoản đã có 10 thiết bị nhận thông báo. Gỡ bớt một thiết bị rồi bật lại.',
    );
    expect(await subscriptions()).toHaveLength(10);
  });

  it("rings the salesperson's phone for a lead posted to the site, and counts it in /metrics", async () => {
    await clear();
    await team.db.updateTable('staff_users').set({ taking_leads: 1 }).where('email', '=', teamEmails.sales).execute();
    const device = receiver.device();
    await turnOn(device);
    const before = receiver.pushes.filter((push) => push.status === 201).length;
    const lead = await fetch(`${team.server.url}/api/leads/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        company_name: 'Khách sạn Sông Hàn',
        name: 'Phạm Minh Tuấn',
        email: 'tuan@songhan.vn',
        phone: '0905 222 333',
        page: '/',
      }),
    });
    expect(lead.status).toBe(200);
    const pushes = await receiver.waitFor(before + 1);
    const push = pushes.at(-1)!;
    expect(device.endpoint.endsWith(push.device)).toBe(true);
    expect(push.payload).toEqual(expect.objectContaining({ title: 'Khách hàng mới: Khách sạn Sông Hàn', call: true }));
    // The outbox records it sent a moment after the push service's 201.
    await expect
      .poll(async () => {
        const metrics = await (
          await fetch(`${team.server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
        ).text();
        return /hotelix_push_notifications_total\{outcome="sent"\} [1-9]/.test(metrics);
      })
      .toBe(true);
  });
});
