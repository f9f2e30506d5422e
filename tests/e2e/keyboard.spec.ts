import { expect, test, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus, checking each stop shows a visible focus ring. */
async function tabTo(page: Page, target: Locator, maxStops = 80) {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active ? getComputedStyle(active).outlineStyle : 'none';
    });
    expect(outline, 'every focused control shows a focus ring').not.toBe('none');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('keyboard only', () => {
  test('walks the landing page: skip link, demo video, a pricing dialog and back', async ({ page }) => {
    // No waiting for the dialog's script: reaching the plan by Tab is what loads it.
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Bỏ qua đến nội dung chính' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const demo = page.getByRole('link', { name: 'Xem demo' });
    await tabTo(page, demo);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /Video giới thiệu/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(demo).toBeFocused();

    const plan = page.getByRole('link', { name: 'Chọn gói Cơ bản' });
    await tabTo(page, plan);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Đăng ký Gói Cơ bản' });
    await expect(dialog).toBeVisible();
    for (let stop = 0; stop < 12; stop += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (element) => element.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(plan).toBeFocused();
  });

  for (const path of ['/', '/bao-gia']) {
    test(`opens and closes an FAQ answer on ${path} with Enter and Space`, async ({ page }) => {
      await page.goto(`${path}#faq`);
      await expect(page.locator('#faq details')).toHaveCount(10);
      await page.locator('#faq-heading').click(); // the next Tab starts from the heading
      const details = page.locator('#faq details').nth(1);
      const question = details.locator('summary');
      const answer = details.locator('p');
      await expect(answer).toBeHidden();
      await tabTo(page, question);
      await expect(question).toHaveText(
        'Tôi đang dùng phần mềm khác hoặc sổ Excel, có chuyển dữ liệu sang được không?',
      );
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await expect(answer).toContainText('Được, và miễn phí.');
      await page.keyboard.press('Space');
      await expect(answer).toBeHidden();
      await page.keyboard.press('Space');
      await expect(answer).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(answer).toBeHidden();
      await expect(question).toBeFocused();
    });
  }
});
