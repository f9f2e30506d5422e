import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { workerEmail } from './worker-account';

// The manager's dashboard in a browser: nothing for axe to flag, and no sideways scrolling at 360 px.

const owner = { email: workerEmail('chu-tong-quan@hotelix.vn'), password: 'bảng số liệu của chủ khách sạn' };

test.beforeAll(async ({ request }) => {
  const created = spawnSync(
    process.execPath,
    ['scripts/admin-create-user.ts', '--email', owner.email, '--role', 'owner'],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, ADMIN_PASSWORD: owner.password },
      encoding: 'utf8',
    },
  );
  expect(created.status, created.stderr).toBe(0);
  const lead = await request.post('/api/leads/trial', {
    data: {
      company_name: 'Khách sạn Sen Vàng',
      name: 'Lê Thu',
      email: 'thu@vidu.vn',
      phone: '0900 333 444',
      page: '/',
    },
  });
  expect(lead.ok()).toBe(true);
});

async function signIn(page: Page) {
  await page.goto('/admin/login?next=/admin/tong-quan');
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(owner.password);
  await page.getByLabel('Mật khẩu', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/tong-quan/);
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

for (const width of [360, 1280]) {
  test(`the dashboard is accessible and fits a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto('/admin/tong-quan?ky=90');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tổng quan');
    await expect(page.getByRole('img', { name: /số khách hàng mỗi ngày theo nguồn/ })).toBeVisible();
    await expectNoViolations(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}

test('a custom period is a link: the form puts its dates in the address', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Từ ngày').fill('2026-11-01');
  await page.getByLabel('Đến ngày').fill('2026-11-07');
  await page.getByRole('button', { name: 'Xem' }).click();
  await expect(page).toHaveURL(/\?ky=tuy-chon&tu=2026-11-01&den=2026-11-07$/);
  await expect(page.getByText('Từ 01/11/2026 đến 07/11/2026')).toBeVisible();
});
