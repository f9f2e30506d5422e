import { expect, test, type Page } from '@playwright/test';

async function expectSupportLinks(page: Page) {
  const popover = page.locator('#support-popover');
  await expect(popover.getByRole('link', { name: 'Gọi hotline' })).toHaveAttribute('href', 'tel:+84900000000');
  const zalo = popover.getByRole('link', { name: 'Chat qua Zalo' });
  await expect(zalo).toHaveAttribute('href', 'https://zalo.me/0900000000');
  await expect(zalo).toHaveAttribute('target', '_blank');
  await expect(zalo).toHaveAttribute('rel', 'noopener');
  await expect(popover.getByRole('link', { name: 'Hỏi trợ lý' })).toHaveAttribute('href', '/tro-ly');
  await expect(popover.getByRole('link', { name: 'Hỗ trợ OTA & khác' })).toHaveAttribute('href', '/contact');
}

test.describe('support widget', () => {
  test('opens by mouse and closes on an outside click', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Hỗ trợ' });
    const popover = page.locator('#support-popover');
    await expect(popover).toBeHidden();
    await button.click();
    await expect(popover).toBeVisible();
    await expectSupportLinks(page);
    await page.mouse.click(20, 300);
    await expect(popover).toBeHidden();
    await button.click();
    await expect(popover).toBeVisible();
    await button.click();
    await expect(popover).toBeHidden();
  });

  test('works by keyboard: open, reach the links, Escape back to the button', async ({ page }) => {
    await page.goto('/contact');
    const button = page.getByRole('button', { name: 'Hỗ trợ' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#support-popover')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Gọi hotline' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#support-popover')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('is on every page, including the 404 page', async ({ page }) => {
    for (const path of ['/', '/contact', '/khong-co']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Hỗ trợ' })).toBeVisible();
    }
  });
});
