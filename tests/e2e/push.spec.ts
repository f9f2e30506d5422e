import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumFlags, findChromium } from '../../scripts/lib/chromium-path.ts';
import type { ReceivedPush, TestSubscription } from '../../scripts/lib/push-receiver.ts';
import { openDb } from './leads-db';
import { expectNoSidewaysScroll, expectNoViolations } from './page-checks';
import { publicRoutes } from './routes';
import { createStaff } from './staff-session';
import { workerEmail } from './worker-account';

// The back office as an installed app on a salesperson's phone: the public site never registers its
// service worker; a salesperson turns pushes on at 360 px and hears a test; a push delivered to the
// service worker through the DevTools protocol shows the lead, and its page opens through sign-in.
// Headless Chromium has no push service of its own, so PushManager.subscribe is stood in for by a
// subscription of the run's own push service (global-setup.ts): what the server does with it is real.

const password = 'điện thoại reo khi có khách';

// The headless shell refuses every notification permission: the whole browser shows them, headless.
test.use({ launchOptions: { executablePath: findChromium('browser'), args: chromiumFlags }, serviceWorkers: 'allow' });

/** A phone's subscription made by the run's push service. */
const newDevice = async (): Promise<TestSubscription> =>
  (await (await fetch(`${process.env.E2E_PUSH_URL}/device`, { method: 'POST' })).json()) as TestSubscription;
const pushesTo = async (device: TestSubscription): Promise<ReceivedPush[]> =>
  ((await (await fetch(`${process.env.E2E_PUSH_URL}/pushes`)).json()) as ReceivedPush[]).filter((push) =>
    device.endpoint.endsWith(push.device),
  );

/** A 360 px phone's context that may show notifications, signed in as `email`. */
async function phone(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });
  await context.grantPermissions(['notifications']);
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  return { context, page };
}

test('no public page registers the service worker or links the manifest', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/admin\/(sw\.js|manifest\.webmanifest)/.test(request.url())) fetched.push(request.url());
  });
  for (const route of publicRoutes) {
    await page.goto(route);
    expect(await page.locator('link[rel="manifest"]').count(), route).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)), route).toBe(
      0,
    );
  }
  expect(fetched).toEqual([]);
});

test('a salesperson turns this phone on at 360 px, hears a test, and chooses what rings; axe clean', async ({
  browser,
}) => {
  const email = workerEmail('lan-dien-thoai@hotelix.vn');
  createStaff(email, 'sales', password, 'Lan Điện Thoại');
  const device = await newDevice();
  const { context, page } = await phone(browser, email);
  // The browser's push service, stood in for: the subscription the run's push service made.
  await context.addInitScript((subscription) => {
    const fake = {
      endpoint: subscription.endpoint,
      options: { applicationServerKey: null },
      toJSON: () => subscription,
      unsubscribe: async () => {
        localStorage.removeItem('test-push');
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem('test-push') ? fake : null) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem('test-push', '1');
      return fake as unknown as PushSubscription;
    };
  }, device);
  await page.goto('/admin/tai-khoan');
  const section = page.locator('#thong-bao-dien-thoai');
  await expect(section.getByRole('heading', { name: 'Thông báo trên điện thoại' })).toBeVisible();
  await expect(section.getByText('Điện thoại này chưa nhận thông báo.')).toBeVisible();
  await expect(section.getByText('Chưa có thiết bị nào nhận thông báo.')).toBeVisible();
  await expectNoViolations(page, 'push off');

  await section.getByRole('button', { name: 'Bật thông báo trên điện thoại này' }).click();
  await expect(page.getByText('Đã bật thông báo trên điện thoại này. Bấm "Gửi thử" để nghe thử.')).toBeVisible();
  await expect(section.getByText('Điện thoại này đang nhận thông báo.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Thiết bị nhận thông báo' }).getByRole('listitem')).toHaveCount(1);
  await section.getByRole('button', { name: 'Gửi thử' }).click();
  await expect(section.getByRole('status')).toHaveText('Đã gửi thông báo thử. Điện thoại sẽ hiện nó trong vài giây.');
  expect((await pushesTo(device)).map((push) => (push.payload as { title: string }).title)).toEqual(['Thông báo thử']);
  await expectNoViolations(page, 'push on');
  await expectNoSidewaysScroll(page);

  // Demos off, the rest as they were: saved, and shown so after the page comes back.
  await section.getByRole('checkbox', { name: 'Lịch demo của tôi được đặt, đổi giờ hoặc hủy' }).uncheck();
  await section.getByRole('button', { name: 'Lưu cài đặt thông báo' }).click();
  await expect(page.getByText('Đã lưu cài đặt thông báo.')).toBeVisible();
  await expect(
    section.getByRole('checkbox', { name: 'Lịch demo của tôi được đặt, đổi giờ hoặc hủy' }),
  ).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Khách hàng mới giao cho tôi' })).toBeChecked();

  // The next day's session (the last one ended by idleness): the phone's first page ties its pushes to
  // it (src/scripts/admin-app.ts), so signing this session out would silence it.
  const boundSession = async () => {
    const db = openDb();
    try {
      const row = await db
        .selectFrom('push_subscriptions')
        .select('session_hash')
        .where('endpoint', '=', device.endpoint)
        .executeTakeFirstOrThrow();
      return row.session_hash;
    } finally {
      await db.destroy();
    }
  };
  const yesterday = await boundSession();
  await context.clearCookies();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect.poll(boundSession).not.toBe(yesterday);
  await page.goto('/admin/tai-khoan');
  await section.getByRole('button', { name: 'Tắt trên điện thoại này' }).click();
  await expect(page.getByText('Đã tắt thông báo trên điện thoại này.')).toBeVisible();
  await expect(section.getByText('Chưa có thiết bị nào nhận thông báo.')).toBeVisible();
  await context.close();
});

