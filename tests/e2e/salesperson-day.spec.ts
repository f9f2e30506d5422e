import { expect, test, type Page } from '@playwright/test';
import { launchServer, type LaunchedServer } from '../../scripts/lib/launch-server.ts';
import { expectNoViolations } from './page-checks';
import { addAccount, signInByTaps, tapCounter } from './phone-visit';

// A salesperson's day on a 360 × 780 phone with touch, on a server of this spec's own (the shared
// server's other specs add leads every salesperson counts, so counts there never hold still): sign in,
// find the hotel that talked to the assistant by typing its name without diacritics, work that lead
// from its page, then a second one from 'Hôm nay's call sheet, and watch 'Hôm nay's counts follow
// each save without a page load. Taps are counted; each page passes axe.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

const seller = { email: 'ngo-thanh-van@hotelix.vn', password: 'gọi khách mỗi sáng lúc tám giờ', name: 'Ngô Thanh Vân' };
let server: LaunchedServer;

/** Six turns with the assistant, the last one the question sales should start from. */
const conversation = [
  'Phần mềm có chạy trên điện thoại không?',
  'Có kết nối Booking.com không?',
  'Có kết nối Agoda không?',
  'Khóa thẻ từ dùng được với phần mềm không?',
  'Có xuất hóa đơn điện tử không?',
  'Giá cho 24 phòng là bao nhiêu?',
].map((question) => ({ question, answer: 'Trợ lý chưa tìm được câu trả lời chắc chắn cho câu hỏi này.' }));

test.beforeAll(async () => {
  server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' }, 60_000);
  addAccount(server, seller, 'sales');
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(data),
    });
    expect(response.status, await response.text()).toBe(200);
  };
  // Two hotels wrote through the contact form, and one asked the assistant six questions first.
  for (const [index, hotel] of ['Khách sạn Biển Xanh', 'Khách sạn Hồ Tây'].entries())
    await post('/api/leads/contact', {
      name: ['Lê Văn Phúc', 'Trần Thị Mai'][index],
      company_name: hotel,
      email: `khach-${index}@vidu.vn`,
      phone: `0912 345 60${index}`,
      message: 'Cần tư vấn phần mềm cho 30 phòng.',
      page: '/contact',
    });
  await post('/api/leads/assistant', {
    name: 'Phạm Quốc Bảo',
    phone: '0912 345 699',
    company_name: 'Khách sạn Sông Hàn',
    page: '/san-pham',
    conversation,
  });
});

test.afterAll(async () => {
  await server.stop();
});

/** The count 'Hôm nay' shows in the phone's tab bar, by the tab's name ('Hôm nay (3)'). */
const todayTab = (page: Page) => page.getByRole('navigation', { name: 'Quản trị' }).locator('a[href="/admin/hom-nay"]');

test('finds the assistant’s hotel, works it and a second lead, and sees Hôm nay count down, axe clean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tap, taps } = tapCounter();

  // Signed in from the form: a salesperson lands on 'Hôm nay', three leads waiting.
  await signInByTaps(page, server, seller, tap);
  await expect(page).toHaveURL(/\/admin\/hom-nay$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Việc hôm nay (3)');
  await expect(todayTab(page)).toHaveAccessibleName('Hôm nay (3)');
  await expect(page.getByRole('heading', { name: 'Khách mới chưa liên hệ (3)' })).toBeVisible();
  await expectNoViolations(page, 'Hôm nay');

  // 'Tìm': the hotel's name typed without diacritics; the one result is on the first screen.
  await tap(page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Tìm' }));
  await expect(page.getByLabel('Tên, khách sạn, email hoặc số điện thoại')).toBeFocused();
  await page.keyboard.type('song han');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\?phu-trach=tat-ca&q=song\+han$/);
  const result = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Khách sạn Sông Hàn' });
  await expect(result).toHaveCount(1);
  await expect(result).toBeInViewport();
  await expect(page.getByRole('main')).not.toContainText(/Biển Xanh|Hồ Tây/);
  await expectNoViolations(page, 'the search');

  // Its page: the last question and the work form on the first screen, the conversation below them.
  await tap(result.getByRole('link', { name: 'Phạm Quốc Bảo', exact: true }));
  const work = page.getByRole('region', { name: 'Bước tiếp theo và trạng thái' });
  await expect(page.locator('p', { hasText: 'Khách hỏi trợ lý:' })).toContainText('Giá cho 24 phòng là bao nhiêu?');
  expect((await work.boundingBox())!.y).toBeLessThan(780);
  // A new lead's status follows the call: the choice says so, as the line under it does.
  await expect(work.getByRole('radio', { name: 'Theo kết quả cuộc gọi' })).toBeChecked();
  await expect(work).toContainText(
    'Theo kết quả cuộc gọi: khách nghe máy thì chuyển sang “Đã liên hệ”, còn lại giữ “Mới”.',
  );
  await expectNoViolations(page, 'the assistant lead');
  const chip = (name: string | RegExp) =>
    work.locator('label').filter({ has: page.getByRole('radio', { name, includeHidden: true }) });
  await tap(chip('Khách nghe máy'));
  await tap(chip(/^Sáng mai/));
  await tap(work.getByRole('button', { name: 'Lưu' }));
  await expect(work.getByRole('status')).toContainText('Đã chuyển sang “Đã liên hệ”.');
  // Saved in place: the tab bar's count follows at once.
  await expect(todayTab(page)).toHaveAccessibleName('Hôm nay (2)');
  await expect(todayTab(page)).toHaveAttribute('data-count', '2');

  // Back on 'Hôm nay': a second lead from the call sheet ('Ghi kết quả': the call made on another phone).
  await tap(todayTab(page));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Việc hôm nay (2)');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await tap(page.getByRole('link', { name: 'Ghi kết quả cho Lê Văn Phúc' }));
  const sheet = page.getByRole('dialog', { name: /Cuộc gọi với Lê Văn Phúc/ });
  const inSheet = (name: string | RegExp) =>
    sheet.locator('label').filter({ has: page.getByRole('radio', { name, includeHidden: true }) });
  await tap(inSheet('Hẹn gọi lại'));
  await tap(inSheet(/^Thứ Hai tới/));
  // The note, reached from the status by the keyboard, is scrolled clear of the sticky 'Lưu' bar.
  await sheet.getByRole('radio', { name: 'Theo kết quả cuộc gọi' }).focus();
  await page.keyboard.press('Tab');
  const note = sheet.getByLabel('Ghi chú (không bắt buộc)');
  await expect(note).toBeFocused();
  await page.keyboard.type('Khách hẹn gọi lại đầu tuần.');
  const noteBox = (await sheet.locator('label', { hasText: 'Ghi chú (không bắt buộc)' }).boundingBox())!;
  const bar = (await sheet.getByRole('button', { name: 'Lưu' }).locator('..').boundingBox())!;
  expect(noteBox.y).toBeGreaterThanOrEqual(0);
  expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(bar.y);
  await expectNoViolations(page, 'the call sheet');
  await tap(sheet.getByRole('button', { name: 'Lưu' }));
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Việc hôm nay (1)');
  await expect(page.getByRole('heading', { name: 'Khách mới chưa liên hệ (1)' })).toBeVisible();
  await expect(todayTab(page)).toHaveAccessibleName('Hôm nay (1)');
  await expectNoViolations(page, 'Hôm nay after two calls');

  // Sign-in 3, 'Tìm' 1 (the search sent by the keyboard's Enter), the lead 4, back to 'Hôm nay' 1, the sheet 4.
  expect(taps()).toBe(13);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
