import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from './leads-db';
import { workerEmail } from './worker-account';

// A salesperson's morning on a phone: the manager gives them a lead, they find it under 'Của tôi',
// call or write on Zalo from the top of its page, log the call, set the next step, and find it
// under 'Hôm nay'. At 360 px nothing scrolls sideways; at 1280 px the same pages pass axe.

const manager = { email: workerEmail('truong-phong@hotelix.vn'), password: 'trưởng phòng kinh doanh 2026' };
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

test.beforeAll(() => {
  createAccount(manager, ['--role', 'owner']);
  createAccount(seller, ['--role', 'sales', '--name', seller.name]);
});

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(360);
}

async function signedIn(browser: Browser, account: { email: string; password: string }, width: number) {
  const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  return page;
}

test('a salesperson works a lead from a phone: call, Zalo, a logged call, a next step found under Hôm nay', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('sales');
  const hotel = `Khách sạn Sông Hàn ${email.slice(6, 14)}`;
  const stored = await request.post('/api/leads/contact', {
    data: {
      name: 'Lê Văn Phúc',
      company_name: hotel,
      email,
      phone: '0912.345.678',
      message: 'Cần tư vấn phần mềm cho 30 phòng.',
      page: '/contact',
    },
  });
  expect(stored.status()).toBe(200);

  // The manager finds it by the number typed another way, and gives it to the salesperson.
  const desk = await signedIn(browser, manager, 1280);
  await desk.getByLabel('Tìm kiếm (tên, khách sạn, email, số điện thoại)').fill('+84 912 345 678');
  await desk.getByRole('button', { name: 'Lọc' }).click();
  await desk.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Lê Văn Phúc' }).click();
  await desk.getByLabel('Giao cho').selectOption({ label: seller.name });
  await desk.getByRole('button', { name: 'Giao khách' }).click();
  await expect(desk.getByRole('heading', { name: /Người phụ trách/ })).toContainText(seller.name);

  // The salesperson, on a phone, starts on their own leads.
  const phone = await signedIn(browser, seller, 360);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Khách hàng của tôi');
  const card = phone
    .getByRole('list', { name: 'Khách hàng tiềm năng, mới nhất trước' })
    .getByRole('listitem')
    .filter({ hasText: hotel });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await expectNoViolations(phone);
  await card.getByRole('link', { name: 'Lê Văn Phúc' }).click();

  const contact = phone.getByRole('navigation', { name: 'Liên hệ Lê Văn Phúc' });
  await expect(contact.getByRole('link', { name: /Gọi/ })).toHaveAttribute('href', 'tel:+84912345678');
  await expect(contact.getByRole('link', { name: 'Zalo' })).toHaveAttribute('href', 'https://zalo.me/0912345678');
  await expect(contact.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${email}`);
  await expectNoSidewaysScroll(phone);
  await expectNoViolations(phone);

  const call = phone.locator('section[aria-labelledby="log-call"]');
  await call.getByLabel('Ghi chú cuộc gọi').fill('Anh Phúc đang họp, hẹn gọi lại chiều nay.');
  await call.getByRole('button', { name: 'Không nghe máy' }).click();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText('Đã lưu.');
  await expect(phone.locator('section[aria-labelledby="lead-timeline"]')).toContainText(
    'Gọi điện: Không nghe máy · Anh Phúc đang họp, hẹn gọi lại chiều nay.',
  );

  // Later today, Vietnam time: it belongs under 'Hôm nay'.
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const step = phone.locator('section[aria-labelledby="lead-next-step"]');
  await step.getByLabel('Việc').selectOption({ label: 'Gọi lại' });
  await step.getByLabel('Ngày').fill(today);
  await step.getByLabel('Giờ (giờ Việt Nam)').fill('23:59');
  await step.getByLabel('Nội dung').fill('hỏi lại số phòng');
  await step.getByRole('button', { name: 'Đặt bước tiếp theo' }).click();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText('Đã lưu.');
  await expect(step).toContainText('Gọi lại');
  await expect(step).toContainText('hỏi lại số phòng');

  await phone
    .getByRole('navigation', { name: 'Quản trị' })
    .getByRole('link', { name: /^Hôm nay \(\d+\)$/ })
    .click();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Việc hôm nay');
  await expect(phone.getByRole('main')).toContainText(hotel);
  await expect(phone.getByRole('main')).toContainText('Gọi lại');
  await expectNoSidewaysScroll(phone);
  await expectNoViolations(phone);

  // The same pages on a desk.
  const wide = await signedIn(browser, seller, 1280);
  await expectNoViolations(wide);
  await wide.goto('/admin/hom-nay');
  await expect(wide.getByRole('main')).toContainText(hotel);
  await expectNoViolations(wide);
});
