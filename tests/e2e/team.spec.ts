import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { mailTo, pathIn } from './mailbox';
import { expectNoViolations } from './page-checks';
import { asStaff } from './staff-accounts';
import { createStaff } from './staff-session';
import { workerEmail } from './worker-account';

// The team runs its own accounts, by keyboard: an owner invites a salesperson by e-mail, who joins,
// turns on two-factor sign-in, signs out and back in with a code; a forgotten password is reset by e-mail.

const owner = { email: workerEmail('chu-khach-san@hotelix.vn'), password: 'chủ nhà nghỉ bên hồ xanh' };
const newcomer = {
  email: 'nhan-vien-moi@hotelix.vn',
  name: 'Phạm Thu Trang',
  password: 'sáng nay trời trong xanh lắm',
};
/** The code an authenticator app shows for `secret` at `timestamp` (now by default). */
const totpAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** The link of the newest e-mail to `to` whose subject has `subject`, once the SMTP server has it. */
async function linkFromMail(to: string, subject: string): Promise<string> {
  return pathIn((await mailTo(to, subject)).text, /(https?:\/\/\S+\/admin\/[a-z-]+\?ma=[\w-]+)/);
}

/** Fills a field and moves on with Tab, as a keyboard user does. */
async function type(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await type(page, 'Email', email);
  await type(page, 'Mật khẩu', password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

test('an owner invites a salesperson, who joins, turns on two-factor sign-in and signs in with a code', async ({
  browser,
}) => {
  // Up to 30 s of it is waiting for the authenticator's next code.
  test.setTimeout(120_000);
  // The suite's owner, signed in once per run: the sign-ins this flow tests are the newcomer's.
  const ownerPage = await asStaff(browser, 'owner', 1280, 720);
  await ownerPage.goto('/admin/nhan-vien');
  await expectNoViolations(ownerPage);
  await type(ownerPage, 'Email', newcomer.email);
  await ownerPage.getByRole('region', { name: 'Mời thành viên' }).getByRole('combobox').selectOption('sales');
  await ownerPage.getByRole('button', { name: 'Gửi lời mời' }).focus();
  await ownerPage.keyboard.press('Enter');
  await expect(ownerPage.getByRole('main').getByRole('status')).toHaveText('Đã gửi lời mời qua email.');
  await expect(ownerPage.getByRole('region', { name: /Lời mời đang chờ/ })).toContainText(newcomer.email);

  const page = await (await browser.newContext()).newPage();
  await page.goto(await linkFromMail(newcomer.email, 'Lời mời tham gia'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tham gia khu quản trị');
  await expectNoViolations(page);
  await type(page, 'Họ tên', newcomer.name);
  await type(page, 'Mật khẩu mới', 'password1234');
  await type(page, 'Nhập lại mật khẩu mới', 'password1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Mật khẩu này quá phổ biến hoặc dễ đoán.')).toBeVisible();
  await expectNoViolations(page);
  await type(page, 'Mật khẩu mới', newcomer.password);
  await type(page, 'Nhập lại mật khẩu mới', newcomer.password);
  await page.keyboard.press('Enter');
  // A salesperson starts on 'Hôm nay'.
  await expect(page).toHaveURL(/\/admin\/hom-nay$/);
  await expect(page.getByRole('banner')).toContainText(`${newcomer.name} · Kinh doanh`);

  await page.goto('/admin/hai-buoc');
  await expectNoViolations(page);
  const secret = (await page.locator('[data-secret]').getAttribute('data-secret'))!;
  const enrolmentCode = totpAt(secret);
  await type(page, 'Mã 6 chữ số', enrolmentCode);
  await type(page, 'Mật khẩu hiện tại', newcomer.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Đã bật xác thực hai bước' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mã khôi phục' }).getByRole('listitem')).toHaveCount(10);
  await expectNoViolations(page);

  // 'Đăng xuất' is in the member's menu at the top right, under their name, opened by keyboard.
  await page.getByRole('banner').locator('summary', { hasText: newcomer.name }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInByKeyboard(page, newcomer.email, newcomer.password);
  await expect(page).toHaveURL(/\/admin\/xac-thuc$/);
  await expectNoViolations(page);
  // The enrolment used this 30-second step's code, which is never taken twice: the app shows the
  // next step's, as a phone whose clock runs a little fast does (one step either side is accepted),
  // instead of the test waiting up to 30 s for the step to turn.
  const nextCode = totpAt(secret, Date.now() + 30_000);
  await type(page, 'Mã xác thực', nextCode);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/hom-nay$/);
  await expect(page.getByRole('banner')).toContainText(newcomer.name);

  await ownerPage.reload();
  await expect(ownerPage.getByRole('listitem').filter({ hasText: newcomer.email })).toContainText(
    'Đã bật xác thực hai bước',
  );
});

test('a forgotten password is reset from the e-mailed link, by keyboard', async ({ page }) => {
  const email = 'quen-mat-khau@hotelix.vn';
  const created = spawnSync(process.execPath, ['scripts/admin-create-user.ts', '--email', email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, ADMIN_PASSWORD: 'mật khẩu cũ đã quên mất' },
    encoding: 'utf8',
  });
  expect(created.status, created.stderr).toBe(0);
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Quên mật khẩu?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quên mật khẩu');
  await expectNoViolations(page);
  await type(page, 'Email', email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Nếu email này có tài khoản, chúng tôi đã gửi liên kết đặt lại mật khẩu.',
  );

  await page.goto(await linkFromMail(email, 'Đặt lại mật khẩu'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đặt mật khẩu mới');
  await expectNoViolations(page);
  await type(page, 'Mật khẩu mới', 'mật khẩu mới nhớ lâu hơn');
  await type(page, 'Nhập lại mật khẩu mới', 'mật khẩu mới nhớ lâu hơn');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Đã đặt mật khẩu mới. Vui lòng đăng nhập.');
  await signInByKeyboard(page, email, 'mật khẩu mới nhớ lâu hơn');
  await expect(page).toHaveURL(/\/admin\/hom-nay$/);
});

test('the team pages fit a 360 px phone without sideways scrolling, and axe finds nothing on them', async ({
  browser,
}) => {
  const page = await asStaff(browser, 'owner', 360, 740);
  for (const path of ['/admin/nhan-vien', '/admin/tai-khoan', '/admin/hai-buoc', '/admin/nhat-ky']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    await expectNoViolations(page);
  }
});

test('the owner finds their own sign-in in the audit log, filtered by keyboard', async ({ page }) => {
  // An owner of this worker's own, signed in here: the sign-in to find is this test's.
  createStaff(owner.email, 'owner', owner.password);
  await signInByKeyboard(page, owner.email, owner.password);
  await page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Nhật ký' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nhật ký hoạt động');
  await expectNoViolations(page);
  await page.getByLabel('Hành động').focus();
  // 'Đăng nhập' comes first after 'Tất cả'.
  await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Lọc' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/hanh-dong=sign_in(&|$)/);
  const lines = page.getByRole('list', { name: 'Hoạt động, mới nhất trước' }).getByRole('listitem');
  // The owner's own line, the newest of theirs: another spec's member may sign in the same minute.
  const own = lines.filter({ hasText: owner.email }).first();
  await expect(own).toContainText('Đăng nhập');
  await expect(own).toContainText('Từ: 127.0.0.1');
  for (const action of await lines.evaluateAll((items) => items.map((item) => item.getAttribute('data-action'))))
    expect(action).toBe('sign_in');
  await expectNoViolations(page);
  await page.goto('/admin/nhat-ky?tu=2020-01-01&den=2020-01-02');
  await expect(page.getByText('Không có hoạt động nào khớp bộ lọc.')).toBeVisible();
  await expectNoViolations(page);
});
