import { expect, type Page } from '@playwright/test';
import { test, useEditorServer } from './editor-server';
import { expectNoViolations } from './page-checks';

// A customer story on a 360 px phone: reached from the member's menu's 'Câu chuyện khách hàng' under
// Thêm, its fields fit the screen, a figure row removed is refused at 'Cập nhật' (two are needed)
// with the focus on the list, and the owner's new words reach the story's page. Axe clean. On a
// server of its own: it changes a story the other specs read.

test.use({ baseURL: undefined, viewport: { width: 360, height: 800 } });
const { at, signIn } = useEditorServer();

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('an editor changes a story’s quote at 360 px, after a refusal for a missing figure', async ({ page }) => {
  test.slow();
  await signIn(page);
  await page.locator('nav.fixed').getByRole('link', { name: 'Thêm' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Câu chuyện khách hàng' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Câu chuyện khách hàng');
  await page
    .getByRole('link', { name: 'Resort ở Phú Quốc đổi phần mềm quản lý giữa mùa đón khách', exact: true })
    .click();
  await expect(page.getByLabel('Tên khách sạn', { exact: true })).toHaveValue('Gió Nam Resort');
  await expect(page.getByRole('checkbox', { name: 'Khóa thông minh' })).toBeChecked();
  await noSidewaysScroll(page);
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Xoá kết quả 3' }).click();
  await page.getByRole('button', { name: 'Xoá kết quả 2' }).click();
  await page.getByRole('button', { name: 'Cập nhật', exact: true }).click();
  await expect(page.getByText('Cần từ 2 đến 3 kết quả.').first()).toBeVisible();
  await expect(page.locator('#field-figures')).toBeFocused();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Thêm kết quả' }).click();
  await page.getByLabel('Con số kết quả 2', { exact: true }).fill('2 ngày');
  await page.getByLabel('Điều được đo, kết quả 2', { exact: true }).fill('để kế toán chốt sổ cuối tháng');
  await page.getByLabel('Thời gian đo, kết quả 2', { exact: true }).fill('từ tháng thứ hai');
  const quote = 'Chuyển dữ liệu mất một buổi tối, sáng hôm sau lễ tân đã làm việc trên phần mềm mới.';
  await page.getByLabel('Lời trích', { exact: true }).fill(quote);
  await page.getByRole('button', { name: 'Cập nhật', exact: true }).click();
  await expect(page.getByText('Đã cập nhật.')).toBeVisible();

  await page.goto(at('/khach-hang/gio-nam-resort'));
  await expect(page.locator('figure blockquote')).toHaveText(`“${quote}”`);
  await expect(page.getByRole('region', { name: 'Kết quả' }).getByRole('listitem')).toHaveCount(2);
});
