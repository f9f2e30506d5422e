import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { contactMessage, fillByLabel, firstUse, hydrated } from './leads-db';
import { scrollSettled } from './page-checks';
import { publicRoutes, unknownRoutes } from './routes';

async function expectNoViolations(page: Page) {
  await scrollSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  for (const path of [...publicRoutes, unknownRoutes[0]!]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page);
    });
  }

  test('every state of the news list has no violations', async ({ page }) => {
    // Eight pages, each a full axe run of 2–4 s on a 2-core machine: more than the default 30 s.
    test.setTimeout(120_000);
    const states = [
      'sap-xep=pho-bien',
      'sap-xep=xem-nhieu',
      'trang=2',
      'danh-muc=cong-nghe',
      'danh-muc=xu-huong',
      'danh-muc=kinh-doanh',
      'danh-muc=huong-dan',
      'danh-muc=bao-mat',
    ];
    for (const state of states) {
      await page.goto(`/tin-tuc?${state}`);
      await expectNoViolations(page);
    }
  });

  test('the newsletter box showing its messages has no violations', async ({ page }) => {
    await page.goto('/tin-tuc');
    await page.locator('#newsletter').getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.locator('#newsletter').getByRole('alert')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the landing page with an FAQ answer open has no violations', async ({ page }) => {
    await page.goto('/#faq');
    await page.locator('#faq summary').first().click();
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
    await expectNoViolations(page);
  });

  test('the open support popover has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Hỗ trợ' }).click();
    await expect(page.locator('#support-popover')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the open demo video dialog has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Xem demo' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the pricing dialog, and a form showing its messages, have no violations', async ({ page }) => {
    await page.goto('/#pricing');
    await hydrated(page.locator('#pricing-dialog'));
    await page.getByRole('link', { name: 'Chọn gói Cơ bản' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đăng ký Gói Cơ bản' });
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(dialog.getByText('Email không hợp lệ')).toBeVisible();
    await expectNoViolations(page);
  });

  test('a form that could not be sent, with the hotline and Zalo below it, has no violations', async ({ page }) => {
    await page.route('**/api/leads/contact', (route) =>
      route.fulfill({ status: 503, json: { ok: false, message: 'Hệ thống đang tạm gián đoạn.' } }),
    );
    await page.goto('/contact');
    const form = await hydrated(page.locator('main form').first());
    await fillByLabel(form, contactMessage);
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect(form.getByRole('alert')).toContainText('Gửi tin nhắn thất bại. Vui lòng thử lại sau.', {
      timeout: 15_000,
    });
    await expectNoViolations(page);
  });

  test('the quote showing a refused room count, Doanh nghiệp, and its open dialog have no violations', async ({
    page,
  }) => {
    for (const path of ['/bao-gia?phong=0&khoa=abc', '/bao-gia?phong=500&ky=nam']) {
      await page.goto(path);
      await expectNoViolations(page);
    }
    await firstUse(page.getByRole('textbox', { name: 'Số phòng', exact: true }));
    await page.getByRole('link', { name: 'Nhận báo giá chi tiết' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhận báo giá chi tiết' });
    await dialog.getByRole('button', { name: 'Gửi yêu cầu báo giá' }).click();
    await expect(dialog.getByText('Email không hợp lệ')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the thank-you page and the no-JavaScript form page have no violations', async ({ page }) => {
    for (const path of [
      '/cam-on',
      '/gui-yeu-cau?form=contact',
      '/gui-yeu-cau?form=quote&phong=35',
      '/gui-yeu-cau?form=quote&phong=x',
    ]) {
      await page.goto(path);
      await expectNoViolations(page);
    }
  });

  test('the open mobile menu has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu di động' })).toBeVisible();
    await expectNoViolations(page);
  });
});
