import { expect, test } from '@playwright/test';
import { expectNoViolations } from './page-checks';
import { asStaff } from './staff-accounts';

// The owner on a phone fixes a refused number in 'Thông tin công ty' without retyping the rest, by
// keyboard, and the form passes axe in each state. (Every page's use of the details, the samples
// switch and other instances are checked over HTTP in tests/integration.)

test('a refused hotline keeps what was typed, with the reason beside it, at 360 px', async ({ browser }) => {
  const page = await asStaff(browser, 'owner');
  await expect(page.getByRole('note')).toContainText(/^Trang web còn \d+ giá trị mẫu\. Sửa thông tin công ty$/);
  await page.getByRole('link', { name: 'Sửa thông tin công ty' }).click();
  await expect(page.getByRole('region', { name: 'Trang web còn hiển thị giá trị mẫu' })).toContainText('Hotline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thông tin công ty');
  await expectNoViolations(page);

  await page.getByLabel('Tên công ty (pháp lý)').fill('Công ty TNHH Khách Sạn Việt');
  await page.getByLabel(/^Hotline/).fill('123');
  await page.getByLabel(/^Hotline/).press('Enter');
  await expect(page.getByText('Số điện thoại không hợp lệ.')).toBeVisible();
  await expect(page.getByLabel(/^Hotline/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Tên công ty (pháp lý)')).toHaveValue('Công ty TNHH Khách Sạn Việt');
  await expectNoViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Corrected, everything else as it was: saved (to the same values, as other specs read the samples).
  await page.getByLabel(/^Hotline/).fill('0900 000 000');
  await page.getByLabel('Tên công ty (pháp lý)').fill('');
  await page.getByRole('button', { name: 'Lưu thông tin công ty' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Đã lưu. Trang web hiển thị thông tin mới trong vài giây.',
  );
  await expect(page.getByLabel(/^Hotline/)).toHaveValue('0900 000 000');
});
