import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { leadOf, leadsByEmail, openDb, subscribersByEmail, uniquePhone } from './leads-db';
import { expectNoViolations } from './page-checks';
import { tapCounter } from './phone-visit';
import { stateFile } from './staff-accounts';

// 'Dữ liệu cá nhân' (/admin/du-lieu-ca-nhan, owners only) on a 360 × 800 phone: the owner goes from the
// inbox through 'Thêm' to the page, finds a visitor by another spelling of their e-mail, downloads
// their copy and erases them after the one confirmation, counted in taps; the page never scrolls
// sideways and axe finds nothing on the results and the confirmation. Another visitor stays. Then the
// same search by the keyboard alone. Each test sends its own visitors (e-mails no other test uses)
// through the public forms, as the suite's server is shared. The same flows over HTTP on both
// databases: tests/integration/personal-data-http.test.ts.

const page = '/admin/du-lieu-ca-nhan';

/** A visitor with a Gmail address ('rieng.tu.x1y2+web@gmail.com'), which Gmail also answers under other spellings. */
function gmailVisitor(name: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name,
    email: `rieng.tu.${tag}+web@gmail.com`,
    /** The same mailbox as the visitor's friend might write it: no dots, no tag, upper case, googlemail. */
    otherSpelling: `RIENGTU${tag.toUpperCase()}@GOOGLEMAIL.COM`,
    phone: uniquePhone(),
  };
}

/** The owner's phone: a touch screen with the suite's signed-in owner session, on the inbox a sign-in lands on. */
async function ownerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    hasTouch: true,
    isMobile: true,
    storageState: stateFile('owner'),
  });
  const phone = await context.newPage();
  await phone.goto('/admin/login');
  await expect(phone).toHaveURL(/\/admin$/);
  return phone;
}

