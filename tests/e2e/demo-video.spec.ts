import { expect, test, type Page } from '@playwright/test';

const videoId = 'M7lc1UVf-VE';

/** Every request the page makes to an origin other than the site's. */
function thirdPartyRequests(page: Page, baseURL: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL).origin) seen.push(request.url());
  });
  return seen;
}

test.describe('demo video dialog', () => {
  test.beforeEach(async ({ page }) => {
    // The machine running the suite may be offline: answer for YouTube locally.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );
  });

  test('loads nothing from YouTube until play, then embeds the privacy-enhanced player', async ({ page, baseURL }) => {
    const thirdParty = thirdPartyRequests(page, baseURL!);
    await page.goto('/');
    // Not in the landing page's first response: the dialog comes with the first 'Xem demo'.
    await expect(page.locator('dialog[data-demo-video]')).toHaveCount(0);
    const opener = page.getByRole('link', { name: 'Xem demo' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Video giới thiệu Hotelix' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Phát video' })).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    await dialog.getByRole('button', { name: 'Phát video' }).click();
    const player = dialog.locator('iframe');
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`);
    await expect
      .poll(() => thirdParty.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
      .toBe(true);
  });

  test('closes on Escape, stops the video and returns focus to the button', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('link', { name: 'Xem demo' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Phát video' }).click();
    await expect(dialog.locator('iframe')).toHaveCount(1);
    // Focus stays in the page, just before the player: Escape reaches the dialog, not the frame.
    await expect(dialog.locator('[data-video-frame]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('dialog iframe')).toHaveCount(0);
  });

  test('moves focus into the dialog, and closes by its button and by the backdrop', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('link', { name: 'Xem demo' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Đóng video' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('without JavaScript, is a link to the privacy-enhanced player itself', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Xem demo' })).toHaveAttribute(
      'href',
      `https://www.youtube-nocookie.com/embed/${videoId}`,
    );
    await context.close();
  });
});
