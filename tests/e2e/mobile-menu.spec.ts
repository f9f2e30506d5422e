import { expect, test } from '@playwright/test';
import { axExpanded } from './ax-state';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('mobile menu at 375 px', () => {
  test('hides the links behind a menu button that opens and closes them by keyboard', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Mở menu' });
    const menu = page.getByRole('navigation', { name: 'Menu di động' });
    await expect(menu).toBeHidden();

    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect.poll(() => axExpanded(page, '[popovertarget="mobile-menu"]')).toBe(true);
    await expect(menu.getByRole('link', { name: 'Liên hệ' })).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Tính năng' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect.poll(() => axExpanded(page, '[popovertarget="mobile-menu"]')).toBe(false);
  });

  test('closes when a link is chosen, even one to a section of the same page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu di động' });
    await menu.getByRole('link', { name: 'Bảng giá' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(menu).toBeHidden();
  });

  test('takes the visitor to the chosen page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('navigation', { name: 'Menu di động' }).getByRole('link', { name: 'Liên hệ' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liên hệ với chúng tôi');
  });
});

test.describe('mobile menu halfway down a page (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens just below the header, locks nothing, and the page scrolls on once it is closed', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Mở menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Menu di động' });
    await expect(menu).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.y).toBe(0);
    expect((await page.locator('#mobile-menu').boundingBox())!.y).toBeCloseTo(header.height, 0);
    const overflow = await page.evaluate(() =>
      [document.documentElement, document.body].map((box) => getComputedStyle(box).overflowY),
    );
    expect(overflow).toEqual(['visible', 'visible']);
    expect(await page.evaluate(() => window.scrollY)).toBe(2000);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.mouse.move(195, 500);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2200);
  });
});
