import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './page-checks';
import { asStaff } from './staff-accounts';
import { createStaff, signedIn } from './staff-session';
import { workerEmail } from './worker-account';

// On a phone, a salesperson sets their demo hours, meeting link and a day off, and the owner adds a
// company closed day, through the admin's own links; axe-clean and without sideways scroll in each
// state. (Every refusal and role is checked over HTTP in tests/integration/availability-http.test.ts.)

const seller = { email: workerEmail('lich-hen@hotelix.vn'), password: 'nhân viên kinh doanh 2026' };

/** 'YYYY-MM-DD' `days` after today in Vietnam: past the 21 bookable days, so no other spec's slots change. */
const dayAhead = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const expectClean = async (page: Page) => {
  await expectNoViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
};

test.beforeAll(() => {
  createStaff(seller.email, 'sales', seller.password, 'Trần Thu Hà');
});

test('a salesperson sets their demo hours, meeting link and a day off at 360 px', async ({ browser }) => {
  const page = await signedIn(browser, seller);
  await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Thêm' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Lịch nhận demo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch nhận demo');
  await expect(page.getByRole('main').getByRole('link', { name: /\/dat-lich-demo\?nv=/ })).toBeVisible();
  await expect(page.getByLabel('Thứ Hai')).toHaveValue('8:00–18:00');
  await expectClean(page);

  await page.getByLabel('Thứ Hai').fill('8:00–12:00, 13:30–17:30');
  await page.getByLabel('Thứ Bảy').fill('');
  await page.getByLabel('Đường dẫn họp trực tuyến').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Lưu giờ nhận demo' }).click();
  await expect(page.getByText(/^Đường dẫn họp phải là địa chỉ đầy đủ bắt đầu bằng https:\/\//)).toBeVisible();
  await expect(page.getByLabel('Đường dẫn họp trực tuyến')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Thứ Hai')).toHaveValue('8:00–12:00, 13:30–17:30');
  await expectClean(page);

  await page.getByLabel('Đường dẫn họp trực tuyến').fill('https://meet.google.com/abc-defg-hij');
  await page.getByRole('button', { name: 'Lưu giờ nhận demo' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Đã lưu giờ nhận demo và đường dẫn họp.');
  await expect(page.getByLabel('Thứ Hai')).toHaveValue('8:00–12:00, 13:30–17:30');
  await expect(page.getByLabel('Thứ Bảy')).toHaveValue('');
  await expect(page.getByLabel('Đường dẫn họp trực tuyến')).toHaveValue('https://meet.google.com/abc-defg-hij');
  await expectClean(page);

  const day = dayAhead(30);
  await page.getByLabel('Ngày', { exact: true }).fill(day);
  await page.getByLabel('Ghi chú (không bắt buộc)').fill('Nghỉ phép');
  await page.getByRole('button', { name: 'Thêm ngày nghỉ' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Đã thêm ngày nghỉ.');
  const shown = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  await expect(page.getByRole('listitem').filter({ hasText: shown })).toContainText('Nghỉ phép');
  await expectClean(page);
});

test('the owner adds a company closed day at 360 px', async ({ browser }) => {
  const page = await asStaff(browser, 'owner');
  await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Thêm' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Ngày nghỉ của công ty' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ngày nghỉ của công ty');
  await expect(page.getByRole('main')).toContainText('Ngày nghỉ bù, ngày hoán đổi');
  await expectClean(page);

  // A day of its own per worker, far ahead: the same day twice would be refused as taken.
  const day = dayAhead(400 + Number(process.env.TEST_WORKER_INDEX ?? 0));
  await page.getByLabel('Ngày', { exact: true }).fill(day);
  await page.getByLabel('Tên ngày nghỉ').fill('Nghỉ bù Quốc khánh');
  await page.getByRole('button', { name: 'Thêm ngày nghỉ' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Đã thêm ngày nghỉ của công ty.');
  const shown = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  await expect(page.getByRole('textbox', { name: new RegExp(shown) })).toHaveValue('Nghỉ bù Quốc khánh');
  await expectClean(page);

  // The same day again: refused beside the field, with what was typed kept.
  await page.getByLabel('Ngày', { exact: true }).fill(day);
  await page.getByLabel('Tên ngày nghỉ').fill('Lần nữa');
  await page.getByRole('button', { name: 'Thêm ngày nghỉ' }).click();
  await expect(page.getByText('Ngày này đã có trong danh sách: đổi tên ở bên dưới nếu cần.')).toBeVisible();
  await expect(page.getByLabel('Ngày', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Tên ngày nghỉ')).toHaveValue('Lần nữa');
  await expectClean(page);
});
