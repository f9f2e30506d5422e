import { spawnSync } from 'node:child_process';
import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { callsOf, giveNewLeads, leadOf, uniqueEmail } from './leads-db';
import { expectNoViolations } from './page-checks';
import { workerEmail } from './worker-account';

// A salesperson's morning on a 360 × 800 phone: sign in, land on 'Hôm nay' with three new leads
// (oldest first), tap Gọi, come back from the dialler, and record how the call went and the next
// step in the sheet: counted in taps, with no page load in between. Then a wrong number, a refused
// time that keeps everything typed, and the same work without JavaScript, as plain posts.

const seller = {
  email: workerEmail('do-minh-anh@hotelix.vn'),
  password: 'nhân viên kinh doanh giỏi',
  name: 'Đỗ Minh Anh',
};

function createAccount(account: { email: string; password: string }, args: string[]) {
  const created = spawnSync(process.execPath, ['scripts/admin-create-user.ts', '--email', account.email, ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, ADMIN_PASSWORD: account.password },
    encoding: 'utf8',
  });
  expect(created.status, created.stderr).toBe(0);
}

/** The seller's session, signed in through the form once per worker (beforeAll). */
let session: NonNullable<BrowserContextOptions['storageState']>;

/** Signs the seller in through the form on `page`, which lands on 'Hôm nay'. */
async function signInThroughForm(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Mật khẩu').fill(seller.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/admin\/hom-nay$/);
}

// The morning's test signs in through the form; the others start signed in, as the salesperson's
// phone is from one morning to the next (a sign-in a test was a real-cost scrypt and two page loads).
test.beforeAll(async ({ browser }) => {
  createAccount(seller, ['--role', 'sales', '--name', seller.name]);
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  await signInThroughForm(await context.newPage());
  session = await context.storageState();
  await context.close();
});

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(360);
}

/** A blank page of a fresh 360 × 800 context with the seller's session; each test opens its own page first. */
async function sellerPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    javaScriptEnabled,
    storageState: session,
  });
  return context.newPage();
}

/** Three new leads of the salesperson, sent 50, 30 and 10 minutes ago; their hotels, oldest first. */
async function threeNewLeads(page: Page, label: string) {
  const emails = [uniqueEmail(`${label}-1`), uniqueEmail(`${label}-2`), uniqueEmail(`${label}-3`)];
  const hotels = emails.map(
    (email, index) => `Khách sạn ${['Sông Hàn', 'Hồ Tây', 'Biển Xanh'][index]} ${email.slice(-20, -12)}`,
  );
  for (const [index, email] of emails.entries()) {
    const stored = await page.request.post('/api/leads/contact', {
      data: {
        name: ['Lê Văn Phúc', 'Trần Thị Mai', 'Phạm Quốc Bảo'][index],
        company_name: hotels[index],
        email,
        phone: `0912.345.${String(600 + index).padStart(3, '0')}`,
        message: 'Cần tư vấn phần mềm cho 30 phòng.',
        page: '/contact',
      },
    });
    expect(stored.status()).toBe(200);
  }
  await giveNewLeads(emails, seller.email, [50, 30, 10]);
  return { emails, hotels };
}

/**
 * Headless Chromium has no dialler: a tel: link's launch would leave the page deaf to the mouse. The
 * link's default action is stopped as the phone's dialler would take it; the page's own click
 * handlers still run, as they do on a phone.
 */
async function noDialler(page: Page) {
  await page.evaluate(() =>
    window.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      },
      true,
    ),
  );
}

