import { expect, test } from '@playwright/test';
import { unknownRoutes } from './routes';

test.describe('error pages', () => {
  for (const path of unknownRoutes) {
    test(`answers ${path} with HTTP 404 and the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  test('answers a rendering failure with HTTP 500 and the error heading inside the shell', async ({ page }) => {
    const response = await page.goto('/kiem-tra-loi');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Deliberate rendering failure');
  });
});
