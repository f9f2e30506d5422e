import { expect, test, type Browser, type Page } from '@playwright/test';
import { failWebhookOf, quoteRequest, uniqueEmail } from './leads-db';
import { expectNoViolations } from './page-checks';
import { asStaff } from './staff-accounts';
import { createStaff } from './staff-session';

// The first test signs in through the form and out again, so it has an account of its own (owner:
// every lead by default; a salesperson's own view is sales.spec.ts's); the others open the suite's
// owner's saved session (staff-accounts.ts).
const staffEmail = 'thu-dang-nhap@hotelix.vn';
const password = 'mat-khau-doi-kinh-doanh';

/** The suite's owner, signed in, at `next` in a laptop-sized context. */
async function ownerAt(browser: Browser, next: string): Promise<Page> {
  const page = await asStaff(browser, 'owner', 1280, 720);
  await page.goto(next);
  return page;
}

async function signIn(page: Page, next = '/admin') {
  await page.goto(next);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('Email').fill(staffEmail);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

test('the sales team finds a new lead without diacritics and works it through the flow', async ({ page, request }) => {
  const email = uniqueEmail('inbox');
  await request.post('/api/leads/contact', {
    data: {
      name: 'Nguyễn Thị Hương',
      company_name: 'Khách sạn Đồi Thông',
      email,
      phone: '0263 999 8888',
      message: 'Cần demo phần mềm cho 25 phòng.',
      page: '/contact',
    },
  });
  createStaff(staffEmail, 'owner', password);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khách hàng tiềm năng');
  await expectNoViolations(page);

  await page.getByLabel('Tìm kiếm (tên, khách sạn, email, số điện thoại, lời nhắn, ghi chú)').fill('nguyen thi huong');
  await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  await expect(page).toHaveURL(/q=nguyen\+thi\+huong/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Khách sạn Đồi Thông');
  await expect(row.getByRole('link', { name: '0263 999 8888' })).toHaveAttribute('href', 'tel:+842639998888');
  await expect(row).toContainText('Mới');

  await row.getByRole('link', { name: 'Nguyễn Thị Hương' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nguyễn Thị Hương');
  await expect(page.getByRole('main')).toContainText('Chính sách bảo mật phiên bản 2026-12-05');
  await expectNoViolations(page);
  // One form for the call, the next step, the status and a note, saved without leaving the page.
  const work = page.getByRole('region', { name: 'Bước tiếp theo và trạng thái' });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const choose = (name: string) =>
    work
      .locator('label')
      .filter({ has: page.getByRole('radio', { name, includeHidden: true }) })
      .click();
  await choose('Đã liên hệ');
  await work.getByRole('button', { name: 'Lưu' }).click();
  await expect(work.getByText('Hãy đặt bước tiếp theo (việc gì, ngày và giờ) trước khi lưu.')).toBeVisible();
  await choose('Chọn giờ…');
  await work.getByLabel('Ngày').fill('2030-01-02');
  await work.getByLabel('Giờ (giờ Việt Nam)').fill('09:30');
  await work.getByRole('button', { name: 'Lưu' }).click();
  await expect(work.getByRole('status')).toHaveText(
    'Đã lưu, bước tiếp theo: 02/01/2030 9:30. Đã chuyển sang “Đã liên hệ”.',
  );
  await expect(work).toContainText('Gọi lại · 02/01/2030 09:30');
  await work.getByLabel('Ghi chú (không bắt buộc)').fill('Đã gọi, hẹn demo thứ Năm.');
  await work.getByRole('button', { name: 'Lưu' }).click();
  await expect(work.getByRole('status')).toHaveText('Đã lưu.');
  await page.reload();
  const timeline = page.locator('section[aria-labelledby="lead-timeline"]');
  await expect(timeline).toContainText('Chuyển sang “Đã liên hệ”');
  await expect(timeline).toContainText('Đã gọi, hẹn demo thứ Năm.');
  await expect(timeline).toContainText(staffEmail);

  // The inbox search reads the message and the notes too, folded like the names.
  await page.goto('/admin');
  await page
    .getByLabel('Tìm kiếm (tên, khách sạn, email, số điện thoại, lời nhắn, ghi chú)')
    .fill(`25 phong hen demo thu nam ${email}`);
  await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Nguyễn Thị Hương' }).click();

  await page.getByText('Xoá khách hàng này…').click();
  await page.getByLabel('Tôi xác nhận khách đã yêu cầu xoá dữ liệu').check();
  await page.getByRole('button', { name: 'Xoá vĩnh viễn' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Đã xoá khách hàng theo yêu cầu.');

  // 'Đăng xuất' is in the member's menu at the top right, under their name.
  await page.getByRole('banner').locator('summary', { hasText: staffEmail }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
});

test('a quote lead shows its estimate line by line on its page, filtered by its source', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('bao-gia-inbox');
  const sent = await request.post('/api/leads/quote', {
    data: quoteRequest({ company_name: 'Khách sạn Sông Hàn', name: 'Võ Thanh Tâm', email, phone: '0236 777 6666' }),
  });
  expect(sent.status()).toBe(200);
  const page = await ownerAt(browser, '/admin?nguon=quote');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Báo giá');
  await row.getByRole('link', { name: 'Võ Thanh Tâm' }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText('Báo giá – Gói Chuyên nghiệp');
  await expect(main).toContainText('24 phòng · Gói Chuyên nghiệp');
  await expect(main).toContainText('Khóa thông minh: 24 bộ × 3.200.000 ₫ = 76.800.000 ₫');
  await expect(main).toContainText('Phần mềm Gói Chuyên nghiệp, trả theo năm (10 tháng): 12.000.000 ₫/năm');
  await expect(main).not.toContainText('Board điều khiển nguồn điện:');
  await expectNoViolations(page);
});

test('the newsletter list shows subscribers', async ({ browser }) => {
  const page = await ownerAt(browser, '/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Người đăng ký bản tin');
  await expect(page.getByRole('link', { name: 'Xuất CSV' })).toHaveAttribute('href', '/admin/newsletter.csv');
  await expectNoViolations(page);
});

test('a notification that could not be sent is flagged in the inbox and sent again from the keyboard', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('thong-bao');
  await request.post('/api/leads/trial', {
    data: { name: 'Lê Văn Phúc', company_name: 'Khách sạn Sông Hàn', email, phone: '0236 777 6666', page: '/' },
  });
  await failWebhookOf(email, 'Webhook trả lời HTTP 500: lỗi');
  const page = await ownerAt(browser, '/admin');
  const warning = page.getByRole('region', { name: /thông báo không gửi được/ });
  await expect(warning).toContainText('Webhook trả lời HTTP 500: lỗi');
  await expectNoViolations(page);

  await warning.getByRole('link', { name: 'Lê Văn Phúc · Khách sạn Sông Hàn' }).click();
  const notifications = page.getByRole('region', { name: 'Thông báo cho nhóm bán hàng' });
  await expect(notifications).toContainText('Tin nhắn webhook (chat): Gửi không thành công');
  await expect(notifications).toContainText('Lỗi gần nhất: Webhook trả lời HTTP 500: lỗi');
  await expectNoViolations(page);

  await notifications.getByRole('button', { name: 'Gửi lại' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Đã xếp thông báo vào hàng gửi lại.');
  await expect(notifications.getByRole('button', { name: 'Gửi lại' })).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(notifications).toContainText('Tin nhắn webhook (chat): Đã gửi', { timeout: 500 });
  }).toPass();
});
