import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './page-checks';

// The site search as a hotel owner meets it on a phone (390 px: the header's icon) and on a laptop
// (1366 px: the header's link drawn as a field), both opening the search page, with and without
// JavaScript: search from an article, open a result, page through many results, search for something
// the site does not have.
// Needs the real engine and the shipped content: 'khoa thong minh' finds the smart lock, 'khach san'
// finds more than one page.

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** Searches for `query` from the page's header, as the visitor would at this width. */
async function searchFromHeader(page: Page, query: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(/\/tim-kiem$/);
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Anh/chị cần tìm gì?' });
  await expect(field).toBeFocused();
  await field.fill(query);
  await field.press('Enter');
  await expect(page).toHaveURL(`/tim-kiem?q=${encodeURIComponent(query).replaceAll('%20', '+')}`);
}

const results = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('listitem');

for (const javaScriptEnabled of [true, false]) {
  for (const viewport of viewports) {
    test.describe(`site search at ${viewport.width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ viewport, javaScriptEnabled });

      test('searches from the header of an article and opens a result', async ({ page }) => {
        await page.goto('/tin-tuc/ai-chatbot-247');
        await searchFromHeader(page, 'khoa thong minh');
        const main = page.getByRole('main');
        await expect(main.getByText(/^[1-9][\d.]* kết quả cho "khoa thong minh"$/)).toBeVisible();
        await expect(main.getByRole('searchbox', { name: 'Anh/chị cần tìm gì?' })).toHaveValue('khoa thong minh');
        const lock = results(page).filter({ has: page.locator('a[href="/san-pham/khoa-thong-minh"]') });
        await expect(lock.getByText('Sản phẩm', { exact: true })).toBeVisible();
        // The words typed without diacritics are marked in the text as written.
        await expect(lock.locator('mark').first()).toHaveText(/^(khóa|thông|minh)/i);
        if (javaScriptEnabled) await expectNoViolations(page);
        await lock.getByRole('link').first().click();
        await expect(page).toHaveURL(/\/san-pham\/khoa-thong-minh$/);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Khóa thông minh');
      });

      test('pages through more than ten results', async ({ page }) => {
        await page.goto('/tim-kiem?q=khach+san');
        const main = page.getByRole('main');
        const countLine = main.getByText(/^[\d.]+ kết quả cho "khach san"$/);
        await expect(countLine).toBeVisible();
        const count = await countLine.textContent();
        const total = Number(count!.split(' ')[0]!.replaceAll('.', ''));
        expect(total).toBeGreaterThan(10);
        await expect(results(page)).toHaveCount(10);
        const pager = main.getByRole('navigation', { name: 'Phân trang' });
        await expect(pager.getByRole('link', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
        await pager.getByRole('link', { name: 'Sau' }).click();
        await expect(page).toHaveURL('/tim-kiem?q=khach+san&trang=2');
        await expect(
          page.getByRole('navigation', { name: 'Phân trang' }).getByRole('link', { name: 'Trang 2' }),
        ).toHaveAttribute('aria-current', 'page');
        await expect(results(page)).toHaveCount(Math.min(10, total - 10));
        if (javaScriptEnabled) await expectNoViolations(page);
      });

      test('says nothing was found and where else to look', async ({ page }) => {
        await page.goto('/tim-kiem');
        const field = page.getByRole('main').getByRole('searchbox', { name: 'Anh/chị cần tìm gì?' });
        if (javaScriptEnabled) await expectNoViolations(page);
        await field.fill('zqxjv wkpyf');
        await field.press('Enter');
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: 'Không tìm thấy kết quả cho "zqxjv wkpyf"' })).toBeVisible();
        await expect(main.getByRole('link', { name: 'câu hỏi thường gặp' })).toHaveAttribute('href', '/#faq');
        await expect(main.getByRole('link', { name: 'báo giá theo số phòng' })).toHaveAttribute('href', '/bao-gia');
        await expect(main.getByRole('link', { name: '0900 000 000' })).toHaveAttribute('href', 'tel:+84900000000');
        await expect(main.getByRole('link', { name: 'nhắn Zalo' })).toHaveAttribute('href', /^https:\/\/zalo\.me\//);
        if (javaScriptEnabled) await expectNoViolations(page);
      });
    });
  }
}

test.describe('the search in the header', () => {
  test('fits beside the links at 768 px without pushing the page sideways', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/tin-tuc/ai-chatbot-247');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tìm kiếm' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });

  test('loads no script beyond what every page loads, on the results page either', async ({ page }) => {
    const scriptsOf = async (path: string) => {
      const scripts: string[] = [];
      const listener = (response: { request: () => { resourceType: () => string }; url: () => string }) => {
        if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
      };
      page.on('response', listener);
      await page.goto(path, { waitUntil: 'networkidle' });
      page.off('response', listener);
      return scripts.sort();
    };
    expect(await scriptsOf('/tim-kiem?q=khach+san')).toEqual(await scriptsOf('/chinh-sach-bao-mat'));
  });
});
