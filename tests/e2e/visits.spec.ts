import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './page-checks';
import { asStaff } from './staff-accounts';

// Visits counted on our own server, as the owner reads them: a hotel owner's phone comes from a
// campaign, looks at the landing page and sends a trial request from it; the dashboard then shows
// that campaign with one visit, one visitor, one lead and 100 % conversion, at 360 px and 1366 px.
// The campaign is this test's own, so visits of the rest of the suite do not blur its row.

// Chrome on Android: the headless browser's own agent says HeadlessChrome, which is a crawler's.
const phoneAgent =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test('a campaign’s visit and the lead it brought show as one visit, one lead and their conversion', async ({
  browser,
}) => {
  const campaign = `e2e-${randomUUID().slice(0, 8)}`;
  const visitor = await browser.newContext({ viewport: { width: 360, height: 800 }, userAgent: phoneAgent });
  const page = await visitor.newPage();
  await page.goto(`/?utm_source=zalo&utm_medium=cpc&utm_campaign=${campaign}`);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Đăng ký dùng thử' }) }).first();
  await form.getByLabel('Tên khách sạn').fill('Khách sạn Hoa Ban');
  await form.getByLabel('Họ và tên').fill('Lò Văn Minh');
  await form.getByLabel('Email').fill(`${campaign}@vidu.vn`);
  await form.getByLabel('Số điện thoại').fill('0912 000 111');
  await form.getByRole('button', { name: 'Đăng ký dùng thử' }).click();
  await expect(page.getByText('Yêu cầu của anh/chị đã được gửi.', { exact: false }).first()).toBeVisible();
  await visitor.close();

  for (const [width, height] of [
    [360, 800],
    [1366, 900],
  ] as const) {
    const owner = await asStaff(browser, 'owner', width, height);
    // The server writes its visits every 5 seconds.
    await expect(async () => {
      await owner.goto('/admin/tong-quan?ky=7');
      const section = owner.getByRole('region', { name: 'Chuyển đổi theo chiến dịch' });
      // On a phone the table waits behind 'Bảng số liệu'.
      const fold = section.getByText('Bảng số liệu');
      if (width < 1024) await fold.click();
      const row = section.getByRole('row', { name: new RegExp(campaign) });
      await expect(row).toHaveText(new RegExp(`${campaign}\\s*1\\s*1\\s*1\\s*100%`));
    }).toPass({ timeout: 20_000 });
    await expect(owner.getByRole('heading', { name: 'Lượt truy cập theo ngày' })).toBeVisible();
    await expectNoViolations(owner, `dashboard with visits at ${width} px`);
    await expectNoSidewaysScroll(owner);
    await owner.context().close();
  }
});
