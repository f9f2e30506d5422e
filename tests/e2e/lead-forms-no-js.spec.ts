import { expect, test, type Page } from '@playwright/test';
import { leadsByEmail, uniqueEmail, uniquePhone } from './leads-db';

test.use({ javaScriptEnabled: false });

async function fillPerson(page: Page, email: string) {
  // The first form in the page's main content (a closed dialog's form may follow it).
  const form = page.locator('main form').first();
  await form.getByLabel('Tên khách sạn').fill('Khách sạn Tràng An');
  await form.getByLabel('Họ và tên').fill('Trịnh Văn Sơn');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Số điện thoại').fill('0229 387 1234');
}

test.describe('forms without JavaScript', () => {
  test('the trial form posts, lands on /cam-on, and the lead exists', async ({ page }) => {
    const email = uniqueEmail('nojs-trial');
    await page.goto('/');
    await fillPerson(page, email);
    await page.locator('main form').first().getByRole('button', { name: 'Đăng ký dùng thử' }).click();
    await expect(page).toHaveURL(/\/cam-on$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thành công!');
    expect(await leadsByEmail(email)).toMatchObject([{ source: 'trial', page: '/' }]);
  });

  test('a refused post comes back with the messages and what was typed', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('main form').first();
    await form.getByLabel('Họ và tên').fill('Trịnh Văn Sơn');
    await form.getByLabel('Email').fill('son@');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button').click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText('Tên khách sạn không được để trống')).toBeVisible();
    await expect(page.getByText('Email không hợp lệ')).toBeVisible();
    await expect(page.locator('main form').first().getByLabel('Họ và tên')).toHaveValue('Trịnh Văn Sơn');
  });

  test('a pricing plan link leads to its form, which posts', async ({ page }) => {
    const email = uniqueEmail('nojs-pricing');
    await page.goto('/');
    await page.getByRole('link', { name: 'Chọn gói Cơ bản' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng ký Gói Cơ bản');
    await fillPerson(page, email);
    await page.locator('main form').first().getByRole('button', { name: 'Gửi yêu cầu', exact: true }).click();
    await expect(page).toHaveURL(/\/cam-on$/);
    expect(await leadsByEmail(email)).toMatchObject([
      { source: 'pricing', plan: 'basic', message: 'Quan tâm đến Gói Cơ bản' },
    ]);
  });

  test('the contact form and the demo request post', async ({ page }) => {
    const email = uniqueEmail('nojs-contact');
    await page.goto('/contact');
    const form = page.locator('main form').first();
    await fillPerson(page, email);
    await form.getByLabel('Nội dung tin nhắn').fill('Cần tư vấn khóa thông minh cho 30 phòng.');
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect(page).toHaveURL(/\/cam-on$/);
    expect(await leadsByEmail(email)).toMatchObject([{ source: 'contact', page: '/contact' }]);

    const demoEmail = uniqueEmail('nojs-demo');
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Xem tất cả khung giờ' }).click();
    await expect(page).toHaveURL(/\/dat-lich-demo$/);
    await page.locator('[data-slot="slot-day"]').nth(2).getByRole('radio').nth(1).check();
    await page.getByLabel('Họ và tên').fill('Trịnh Văn Sơn');
    await page.getByLabel('Tên khách sạn').fill('Khách sạn Tràng An');
    await page.getByLabel('Email', { exact: true }).fill(demoEmail);
    // One demo ahead per phone: a number of its own, so a retry of this test books too.
    await page.getByLabel('Số điện thoại').fill(uniquePhone());
    await page.getByRole('button', { name: 'Đặt lịch demo', exact: true }).click();
    await expect(page).toHaveURL(/\/dat-lich-demo\/da-dat\?ma=/);
    expect(await leadsByEmail(demoEmail)).toMatchObject([{ source: 'demo' }]);
  });
});
