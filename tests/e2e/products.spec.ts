import { expect, test } from '@playwright/test';

const products: Array<[string, string]> = [
  ['/san-pham/board-dieu-khien-nguon-dien', 'Board điều khiển nguồn điện'],
  ['/san-pham/the-tu', 'Thẻ từ RFID'],
  ['/san-pham/khoa-thong-minh', 'Khóa thông minh'],
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

  for (const [href, name] of products) {
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
      await expect(page.getByText(/^Giá tham khảo: [\d.]+ ₫\/(bộ|thẻ)/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Tính báo giá cho khách sạn' })).toHaveAttribute('href', '/bao-gia');
      await expect(page.getByRole('link', { name: '← Quay lại danh sách sản phẩm' }).first()).toHaveAttribute(
        'href',
        '/san-pham',
      );
    });
  }
});
