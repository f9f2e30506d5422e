import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { giveNewLeads, leadOf, openDb, uniqueEmail } from './leads-db';
import { expectNoViolations } from './page-checks';
import { asStaff } from './staff-accounts';
import { workerEmail } from './worker-account';

// A salesperson's booked demo on a 360 × 800 phone: it is on 'Hôm nay' at its time with the meeting
// link; after it starts they open the lead, mark it 'Đã demo' and set the next step, counted in taps.
// The demo is written into the server's database a few minutes in the past (a visitor can only book
// ahead, and the server's clock is the real one).

const seller = {
  email: workerEmail('lich-demo@hotelix.vn'),
  password: 'nhân viên kinh doanh giỏi',
  name: 'Vũ Thu Hà',
};
const link = 'https://meet.google.com/abc-defg-hij';

test.beforeAll(() => {
  const created = spawnSync(
    process.execPath,
    ['scripts/admin-create-user.ts', '--email', seller.email, '--role', 'sales', '--name', seller.name],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, ADMIN_PASSWORD: seller.password }, encoding: 'utf8' },
  );
  expect(created.status, created.stderr).toBe(0);
});

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(360);
}

/** The lead of `email` given to the seller, with an online demo of theirs that started a few minutes ago. */
async function demoStartedAgo(email: string): Promise<{ id: string; startsAt: Date }> {
  const vietnamDay = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);
  // Five minutes ago, unless that was yesterday in Vietnam: then this very minute.
  const fiveAgo = Date.now() - 5 * 60_000;
  return demoOfSeller(email, new Date(vietnamDay(fiveAgo) === vietnamDay(Date.now()) ? fiveAgo : Date.now()));
}

/** The lead of `email` given to the seller, with an online demo of theirs at `startsAt`. */
async function demoOfSeller(email: string, startsAt: Date): Promise<{ id: string; startsAt: Date }> {
  const [id] = await giveNewLeads([email], seller.email, [60]);
  const db = openDb();
  try {
    const staff = await db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', seller.email)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await db
      .insertInto('demo_meetings')
      .values({
        id: randomUUID(),
        contact_id: id!,
        host_key: staff.id,
        staff_id: staff.id,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
        mode: 'online',
        address: null,
        meeting_link: link,
        created_at: at,
        updated_at: at,
      })
      .execute();
  } finally {
    await db.destroy();
  }
  return { id: id!, startsAt };
}

const timeOf = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(11, 16);

test("a demo on 'Hôm nay' at its time, marked held and its next step set in four taps", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const email = uniqueEmail('demo');
  const hotel = `Khách sạn Hoa Sen ${email.slice(-20, -12)}`;
  const stored = await page.request.post('/api/leads/contact', {
    data: {
      name: 'Ngô Thanh Tùng',
      company_name: hotel,
      email,
      phone: '0912.345.700',
      message: 'Muốn xem demo phần mềm.',
      page: '/contact',
    },
  });
  expect(stored.status()).toBe(200);
  const { startsAt } = await demoStartedAgo(email);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Mật khẩu').fill(seller.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/admin\/hom-nay$/);
  const demo = page
    .getByRole('region', { name: /Trong hôm nay/ })
    .getByRole('listitem')
    .filter({ hasText: hotel });
  await expect(demo).toContainText(`Demo · ${timeOf(startsAt)}`);
  await expect(demo).toContainText('Ngô Thanh Tùng · Trực tuyến');
  const room = demo.getByRole('link', { name: `Vào phòng họp với ${hotel} (mở trong thẻ mới)` });
  await expect(room).toHaveAttribute('href', link);
  await expect(room).toHaveAttribute('target', '_blank');
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  await tap(demo.getByRole('link', { name: hotel, exact: true }));
  const panel = page.getByRole('region', { name: 'Lịch demo' });
  await expect(panel).toContainText('Đã đặt lịch');
  await expect(panel).toContainText(seller.name);
  await expect(panel.getByRole('link', { name: /meet\.google\.com/ })).toHaveAttribute('target', '_blank');
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  await tap(panel.getByRole('button', { name: 'Đã demo' }));
  await expect(page).toHaveURL(/\?demo=held#lam-viec$/);
  const work = page.getByRole('region', { name: 'Bước tiếp theo và trạng thái' });
  await expect(work.getByRole('status')).toHaveText('Đã ghi: Đã demo. Giờ hãy đặt bước tiếp theo.');
  await expect(page.getByRole('region', { name: 'Lịch demo' })).toContainText('Đã demo');
  await expect(page.getByRole('region', { name: 'Lịch demo' }).getByRole('button')).toHaveCount(0);
  // The next step is what is on screen after the mark: no scrolling before the next tap.
  const chip = work
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^Sáng mai/, includeHidden: true }) });
  await expect(chip).toBeInViewport();
  await expectNoViolations(page);

  await tap(chip);
  await tap(work.getByRole('button', { name: 'Lưu' }));
  await expect(work.getByRole('status')).toHaveText('Đã lưu, bước tiếp theo: Sáng mai 9:00.');
  expect(taps).toBe(4);
  const lead = await leadOf(email);
  expect([lead.status, lead.next_step_kind]).toEqual(['demo', 'call']);
  await expect(page.getByRole('region', { name: 'Lịch sử' })).toContainText(/Demo .+ · \d{2}:\d{2}: Đã demo/);
  await expectNoViolations(page);
  await context.close();
});

