import { expect, test, type Page } from '@playwright/test';
import { subscribersByEmail, uniqueEmail } from './leads-db';
import { bySlugs, gridLinkSelector, listed } from './news-articles';

// What a visitor does on the news pages: following the list's links, the newsletter box, the article's
// buttons. What the HTML alone shows (every article, an unknown one, the feed, a shared state of the
// list, malformed parameters) is read over HTTP in tests/integration/news-http.test.ts.

/** The articles of the grid, as links, in order. */
async function gridLinks(page: Page): Promise<string[]> {
  return page.locator(gridLinkSelector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`news list with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('counts each category and features the chatbot launch', async ({ page }) => {
      await page.goto('/tin-tuc');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tin tức và cập nhật');
      const categories = page.getByRole('navigation', { name: 'Danh mục' });
      for (const [label, count] of [
        ['Tất cả', 9],
        ['Công nghệ', 2],
        ['Xu hướng', 2],
        ['Kinh doanh', 2],
        ['Hướng dẫn', 2],
        ['Bảo mật', 1],
      ] as const) {
        await expect(categories.getByRole('link', { name: `${label} ${count}` })).toBeVisible();
      }
      const featured = page.locator('article[aria-labelledby="featured-heading"]');
      await expect(featured.getByRole('link', { name: /Đọc tiếp/ })).toHaveAttribute('href', '/tin-tuc/ai-chatbot-247');
      await expect(featured).toContainText('Công nghệ');
      await expect(featured).toContainText('28/06/2025');
      await expect(featured).toContainText(/\d+ phút đọc/);
      const stats: Array<[string, string]> = [
        ['Lượt xem', '15.2K'],
        ['Độc giả', '8.7K'],
        ['Đánh giá', '4.8/5'],
      ];
      for (const [label, value] of stats) {
        await expect(page.getByText(label, { exact: true })).toBeVisible();
        await expect(page.getByText(value, { exact: true })).toBeVisible();
      }
    });

    test('pages six at a time, newest first, with Trước and Sau disabled at the ends', async ({ page }) => {
      await page.goto('/tin-tuc');
      expect(await gridLinks(page)).toEqual(bySlugs(listed.slice(0, 6)));
      const pager = page.getByRole('navigation', { name: 'Phân trang' });
      await expect(pager.getByText('Trước')).toHaveAttribute('aria-disabled', 'true');
      await expect(pager.getByRole('link', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
      await pager.getByRole('link', { name: 'Sau' }).click();
      await expect(page).toHaveURL(/\/tin-tuc\?trang=2$/);
      expect(await gridLinks(page)).toEqual(bySlugs(listed.slice(6)));
      await expect(pager.getByText('Sau')).toHaveAttribute('aria-disabled', 'true');
      await expect(pager.getByRole('link', { name: 'Trước' })).toHaveAttribute('href', '/tin-tuc');
    });

    test('filters by category from page 2 back to page 1, and sorts', async ({ page }) => {
      await page.goto('/tin-tuc?trang=2');
      await page.getByRole('navigation', { name: 'Danh mục' }).getByRole('link', { name: 'Xu hướng 2' }).click();
      await expect(page).toHaveURL(/\/tin-tuc\?danh-muc=xu-huong$/);
      expect(await gridLinks(page)).toEqual(['/tin-tuc/xu-huong-du-lich-2025', '/tin-tuc/sustainable-hotel']);
      await expect(page.getByRole('navigation', { name: 'Phân trang' })).toHaveCount(0);
      await expect(page.locator('article[aria-labelledby="featured-heading"]')).toHaveCount(0);

      await page.getByRole('link', { name: 'Nhiều lượt xem' }).click();
      await expect(page).toHaveURL(/\/tin-tuc\?danh-muc=xu-huong&sap-xep=xem-nhieu$/);
      await page.getByRole('navigation', { name: 'Danh mục' }).getByRole('link', { name: 'Tất cả 9' }).click();
      // Each click is a plain page load: the grid is read once the next page has arrived.
      await expect(page).toHaveURL(/\/tin-tuc\?sap-xep=xem-nhieu$/);
      expect(await gridLinks(page)).toEqual(bySlugs([...listed].sort((a, b) => b[3] - a[3]).slice(0, 6)));

      await page.getByRole('link', { name: 'Phổ biến nhất' }).click();
      await expect(page).toHaveURL(/\/tin-tuc\?sap-xep=pho-bien$/);
      const now = Date.now();
      const perDay = ([, , date, views]: (typeof listed)[number]) =>
        views / Math.max(1, (now - Date.parse(date)) / 86_400_000);
      expect(await gridLinks(page)).toEqual(bySlugs([...listed].sort((a, b) => perDay(b) - perDay(a)).slice(0, 6)));
    });

    test('the newsletter says the right thing for invalid, new and repeated addresses, storing once', async ({
      page,
    }) => {
      const email = uniqueEmail('newsletter');
      await page.goto('/tin-tuc');
      const box = page.locator('#newsletter');
      await box.getByLabel('Email của anh/chị').fill('khong-phai-email');
      await box.getByRole('checkbox').check();
      await box.getByRole('button', { name: 'Đăng ký' }).click();
      await expect(page.locator('#newsletter').getByText('Email không hợp lệ', { exact: true })).toBeVisible();
      // Shown again as the visitor left it: the address to correct, and the tick they gave.
      await expect(page.locator('#newsletter').getByLabel('Email của anh/chị')).toHaveValue('khong-phai-email');
      await expect(page.locator('#newsletter').getByRole('checkbox')).toBeChecked();

      await page.locator('#newsletter').getByLabel('Email của anh/chị').fill(email);
      await page.locator('#newsletter').getByRole('checkbox').uncheck();
      await page.locator('#newsletter').getByRole('button', { name: 'Đăng ký' }).click();
      await expect(page.locator('#newsletter').getByText('Vui lòng đồng ý nhận bản tin qua email.')).toBeVisible();

      for (let attempt = 0; attempt < 2; attempt += 1) {
        await page.goto('/tin-tuc');
        await page
          .locator('#newsletter')
          .getByLabel('Email của anh/chị')
          .fill(attempt ? email.toUpperCase() : email);
        await page.locator('#newsletter').getByRole('checkbox').check();
        await page.locator('#newsletter').getByRole('button', { name: 'Đăng ký' }).click();
        await expect(page.locator('#newsletter').getByRole('status')).toHaveText('Cảm ơn anh/chị đã đăng ký nhận tin!');
      }
      expect(await subscribersByEmail(email)).toMatchObject([
        { email, page: '/tin-tuc', consent_version: '2026-12-05' },
      ]);
    });
  });
}

test.describe('articles', () => {
  test('like and save toggle and are remembered; share copies the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The buttons' script is in the page: a file of its own was two chained requests before the first paint.
    const scriptFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptFiles.push(request.url());
    });
    await page.goto('/tin-tuc/tich-hop-pms');
    const like = page.getByRole('button', { name: 'Yêu thích' });
    const save = page.getByRole('button', { name: 'Lưu bài viết' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await save.click();
    await save.click();
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Chia sẻ' }).click();
    await expect(page.getByRole('status')).toContainText('Đã sao chép liên kết');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/tin-tuc\/tich-hop-pms$/);
    expect(scriptFiles).toEqual([]);
  });
});