/** The phone's dialler (or Zalo) takes the screen, then the salesperson comes back to the browser. */
async function leaveAndComeBack(page: Page) {
  // Headless Chromium keeps every tab visible, so the page is told what the phone's browser tells it.
  await page.evaluate(() => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
}

/** A choice of the work form, as a person taps it: the chip (a label around its radio button). */
const option = (scope: Locator, name: string | RegExp) =>
  scope.locator('label').filter({ has: scope.page().getByRole('radio', { name, includeHidden: true }) });

const row = (page: Page, hotel: string) =>
  page
    .getByRole('region', { name: /Khách mới chưa liên hệ/ })
    .getByRole('listitem')
    .filter({ hasText: hotel });

/** 'YYYY-MM-DD' of the Vietnam day `days` from today. */
const vietnamDay = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a new lead called and its next step set in at most six taps from Hôm nay, without a page load', async ({
  browser,
}) => {
  // The morning begins signed out, at the sign-in form, which sends a salesperson home: 'Hôm nay'.
  const page = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
  const { emails, hotels } = await threeNewLeads(page, 'sang');
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Việc hôm nay \(\d+\)$/);
  const fresh = page.getByRole('region', { name: /Khách mới chưa liên hệ/ });
  const order = await fresh.getByRole('listitem').allInnerTexts();
  const positions = hotels.map((hotel) => order.findIndex((text) => text.includes(hotel)));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  for (const hotel of hotels) await expect(row(page, hotel)).toContainText(/Chờ \d+ (giờ|phút)/);
  await expect(row(page, hotels[0]!)).toContainText('Lê Văn Phúc · Liên hệ');
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });

  const first = row(page, hotels[0]!);
  await expect(first.getByRole('link', { name: 'Gọi Lê Văn Phúc' })).toHaveAttribute('href', 'tel:+84912345600');
  await expect(first.getByRole('link', { name: 'Zalo Lê Văn Phúc' })).toHaveAttribute(
    'href',
    'https://zalo.me/0912345600',
  );
  await noDialler(page);
  await tap(first.getByRole('link', { name: 'Gọi Lê Văn Phúc' }));
  await leaveAndComeBack(page);
  const sheet = page.getByRole('dialog', { name: `Cuộc gọi với Lê Văn Phúc · ${hotels[0]}` });
  await expect(sheet).toBeVisible();
  // Every tap below is on screen as the sheet opens: no swipe to reach 'Lưu'.
  for (const target of [
    option(sheet, 'Khách nghe máy'),
    option(sheet, /^Sáng mai/),
    sheet.getByRole('button', { name: 'Lưu' }),
  ]) {
    const box = (await target.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
  }
  await expectNoViolations(page);
  await tap(option(sheet, 'Khách nghe máy'));
  await tap(option(sheet, /^Sáng mai/));
  await tap(sheet.getByRole('button', { name: 'Lưu' }));

  await expect(sheet).toBeHidden();
  await expect(first.getByRole('status')).toHaveText(
    'Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:00. Đã chuyển sang “Đã liên hệ”.',
  );
  expect(taps).toBeLessThanOrEqual(6);
  expect(loads).toBe(0);
  await expectNoViolations(page);

  const saved = await leadOf(emails[0]!);
  expect(saved.status).toBe('contacted');
  expect(saved.first_response_at).not.toBeNull();
  expect(saved.next_step_kind).toBe('call');
  expect(saved.next_step_at).toBe(new Date(`${vietnamDay(1)}T09:00:00+07:00`).toISOString());

  // A wrong number: the sheet offers 'Không liên lạc được', which ends the lead without a next step.
  const second = row(page, hotels[1]!);
  await second.getByRole('link', { name: 'Zalo Trần Thị Mai' }).click();
  await leaveAndComeBack(page);
  const wrong = page.getByRole('dialog', { name: /Cuộc gọi với Trần Thị Mai/ });
  await expect(option(wrong, 'Không liên lạc được')).toBeHidden();
  await option(wrong, 'Sai số').click();
  await option(wrong, 'Không liên lạc được').click();
  await wrong.getByRole('button', { name: 'Lưu' }).click();
  await expect(second.getByRole('status')).toHaveText('Đã ghi cuộc gọi. Đã chuyển sang “Không liên lạc được”.');
  expect((await leadOf(emails[1]!)).status).toBe('unreachable');
  expect((await leadOf(emails[1]!)).next_step_at).toBeNull();
  expect(loads).toBe(0);
});

