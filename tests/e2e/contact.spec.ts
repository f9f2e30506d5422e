import { expect, test } from '@playwright/test';

test.describe('contact page', () => {
  test('shows every way to reach us, the hours and the demo booking', async ({ page }) => {
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '0900 000 000', exact: true })).toHaveAttribute(
      'href',
      'tel:+84900000000',
    );
    await expect(main).toContainText('8:00–22:00 hằng ngày');
    await expect(main.getByRole('link', { name: 'sales@hotelix.vn' })).toHaveAttribute(
      'href',
      'mailto:sales@hotelix.vn',
    );
    await expect(main).toContainText('Phản hồi trong vòng 24 giờ');
    const map = main.getByRole('link', { name: 'Xem trên bản đồ' });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=123%20%C4%90/);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(main.getByText('Giờ làm việc văn phòng', { exact: true })).toBeVisible();
    for (const line of ['Thứ Hai đến thứ Sáu: 8:00–18:00', 'Thứ Bảy: 8:00–12:00', 'Chủ nhật: nghỉ']) {
      await expect(main.getByText(line, { exact: true })).toBeVisible();
    }
    await expect(main.getByText('Khách sạn dùng gói trả phí có số trực sự cố 24/7.', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Đặt lịch demo trực tiếp' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Xem tất cả khung giờ' })).toHaveAttribute('href', '/dat-lich-demo');
    await expect(main.getByText('Giờ trống gần nhất', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Gọi ngay: 0900 000 000' })).toHaveAttribute(
      'href',
      'tel:+84900000000',
    );
  });

  test('links the privacy policy from the footer, written under the 2025 data protection law', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chính sách bảo mật' }).click();
    await expect(page).toHaveURL(/\/chinh-sach-bao-mat$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chính sách bảo mật thông tin cá nhân');
    await expect(page.getByRole('main')).toContainText('91/2025/QH15');
    await expect(page.getByRole('main')).toContainText('sales@hotelix.vn');
  });
});