test('the salesperson cancels a demo still ahead from the lead page, by keyboard at 360 px; the lead can then be deleted', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const email = uniqueEmail('huy-demo');
  const stored = await page.request.post('/api/leads/contact', {
    data: {
      name: 'Trịnh Minh Châu',
      company_name: `Khách sạn Bạch Đằng ${email.slice(-20, -12)}`,
      email,
      phone: '0912.345.701',
      message: 'Muốn xem demo phần mềm.',
      page: '/contact',
    },
  });
  expect(stored.status()).toBe(200);
  // Two days ahead, at a minute of its own (the seller's slots must not collide across runs).
  const { id } = await demoOfSeller(
    email,
    new Date(Date.now() + 2 * 86_400_000 + Math.floor(Math.random() * 600) * 60_000),
  );

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Mật khẩu').fill(seller.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/admin\/hom-nay$/);
  await page.goto(`/admin/leads/${id}`);

  // Deleting first: refused, the demo named as the reason.
  const removal = page.getByRole('region', { name: 'Xoá theo yêu cầu của khách' });
  await removal.getByText('Xoá khách hàng này…').click();
  await removal.getByRole('checkbox').check();
  await removal.getByRole('button', { name: 'Xoá vĩnh viễn' }).click();
  await expect(page.getByRole('status').first()).toHaveText(
    'Khách hàng này có lịch demo sắp tới. Hãy hủy lịch demo trước khi xoá.',
  );
  expect((await leadOf(email)).id).toBe(id);

  const panel = page.getByRole('region', { name: 'Lịch demo' });
  await expect(panel).toContainText('Đã đặt lịch');
  await expect(panel).toContainText('Ghi kết quả được sau giờ hẹn.');
  const question = panel.getByText('Hủy lịch demo…');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Hủy lịch demo này? Khách sẽ nhận email hủy lịch.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Hủy lịch demo' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\?demo=cancelled#lich-demo$/);
  const after = page.getByRole('region', { name: 'Lịch demo' });
  await expect(after.getByRole('status')).toHaveText('Đã hủy lịch demo. Khách sẽ nhận email hủy lịch.');
  await expect(after).toContainText('Đã hủy lịch');
  await expect(after.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Lịch sử' })).toContainText(/Demo .+ · \d{2}:\d{2}: Đã hủy lịch/);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  await removal.getByText('Xoá khách hàng này…').click();
  await removal.getByRole('checkbox').check();
  await removal.getByRole('button', { name: 'Xoá vĩnh viễn' }).click();
  await expect(page).toHaveURL(/\/admin\?da-xoa=1$/);
  await context.close();
});

test('the salesperson copies their booking link with one tap, to send it on Zalo', async ({ browser }) => {
  const page = await asStaff(browser, 'sales');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/lich-hen');
  const panel = page.getByRole('region', { name: 'Đường dẫn đặt lịch của bạn' });
  const href = await panel.getByRole('link').getAttribute('href');
  expect(href).toMatch(/\/dat-lich-demo\?/);
  await panel.getByRole('button', { name: 'Sao chép đường dẫn' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã sao chép' })).toContainText(href!);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
  await expectNoViolations(page);
  // Over plain HTTP a browser has no clipboard at all: the toast says to copy it by hand.
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await panel.getByRole('button', { name: 'Sao chép đường dẫn' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Không sao chép được' })).toContainText(
    `Hãy chép tay: ${href}`,
  );
});