/** The visitor's request through the landing page's trial form, with the key the form's script sends. */
async function sendsTrial(on: Page, visitor: { name: string; email: string; phone: string }): Promise<void> {
  const sent = await on.request.post('/api/leads/trial', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      company_name: 'Khách sạn Hoa Sen',
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      page: '/',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

const noSidewaysScroll = async (on: Page, step: string) =>
  expect(await on.evaluate(() => document.documentElement.scrollWidth), step).toBeLessThanOrEqual(360);

const field = (on: Page) => on.getByLabel('E-mail hoặc số điện thoại');
const results = (on: Page) => on.getByRole('region', { name: /bản ghi về “/u });

test('an owner finds a visitor by another spelling, downloads their copy and erases them in seven taps, axe clean', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const phone = await ownerPhone(browser);
  const visitor = gmailVisitor('Nguyễn Thị Riêng Tư');
  const other = gmailVisitor('Trần Văn Ở Lại');
  // What the site then holds about the visitor: their request (with its submission key and the sales
  // team's two notifications), a note on it, and their newsletter subscription.
  await sendsTrial(phone, visitor);
  await sendsTrial(phone, other);
  const lead = await leadOf(visitor.email);
  const origin = new URL(phone.url()).origin;
  const noted = await phone.request.post(`/admin/leads/${lead.id}`, {
    headers: { origin },
    form: { action: 'note', note: 'Khách muốn dùng thử từ tháng sau.' },
    maxRedirects: 0,
  });
  expect(noted.status()).toBe(303);
  const subscribed = await phone.request.post('/tin-tuc', {
    headers: { origin },
    form: { email: visitor.email, consent: 'on', page: '/tin-tuc' },
    maxRedirects: 0,
  });
  expect(subscribed.status()).toBe(303);
  await phone.reload();
  await noSidewaysScroll(phone, 'the inbox');

  const { tap, taps } = tapCounter();
  const tabBar = phone.getByRole('navigation', { name: 'Quản trị' });
  await tap(tabBar.getByRole('link', { name: 'Thêm' }));
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Thêm');
  await noSidewaysScroll(phone, 'Thêm');
  await tap(phone.getByRole('list', { name: 'Các trang khác' }).getByRole('link', { name: 'Dữ liệu cá nhân' }));
  await expect(phone).toHaveURL(new RegExp(`${page}$`));
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Dữ liệu cá nhân');
  await noSidewaysScroll(phone, 'the empty page');

  await tap(field(phone));
  await phone.keyboard.type(visitor.otherSpelling);
  await tap(phone.getByRole('button', { name: 'Tìm', exact: true }));
  const found = results(phone);
  await expect(found.getByRole('heading', { level: 2 })).toHaveText(`6 bản ghi về “${visitor.otherSpelling}”`);
  // A plain form post: the e-mail is in no address (history, logs).
  await expect(phone).toHaveURL(new RegExp(`${page}$`));
  const places = found.getByRole('heading', { level: 3 });
  await expect(places).toHaveText([
    'Yêu cầu gửi qua trang (1)',
    'Ghi chú và lịch sử xử lý (1)',
    'Thông báo cho đội bán hàng (2)',
    'Mã chống gửi trùng (1)',
    'Đăng ký nhận bản tin (1)',
  ]);
  await expect(found).not.toContainText(other.name);
  await noSidewaysScroll(phone, 'the results');
  await expectNoViolations(phone, 'the results');

  const downloading = phone.waitForEvent('download');
  await tap(found.getByRole('button', { name: 'Tải bản sao (JSON)' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.json$/u);
  const copy = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    so_ban_ghi: number;
    ban_ghi: Array<{ ten_noi_luu: string; du_lieu: Record<string, string> }>;
  };
  expect(copy.so_ban_ghi).toBe(6);
  expect(copy.ban_ghi.find((record) => record.ten_noi_luu === 'Yêu cầu gửi qua trang')?.du_lieu).toMatchObject({
    'Họ tên': visitor.name,
    Email: visitor.email,
  });
  // The download leaves the page as it was.
  await expect(found.getByRole('heading', { level: 2 })).toHaveText(`6 bản ghi về “${visitor.otherSpelling}”`);
  await noSidewaysScroll(phone, 'after the download');

  await tap(phone.getByRole('button', { name: 'Xóa toàn bộ dữ liệu của người này' }));
  const confirmation = phone.getByRole('region', { name: 'Xóa vĩnh viễn dữ liệu của người này?' });
  await expect(confirmation.getByRole('heading')).toHaveText('Xóa vĩnh viễn dữ liệu của người này?');
  await expect(confirmation.getByRole('listitem')).toHaveText([
    'Yêu cầu gửi qua trang: 1',
    'Ghi chú và lịch sử xử lý: 1',
    'Thông báo cho đội bán hàng: 2',
    'Mã chống gửi trùng: 1',
    'Đăng ký nhận bản tin: 1',
  ]);
  // Nothing is erased before the confirmation.
  expect(await leadsByEmail(visitor.email)).toHaveLength(1);
  await noSidewaysScroll(phone, 'the confirmation');
  await expectNoViolations(phone, 'the confirmation');

  await tap(confirmation.getByRole('button', { name: 'Xóa vĩnh viễn' }));
  await expect(phone).toHaveURL(new RegExp(`${page}\\?thong-bao=erased$`));
  await expect(phone.getByRole('main').getByRole('status')).toHaveText(/^Đã xóa vĩnh viễn mọi dữ liệu về người này\./u);
  await noSidewaysScroll(phone, 'the notice');
  // From the inbox: 'Thêm', 'Dữ liệu cá nhân', the field, 'Tìm', the download, the erasure and its confirmation.
  expect(taps()).toBe(7);
  expect(await leadsByEmail(visitor.email)).toEqual([]);
  expect(await subscribersByEmail(visitor.email)).toEqual([]);

  // Searched again, the visitor is gone; the other visitor is still there.
  await tap(field(phone));
  await phone.keyboard.type(visitor.email);
  await tap(phone.getByRole('button', { name: 'Tìm', exact: true }));
  await expect(phone.getByRole('main')).toContainText(`Không có dữ liệu nào về “${visitor.email}”.`);
  await expect(results(phone)).toHaveCount(0);
  await noSidewaysScroll(phone, 'nothing found');
  await tap(field(phone));
  await phone.keyboard.press('ControlOrMeta+A');
  await phone.keyboard.type(other.email);
  await tap(phone.getByRole('button', { name: 'Tìm', exact: true }));
  await expect(results(phone).getByRole('heading', { level: 2 })).toHaveText(/^\d+ bản ghi về “/u);
  await expect(results(phone).getByRole('heading', { name: 'Yêu cầu gửi qua trang (1)' })).toBeVisible();
  await noSidewaysScroll(phone, 'the other visitor');
  expect(await leadsByEmail(other.email)).toHaveLength(1);
  await phone.context().close();
});

/** Presses Tab until `target` has the focus, each stop showing a focus ring. */
async function tabTo(on: Page, target: Locator, maxStops = 40): Promise<void> {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await on.keyboard.press('Tab');
    const ring = await on.evaluate(() => {
      const active = document.activeElement;
      return active && active !== document.body
        ? { visible: active.matches(':focus-visible'), outline: getComputedStyle(active).outlineStyle }
        : { visible: false, outline: 'none' };
    });
    expect(ring.visible, 'the focus is visible').toBe(true);
    expect(ring.outline, 'the focused control shows a focus ring').not.toBe('none');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('the same search from the keyboard alone: Tab to the field, type, Enter', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, storageState: stateFile('owner') });
  const owner = await context.newPage();
  const visitor = gmailVisitor('Lê Thị Bàn Phím');
  await sendsTrial(owner, visitor);
  await owner.goto(page);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Dữ liệu cá nhân');

  await tabTo(owner, field(owner));
  await owner.keyboard.type(visitor.otherSpelling);
  await owner.keyboard.press('Enter');
  await expect(results(owner).getByRole('heading', { level: 2 })).toHaveText(
    new RegExp(`^\\d+ bản ghi về “${RegExp.escape(visitor.otherSpelling)}”$`, 'u'),
  );
  await expect(results(owner).getByRole('heading', { name: 'Yêu cầu gửi qua trang (1)' })).toBeVisible();
  await expect(owner).toHaveURL(new RegExp(`${page}$`));
  // What was typed is kept in the field, for the next step.
  await expect(field(owner)).toHaveValue(visitor.otherSpelling);
  await noSidewaysScroll(owner, 'the results by keyboard');
  await context.close();
});

