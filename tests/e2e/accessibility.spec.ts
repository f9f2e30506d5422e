import { expect, test, type Page } from '@playwright/test';
import { contactMessage, fillByLabel, firstUse, hydrated } from './leads-db';
import { expectNoViolations as axeFindsNothing, scrollSettled } from './page-checks';

async function expectNoViolations(page: Page) {
  await scrollSettled(page);
  await axeFindsNothing(page);
}

// Pages and their states as loaded are swept in public-sweep.spec.ts; here, the states a visitor's
// action reaches (a dialog or popover open, a form showing its messages).
test.describe('accessibility (axe)', () => {
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

  test('the quote for a business, its dialog showing its messages, has no violations', async ({ page }) => {
    // The refused count and the business quote are checked as pages by the sweep; here, its dialog.
    await page.goto('/bao-gia?phong=500&ky=nam');
    await firstUse(page.getByRole('textbox', { name: 'Số phòng', exact: true }));
    await page.getByRole('link', { name: 'Nhận báo giá chi tiết' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhận báo giá chi tiết' });
    await dialog.getByRole('button', { name: 'Gửi yêu cầu báo giá' }).click();
    await expect(dialog.getByText('Email không hợp lệ')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the open mobile menu has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu di động' })).toBeVisible();
    await expectNoViolations(page);
  });
});
