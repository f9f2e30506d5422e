import { expect } from '@playwright/test';
import sharp from 'sharp';
import { test, useEditorServer } from './editor-server';
import { expectNoViolations } from './page-checks';
import { telex, typeByIme } from './ime.ts';

// An editor publishes from /admin in a browser: Vietnamese typed through an input method, a cover
// uploaded from a file, a preview, 'Xuất bản', and the reader finds the article in the list, on its
// page, in RSS and in the sitemap. Every admin page and state is checked by axe, the editor fits a
// phone, and publishing works from the keyboard alone. On a server of its own: what it publishes
// must not change the news list other specs count on.

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: undefined });
const { at, signIn, storedDraft } = useEditorServer();

// "Nhận phòng nhanh cho khách đoàn", typed in Telex; two words are committed decomposed (NFD).
const titleWords = [
  telex('Nhận', 'N', 'Nh', 'Nha', 'Nhâ', 'Nhậ', 'Nhận'),
  telex('phòng', 'p', 'ph', 'pho', 'phò', 'phòn', 'phòng'),
  telex('nhanh', 'n', 'nh', 'nha', 'nhan', 'nhanh'),
  telex('cho', 'c', 'ch', 'cho'),
  telex('khách'.normalize('NFD'), 'k', 'kh', 'kha', 'khá', 'khác', 'khách'),
  telex('đoàn'.normalize('NFD'), 'd', 'đ', 'đo', 'đoa', 'đoà', 'đoàn'),
];
const title = 'Nhận phòng nhanh cho khách đoàn';
const bodyWords = [
  telex('Lễ', 'L', 'Le', 'Lê', 'Lễ'),
  telex('tân', 't', 'ta', 'tâ', 'tân'),
  telex('chuẩn', 'c', 'ch', 'chu', 'chua', 'chuâ', 'chuẩ', 'chuẩn'),
  telex('bị', 'b', 'bi', 'bị'),
  telex('trước', 't', 'tr', 'tru', 'trư', 'trươ', 'trước'.slice(0, 4), 'trước'),
];
const bodyStart = 'Lễ tân chuẩn bị trước';

