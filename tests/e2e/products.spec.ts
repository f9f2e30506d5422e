import { expect, test } from '@playwright/test';

// Path, name, quote parameter and unit price as the product files (src/content/products) set them.
const products: Array<[string, string, string, string]> = [
  ['/san-pham/board-dieu-khien-nguon-dien', 'Board điều khiển nguồn điện', 'board', '1.450.000 ₫/bộ'],
  ['/san-pham/the-tu', 'Thẻ từ RFID', 'the', '15.000 ₫/thẻ'],
  ['/san-pham/khoa-thong-minh', 'Khóa thông minh', 'khoa', '3.200.000 ₫/bộ'],
];

test.describe('hardware catalogue', () => {
  test('lists the three products in order, each leading to its page and back', async ({ page }) => {
    await page.goto('/san-pham');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const [index, [href]] of products.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.{10,}/);
      await card.getByRole('link', { name: /Xem chi tiết/ }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await page.getByRole('link', { name: '← Quay lại danh sách sản phẩm' }).first().click();
      await expect(page).toHaveURL(/\/san-pham$/);
    }
  });

  for (const [href, name, param, price] of products) {
    test(`${href} describes the product, its specifications and its PMS integration`, async ({ page }) => {
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ')[0]!);
      const image = page.getByRole('main').getByRole('img').first();
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect(page.getByRole('heading', { name: 'Thông số kỹ thuật' })).toBeVisible();
      expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThanOrEqual(4);
      await expect(page.getByRole('heading', { name: 'Tính năng chính' })).toBeVisible();
      await expect(page.locator('#integration-heading')).toContainText('PMS');
      await expect(page.getByRole('link', { name: 'Liên hệ tư vấn' })).toHaveAttribute('href', '/contact');
      await expect(page.getByText(`Từ ${price}`, { exact: true })).toBeVisible();
      await expect(page.getByText('Giá chưa gồm VAT.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Bảo hành và lắp đặt' })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: 'Bảo hành' })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: 'Lắp đặt' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Nhận báo giá' })).toHaveAttribute('href', `/bao-gia?sp=${param}`);
      await expect(page.getByRole('link', { name: '← Quay lại danh sách sản phẩm' }).first()).toHaveAttribute(
        'href',
        '/san-pham',
      );
    });
  }

  test("'Nhận báo giá' on a product page opens the quote with that product alone", async ({ page }) => {
    await page.goto('/san-pham/khoa-thong-minh');
    await page.getByRole('link', { name: 'Nhận báo giá' }).click();
    await expect(page).toHaveURL(/\/bao-gia\?sp=khoa$/);
    // Blank is the lock's per-room default; the other products start at 0.
    await expect(page.getByRole('textbox', { name: /^Khóa thông minh/ })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: /^Thẻ từ/ })).toHaveValue('0');
    await expect(page.getByRole('textbox', { name: /^Board/ })).toHaveValue('0');
    await expect(page.locator('[data-quote-row="Khóa thông minh"]')).toBeVisible();
    await expect(page.locator('[data-quote-row="Thẻ từ RFID"]')).toHaveCount(0);
  });
});