test('a refused next step keeps everything typed, with the reason beside the field', async ({ browser }) => {
  const page = await sellerPage(browser);
  const { emails, hotels } = await threeNewLeads(page, 'sai-gio');
  await page.goto('/admin/hom-nay');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await row(page, hotels[2]!).getByRole('link', { name: 'Ghi kết quả cho Phạm Quốc Bảo' }).click();
  const sheet = page.getByRole('dialog', { name: /Cuộc gọi với Phạm Quốc Bảo/ });
  await option(sheet, 'Hẹn gọi lại').click();
  await option(sheet, 'Chọn giờ…').click();
  await sheet.getByLabel('Ngày').fill(vietnamDay(-1));
  await sheet.getByLabel('Giờ (giờ Việt Nam)').fill('09:30');
  await sheet.getByLabel('Ghi chú (không bắt buộc)').fill('Khách đang họp, hẹn gọi lại sau.');
  await sheet.getByRole('button', { name: 'Lưu' }).click();

  await expect(sheet.getByText('Thời điểm này đã qua: hãy chọn từ bây giờ trở đi.')).toBeVisible();
  await expect(sheet.getByLabel('Ngày')).toHaveValue(vietnamDay(-1));
  await expect(sheet.getByLabel('Giờ (giờ Việt Nam)')).toHaveValue('09:30');
  await expect(sheet.getByLabel('Ghi chú (không bắt buộc)')).toHaveValue('Khách đang họp, hẹn gọi lại sau.');
  await expect(sheet.getByRole('radio', { name: 'Hẹn gọi lại' })).toBeChecked();
  await expect(sheet.getByLabel('Ngày')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  const untouched = await leadOf(emails[2]!);
  expect([untouched.status, untouched.first_response_at, untouched.next_step_at]).toEqual(['new', null, null]);

  // Corrected in place: tomorrow at the same time is taken.
  await sheet.getByLabel('Ngày').fill(vietnamDay(1));
  await sheet.getByRole('button', { name: 'Lưu' }).click();
  await expect(row(page, hotels[2]!).getByRole('status')).toHaveText('Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:30.');
});

test('without JavaScript the lead page records the call and the next step as plain posts', async ({ browser }) => {
  const page = await sellerPage(browser, false);
  const { emails, hotels } = await threeNewLeads(page, 'khong-js');
  await page.goto('/admin/hom-nay');
  await row(page, hotels[0]!).getByRole('link', { name: 'Ghi kết quả cho Lê Văn Phúc' }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/[^/]+#lam-viec$/);
  const work = page.getByRole('region', { name: 'Bước tiếp theo và trạng thái' });

  // A time already past: the page again, everything typed still there, the reason beside the field.
  await option(work, 'Không nghe máy').click();
  await option(work, 'Chọn giờ…').click();
  await work.getByLabel('Ngày').fill(vietnamDay(-1));
  await work.getByLabel('Giờ (giờ Việt Nam)').fill('08:15');
  await work.getByLabel('Ghi chú (không bắt buộc)').fill('Máy bận, thử lại sau.');
  await work.getByRole('button', { name: 'Lưu' }).click();
  await expect(work.getByText('Thời điểm này đã qua: hãy chọn từ bây giờ trở đi.')).toBeVisible();
  await expect(work.getByRole('radio', { name: 'Không nghe máy' })).toBeChecked();
  await expect(work.getByLabel('Ngày')).toHaveValue(vietnamDay(-1));
  await expect(work.getByLabel('Ghi chú (không bắt buộc)')).toHaveValue('Máy bận, thử lại sau.');
  expect((await leadOf(emails[0]!)).first_response_at).toBeNull();
  await expectNoSidewaysScroll(page);

  await option(work, /^Sáng mai/).click();
  await work.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('region', { name: 'Bước tiếp theo và trạng thái' }).getByRole('status')).toHaveText(
    'Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:00.',
  );
  await expect(page.getByRole('region', { name: 'Lịch sử' })).toContainText(
    'Gọi điện: Không nghe máy · Máy bận, thử lại sau.',
  );
  const saved = await leadOf(emails[0]!);
  expect([saved.status, saved.next_step_kind]).toEqual(['new', 'call']);
  expect(saved.first_response_at).not.toBeNull();
  await expectNoSidewaysScroll(page);
});

test('the lead page on a phone: contact buttons, then the next step and status in one block, then the history', async ({
  browser,
}) => {
  const page = await sellerPage(browser);
  const { hotels } = await threeNewLeads(page, 'trang-khach');
  await page.goto('/admin/hom-nay');
  await row(page, hotels[1]!).getByRole('link', { name: hotels[1]! }).click();
  const tops = await Promise.all(
    [
      page.getByRole('navigation', { name: 'Liên hệ Trần Thị Mai' }),
      page.getByRole('region', { name: 'Bước tiếp theo và trạng thái' }),
      page.getByRole('region', { name: 'Lịch sử' }),
    ].map(async (part) => (await part.boundingBox())!.y),
  );
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await expect(page.getByRole('radio', { name: /Sáng mai/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Lưu' })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  // Saved in place by script: the page says what changed and the form follows the new status.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const work = page.getByRole('region', { name: 'Bước tiếp theo và trạng thái' });
  await option(work, 'Khách nghe máy').click();
  await option(work, /^Thứ Hai tới/).click();
  await work.getByLabel('Việc').selectOption({ label: 'Demo' });
  await work.getByRole('button', { name: 'Lưu' }).click();
  await expect(work.getByRole('status')).toContainText('Đã ghi cuộc gọi, bước tiếp theo: Demo · ');
  await expect(work.getByRole('status')).toContainText('Đã chuyển sang “Đã liên hệ”.');
  await expect(work.getByRole('radio', { name: 'Giữ “Đã liên hệ”' })).toBeChecked();
  await expect(option(work, 'Đã demo')).toBeVisible();
  await expectNoViolations(page);
});

test('the lead list on a phone offers the same call links and sheet on each card', async ({ browser }) => {
  const page = await sellerPage(browser);
  const { emails, hotels } = await threeNewLeads(page, 'the-khach');
  await page.goto('/admin');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const card = page
    .getByRole('list', { name: 'Khách hàng tiềm năng, mới nhất trước' })
    .getByRole('listitem')
    .filter({ hasText: hotels[1]! });
  await expect(card.getByRole('link', { name: 'Gọi Trần Thị Mai' })).toHaveAttribute('href', 'tel:+84912345601');
  await noDialler(page);
  await card.getByRole('link', { name: 'Gọi Trần Thị Mai' }).click();
  await leaveAndComeBack(page);
  const sheet = page.getByRole('dialog', { name: /Cuộc gọi với Trần Thị Mai/ });
  await option(sheet, 'Hẹn gọi lại').click();
  await option(sheet, /^Thứ Hai tới/).click();
  await sheet.getByRole('button', { name: 'Lưu' }).click();
  await expect(card.getByRole('status')).toHaveText(
    /^Đã ghi cuộc gọi, bước tiếp theo: (Thứ Hai \d{2}\/\d{2}|Sáng mai) 9:00\.$/,
  );
  expect((await leadOf(emails[1]!)).next_step_kind).toBe('call');
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
});

test('on a slow phone and a flaky network: choices made before the script runs stay, a lost answer keeps them, a double tap saves once', async ({
  browser,
}) => {
  const page = await sellerPage(browser);
  const { emails } = await threeNewLeads(page, 'cham');
  const lead = await leadOf(emails[0]!);
  // The page's scripts are held until the salesperson has made their choices, as on a weak 4G link.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // The page shows and takes taps while its scripts still load (they hold back its load event).
  await page.goto(`/admin/leads/${lead.id}`, { waitUntil: 'commit' });
  const work = page.getByRole('region', { name: 'Bước tiếp theo và trạng thái' });
  await option(work, 'Không nghe máy').click();
  await option(work, /^Sáng mai/).click();
  await work.getByLabel('Ghi chú (không bắt buộc)').fill('Gọi lúc 8 giờ, máy bận.');
  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(work.getByRole('radio', { name: 'Không nghe máy' })).toBeChecked();
  await expect(work.getByRole('radio', { name: /^Sáng mai/ })).toBeChecked();
  await expect(work.getByLabel('Ghi chú (không bắt buộc)')).toHaveValue('Gọi lúc 8 giờ, máy bận.');

  // The connection drops as 'Lưu' is tapped: nothing is saved, nothing typed is lost.
  await page.route(`**/admin/leads/${lead.id}`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await work.getByRole('button', { name: 'Lưu' }).click();
  await expect(work.getByRole('alert')).toHaveText(
    'Không kết nối được tới máy chủ. Những gì đã nhập vẫn còn đây: hãy thử lại.',
  );
  await expect(work.getByRole('radio', { name: 'Không nghe máy' })).toBeChecked();
  await expect(work.getByLabel('Ghi chú (không bắt buộc)')).toHaveValue('Gọi lúc 8 giờ, máy bận.');
  expect(await callsOf(emails[0]!)).toEqual([]);
  await expectNoViolations(page);

  // Back online, an impatient double tap: one call on the timeline.
  await page.unroute(`**/admin/leads/${lead.id}`);
  await work.getByRole('button', { name: 'Lưu' }).dblclick();
  await expect(work.getByRole('status')).toHaveText('Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:00.');
  expect(await callsOf(emails[0]!)).toEqual(['no_answer']);
});

test('without its scripts the refused and the saved states pass axe at 360 px', async ({ browser }) => {
  // The site's scripts never arrive (axe itself needs the browser's JavaScript): the page is its
  // plain HTML, the forms plain posts.
  const page = await sellerPage(browser);
  const { emails } = await threeNewLeads(page, 'axe-khong-js');
  const lead = await leadOf(emails[0]!);
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto(`/admin/leads/${lead.id}`);
  const work = page.getByRole('region', { name: 'Bước tiếp theo và trạng thái' });
  await option(work, 'Khách nghe máy').click();
  await work.getByRole('button', { name: 'Lưu' }).click();
  await expect(work.getByText('Hãy đặt bước tiếp theo (việc gì, ngày và giờ) trước khi lưu.')).toBeVisible();
  await expectNoViolations(page);
  await option(work, /^Sáng mai/).click();
  await work.getByRole('button', { name: 'Lưu' }).click();
  await expect(work.getByRole('status')).toHaveText(
    'Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:00. Đã chuyển sang “Đã liên hệ”.',
  );
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
});