test('a push delivered to the service worker shows the lead; its page opens through sign-in and back', async ({
  browser,
}) => {
  const email = workerEmail('minh-dien-thoai@hotelix.vn');
  createStaff(email, 'sales', password, 'Minh Điện Thoại');
  // A lead of Minh's, as the site's form and the round-robin would make it.
  const visitor = `sao-bien-${process.env.TEST_WORKER_INDEX ?? '0'}-${Date.now()}@vidu.vn`;
  const posted = await fetch(`${process.env.E2E_BASE_URL}/api/leads/trial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      company_name: 'Khách sạn Sao Biển',
      name: 'Lê Văn Nam',
      email: visitor,
      phone: '0905 111 222',
      page: '/',
    }),
  });
  expect(posted.status).toBe(200);
  const db = openDb();
  const lead = await (async () => {
    const minh = await db.selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const row = await db.selectFrom('contacts').select('id').where('email', '=', visitor).executeTakeFirstOrThrow();
    await db.updateTable('contacts').set({ owner_id: minh.id }).where('id', '=', row.id).execute();
    return row;
  })().finally(() => db.destroy());
  const { context, page } = await phone(browser, email);
  await page.goto('/admin/tai-khoan');
  // Every signed-in page registers the worker (src/scripts/admin-app.ts); the account page waits for it.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/admin');

  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL.endsWith('/admin') && !entry.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const url = `/admin/leads/${lead.id}`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify({
      title: 'Khách hàng mới: Khách sạn Sao Biển',
      body: 'Lê Văn Nam · Dùng thử',
      url,
      tag: 'lead-e2e',
      call: true,
    }),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        url: (notification.data as { url: string }).url,
        lang: notification.lang,
      })),
    );
  await expect
    .poll(shown)
    .toEqual([{ title: 'Khách hàng mới: Khách sạn Sao Biển', body: 'Lê Văn Nam · Dùng thử', url, lang: 'vi' }]);

  // A tap opens the lead (the worker's click handler: src/scripts/admin-sw.test.ts); on a phone whose
  // session ended, that address goes through sign-in and back to the lead.
  const signedOut = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  await signedOut.goto(url);
  await expect(signedOut).toHaveURL(/\/admin\/login\?next=/);
  await signedOut.getByLabel('Email').fill(email);
  await signedOut.getByLabel('Mật khẩu').fill(password);
  await signedOut.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(signedOut).toHaveURL(new RegExp(`${url}$`));
  await expect(signedOut.getByRole('heading', { level: 1 })).toHaveText('Lê Văn Nam');
  await expect(signedOut.getByRole('link', { name: 'Gọi 0905 111 222' })).toBeVisible();
  await signedOut.context().close();
  await context.close();
});

test('the offline page is what the service worker shows when the phone has no network', async ({ browser }) => {
  const email = workerEmail('hoa-ngoai-tuyen@hotelix.vn');
  createStaff(email, 'sales', password, 'Hoa');
  const { context, page } = await phone(browser, email);
  await page.goto('/admin/tai-khoan');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // The worker keeps the offline page at install; wait until it is in its cache.
    for (let tries = 0; tries < 50 && !(await caches.match('/admin/ngoai-tuyen')); tries++)
      await new Promise((done) => setTimeout(done, 100));
  });
  await page.reload();
  await context.setOffline(true);
  await page.goto('/admin/hom-nay').catch(() => {});
  await expect(page.getByRole('heading', { name: 'Mất kết nối mạng' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Thử lại' })).toBeVisible();
  await expectNoViolations(page, 'offline');
  await context.setOffline(false);
  await context.close();
});