test('an editor writes an article in Telex, uploads a cover, previews and publishes it; readers find it everywhere', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await expectNoViolations(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.getByRole('button', { name: 'Viết bài mới' }).click();
  await expect(page).toHaveURL(/\/admin\/bai-viet\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Nội dung' })).toBeVisible();
  await expectNoViolations(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viết bài mới');

  await page.getByLabel('Tiêu đề', { exact: true }).focus();
  await typeByIme(page, titleWords);
  // The field shows what the IME committed; the server stores it NFC (checked below).
  expect((await page.getByLabel('Tiêu đề', { exact: true }).inputValue()).normalize('NFC')).toBe(title);
  await expect(page.getByLabel('Đường dẫn', { exact: true })).toHaveValue('nhan-phong-nhanh-cho-khach-doan');
  await page
    .getByLabel('Tóm tắt', { exact: true })
    .fill('Bốn việc lễ tân làm trước khi đoàn khách đến, để cả đoàn nhận phòng trong mười lăm phút.');
  await page.getByLabel('Chuyên mục', { exact: true }).selectOption({ label: 'Hướng dẫn' });
  await page.getByLabel('Tác giả', { exact: true }).selectOption({ label: 'Trần Thu Trang' });
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/Chọn ảnh \(JPEG/)
    .setInputFiles({ name: 'sanh-le-tan.jpg', mimeType: 'image/jpeg', buffer: cover });
  await expect(page.getByRole('img', { name: /Ảnh bìa/ })).toBeVisible();
  await page.getByLabel('Mô tả ảnh bìa', { exact: true }).fill('Quầy lễ tân chuẩn bị thẻ phòng cho một đoàn khách');

  const body = page.getByRole('textbox', { name: 'Nội dung' });
  await body.click();
  await typeByIme(page, bodyWords);
  await page.keyboard.insertText(
    ` khi đoàn đến: danh sách phòng theo tên khách, thẻ từ đã mã hóa sẵn, phiếu đăng ký điền trước và một người dẫn đoàn lên phòng. ${'Mỗi việc làm trước giúp đoàn khách không phải đứng chờ ở sảnh. '.repeat(3)}`,
  );
  // Saved with nothing newer pending: an earlier autosave's 'Đã lưu lúc …' carries ' · có thay đổi mới'.
  await expect(page.getByRole('status').filter({ hasText: /^Đã lưu lúc \d{2}:\d{2}$/ })).toBeVisible({
    timeout: 10_000,
  });
  // The editor runs within the site's Content-Security-Policy (no inline styles or scripts).
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  const stored = await storedDraft(page);
  expect(stored.title).toBe(title);
  expect(stored.title).toBe(stored.title.normalize('NFC'));
  expect(stored.body.startsWith(bodyStart)).toBe(true);
  expect(stored.body).toBe(stored.body.normalize('NFC'));

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Xem trước/ }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The preview carries its own copy of the article buttons' script: they work there too.
  const like = preview.getByRole('button', { name: 'Yêu thích' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expectNoViolations(preview);
  await preview.close();

  await page.getByRole('button', { name: 'Xuất bản', exact: true }).click();
  await expect(page.locator('[data-status]')).toHaveText('Đã xuất bản');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('button', { name: 'Cập nhật', exact: true })).toBeVisible();
  await expectNoViolations(page);

  const href = '/tin-tuc/nhan-phong-nhanh-cho-khach-doan';
  await page.goto(at('/tin-tuc'));
  await expect(page.getByRole('link', { name: title }).first()).toHaveAttribute('href', href);
  await page.goto(at(href));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('main')).toContainText(bodyStart);
  const coverImage = page.getByRole('img', { name: 'Quầy lễ tân chuẩn bị thẻ phòng cho một đoàn khách' });
  await expect(coverImage).toHaveAttribute('fetchpriority', 'high');
  expect(await coverImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await (await page.request.get(at('/tin-tuc/rss.xml'))).text()).toContain(`<title>${title}</title>`);
  expect(await (await page.request.get(at('/sitemap.xml'))).text()).toContain(`${href}</loc>`);
});

test('an empty draft is refused with each field named, and the editor fits a phone', async ({ page }) => {
  // A sign-in, the editor's script and every field's check: past the default timeout on a slow machine.
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  await page.getByRole('button', { name: 'Viết bài mới' }).click();
  await expect(page.getByRole('textbox', { name: 'Nội dung' })).toBeVisible();
  await page.getByRole('button', { name: 'Xuất bản', exact: true }).click();
  await expect(page.getByLabel('Tiêu đề', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Tiêu đề', { exact: true })).toBeFocused();
  // A cover is optional (a short note needs none): only the fields a note needs are named.
  await expect(page.getByText('Hãy chọn chuyên mục.')).toBeVisible();
  await expect(page.getByText('Hãy tải lên ảnh bìa.')).toHaveCount(0);
  await expectNoViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto(at('/admin/chuyen-muc-tac-gia'));
  await expectNoViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The product editor, on a phone too.
  await page.goto(at('/admin/san-pham'));
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Thẻ từ RFID', exact: true }).click();
  await expect(page.getByLabel('Tên sản phẩm', { exact: true })).toHaveValue('Thẻ từ RFID');
  await expect(page.getByLabel('Bảo hành', { exact: true })).toHaveValue(/^Thẻ lỗi chip do sản xuất được đổi mới/);
  await expectNoViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('an imported article is edited and published with the keyboard alone; its history shows the change', async ({
  page,
}) => {
  await signIn(page);
  await page
    .getByRole('link', { name: 'Bảo vệ dữ liệu khách lưu trú: khách sạn cần làm gì trước năm 2026?', exact: true })
    .click();
  await expect(page.getByRole('textbox', { name: 'Nội dung' })).toBeVisible();
  const titleField = page.getByLabel('Tiêu đề', { exact: true });
  const reach = async (isTarget: () => Promise<boolean>) => {
    for (let press = 0; press < 120 && !(await isTarget()); press++) await page.keyboard.press('Tab');
    expect(await isTarget()).toBe(true);
  };
  await reach(() => titleField.evaluate((field) => field === document.activeElement));
  await page.keyboard.press('End');
  await page.keyboard.insertText(' (cập nhật)');
  // The article is live: publishing the change is 'Cập nhật'.
  const publish = page.getByRole('button', { name: 'Cập nhật', exact: true });
  await reach(() => publish.evaluate((button) => button === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-status]')).toHaveText('Đã xuất bản');
  const newTitle = await titleField.inputValue();
  expect(newTitle.endsWith(' (cập nhật)')).toBe(true);

  await page.getByRole('link', { name: 'Lịch sử' }).click();
  await expect(page.getByText(/Bản 2: Xuất bản/)).toBeVisible();
  await page.getByRole('link', { name: 'Xem thay đổi của bản 2' }).click();
  await expect(page.locator('ins').filter({ hasText: '(cập nhật)' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto(at('/tin-tuc/bao-mat-du-lieu'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
});
