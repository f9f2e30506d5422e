import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('opens with the promise, the trial link and the demo button', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Phần mềm quản lý khách sạn');
    await expect(page.getByRole('link', { name: 'Dùng thử miễn phí 15 ngày' })).toHaveAttribute('href', '#contact');
    await expect(page.getByRole('link', { name: 'Xem demo' })).toBeVisible();
  });

  test('has every section, and the header anchors land on them below the sticky header', async ({ page }) => {
    await page.goto('/');
    const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    const anchors: Array<[string, string]> = [
      ['Tính năng', 'features'],
      ['Lợi ích', 'benefits'],
      ['Bảng giá', 'pricing'],
    ];
    for (const [label, id] of anchors) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      const section = page.locator(`section#${id}`);
      // Smooth scrolling takes a moment; the section must come to rest just below the header.
      await expect
        .poll(async () => {
          const top = (await section.boundingBox())!.y;
          return top >= Math.floor(headerHeight) && top < headerHeight + 40;
        })
        .toBe(true);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Dùng thử miễn phí' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('section#contact')).toBeInViewport();
  });

  test('shows six features, the benefit figures and the trust panel', async ({ page }) => {
    await page.goto('/');
    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 2 })).toHaveText('Tính năng nổi bật');
    await expect(features.getByRole('listitem')).toHaveCount(6);
    for (const title of [
      'Quản lý đặt phòng',
      'Quản lý khách hàng',
      'Quản lý thanh toán',
      'Báo cáo thống kê',
      'Bảo mật cao',
    ]) {
      await expect(features.getByRole('heading', { name: title })).toBeVisible();
    }
    const benefits = page.locator('#benefits');
    for (const text of ['+30%', '50%', 'Quản lý đa chi nhánh', '50+', '4.9/5']) {
      await expect(benefits.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(benefits.getByRole('img', { name: '4.9/5 sao' }).locator('svg')).toHaveCount(5);
  });

  test('prices the four plans, with the professional plan marked most popular', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('heading', { level: 2 })).toHaveText('Bảng giá');
    const plans: Array<[string, string]> = [
      ['Dùng thử miễn phí', '15 ngày'],
      ['Gói Cơ bản', '500.000\u00a0₫/tháng'],
      ['Gói Chuyên nghiệp', '1.200.000\u00a0₫/tháng'],
      ['Gói Doanh nghiệp', 'Liên hệ'],
    ];
    const cards = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(4);
    for (const [index, [name, price]] of plans.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(cards.nth(index)).toContainText(price);
      await expect(cards.nth(index).getByRole('link')).toBeVisible();
    }
    await expect(pricing.getByText('Phổ biến nhất')).toHaveCount(1);
    await expect(cards.nth(2).getByText('Phổ biến nhất')).toBeVisible();
  });

  test('answers ten common questions after the prices, each closed until asked', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    await expect(faq.getByRole('heading', { level: 2 })).toHaveText('Câu hỏi thường gặp');
    await expect(page.locator('#pricing + #faq')).toHaveCount(1);
    const questions = faq.locator('summary');
    expect(await questions.count()).toBeGreaterThanOrEqual(10);
    await expect(faq.locator('details[open]')).toHaveCount(0);
    await expect(questions.first()).toHaveText('Dùng thử 15 ngày có mất phí hay cần thẻ tín dụng không?');
    await questions.first().click();
    await expect(faq.locator('details').first().locator('p')).toContainText('không cần thẻ tín dụng');
    for (const topic of ['hóa đơn điện tử', 'OTA', 'Mất mạng', 'đào tạo', 'Dữ liệu của khách sạn']) {
      await expect(questions.filter({ hasText: topic })).toHaveCount(1);
    }
  });

  test('ends with how to reach sales', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText('Sẵn sàng bắt đầu?');
    await expect(contact.getByRole('link', { name: '0900 000 000', exact: true })).toHaveAttribute(
      'href',
      'tel:+84900000000',
    );
    await expect(contact.getByRole('link', { name: 'sales@hotelix.vn' })).toHaveAttribute(
      'href',
      'mailto:sales@hotelix.vn',
    );
    await expect(contact).toContainText('123 Đường Ví Dụ, Phường Sài Gòn, TP. Hồ Chí Minh');
    await expect(contact.getByRole('heading', { name: 'Đăng ký dùng thử miễn phí' })).toBeVisible();
  });
});
