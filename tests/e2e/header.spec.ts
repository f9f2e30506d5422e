import { expect, test } from '@playwright/test';

const navLinks: Array<[string, string]> = [
  ['Tính năng', '/#features'],
  ['Sản phẩm', '/san-pham'],
  ['Lợi ích', '/#benefits'],
  ['Bảng giá', '/#pricing'],
  ['Báo giá', '/bao-gia'],
  ['Tin tức', '/tin-tuc'],
  ['Liên hệ', '/contact'],
];

test.describe('site header', () => {
  test('links every section and page, with the logo home and the trial button to the form', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Điều hướng chính' });
    for (const [label, href] of navLinks) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('link', { name: 'Hotelix' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Dùng thử miễn phí' })).toHaveAttribute('href', '/#contact');
  });

  test('marks only the current page link, also on its sub-pages', async ({ page }) => {
    const cases: Array<[string, string | null]> = [
      ['/', null],
      ['/contact', 'Liên hệ'],
      ['/bao-gia?phong=12', 'Báo giá'],
      ['/tin-tuc/khong-co-bai-nay', 'Tin tức'],
      ['/san-pham/khong-co-san-pham', 'Sản phẩm'],
    ];
    for (const [path, current] of cases) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
      const marked = nav.locator('[aria-current="page"]');
      if (current === null) {
        await expect(marked).toHaveCount(0);
      } else {
        await expect(marked).toHaveCount(1);
        await expect(marked).toHaveText(current);
        // The highlight is visible, not only announced.
        const background = await marked.evaluate((link) => getComputedStyle(link).backgroundColor);
        expect(background).not.toBe('rgba(0, 0, 0, 0)');
      }
    }
  });

  test('stays at the top while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/contact');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  });

  test('offers a skip link as the first stop of the keyboard', async ({ page }) => {
    await page.goto('/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Bỏ qua đến nội dung chính' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