test('an owner keeps a customer whose lead is about to go, and lets it go again, at 360 px', async ({ browser }) => {
  const phone = await ownerPhone(browser);
  const customer = gmailVisitor('Lê Văn Khách Cũ');
  await sendsTrial(phone, customer);
  // A customer whose last activity was 23 and a half months ago: it goes within the next 30 days.
  const lead = await leadOf(customer.email);
  const db = openDb();
  try {
    const quiet = new Date(Date.now() - 715 * 86_400_000).toISOString();
    await db.updateTable('contacts').set({ status: 'won', created_at: quiet }).where('id', '=', lead.id).execute();
  } finally {
    await db.destroy();
  }

  await phone.goto(page);
  const going = phone.getByRole('region', { name: 'Sắp hết hạn lưu giữ' });
  const item = going.getByRole('listitem').filter({ hasText: customer.name });
  await expect(item).toContainText(/Thành công · hoạt động cuối \d{2}\/\d{2}\/\d{4} · xóa từ \d{2}\/\d{2}\/\d{4}/u);
  await noSidewaysScroll(phone, 'the retention list');
  await expectNoViolations(phone);

  await item.getByRole('button', { name: `Giữ theo hợp đồng: ${customer.name}` }).tap();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText(
    'Đã giữ khách hàng này theo hợp đồng: dữ liệu không bị xóa khi hết hạn lưu giữ.',
  );
  await expect(item).toContainText('đang giữ theo hợp đồng');
  await item.getByRole('button', { name: `Thôi giữ: ${customer.name}` }).tap();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText(
    'Đã thôi giữ theo hợp đồng: dữ liệu sẽ bị xóa khi hết hạn lưu giữ.',
  );
  await expect(item).toContainText('xóa từ');
  await phone.context().close();
});
