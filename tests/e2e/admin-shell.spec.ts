import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './leads-db';
import { expectNoViolations } from './page-checks';
import { asStaff, type StaffRole } from './staff-accounts';
import { createStaff, signedIn as signInAs } from './staff-session';

// The staff area on a phone. Below 768 px the role's destinations are a tab bar at the
// bottom and the top bar is one row; filters fold behind 'Lọc (n)'; no admin page scrolls sideways at
// 360 px. At 1366 px the owner's menu is one line.

// The suite's accounts, signed in once (staff-accounts.ts); the sign-out test ends its sessions, so it
// has a salesperson of its own.
const leaving = { email: 'ngo-bao-chau@hotelix.vn', password: 'ca phê sữa đá buổi sáng' };

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Quản trị' });

/** A pricing lead for the Professional plan; its hotel and e-mail, to find it by. */
async function pricingLead(page: Page): Promise<{ hotel: string; email: string }> {
  const email = uniqueEmail('vo-dien-thoai');
  const hotel = `Khách sạn Hải Đăng ${email.slice(14, 22)}`;
  const sent = await page.request.post('/api/leads/pricing', {
    data: {
      name: 'Trịnh Văn Quyết',
      company_name: hotel,
      email,
      phone: '0905 123 456',
      page: '/',
      plan: 'professional',
    },
  });
  expect(sent.status()).toBe(200);
  return { hotel, email };
}

test.describe('on a phone (360 × 800)', () => {
  const tabsOf: Record<StaffRole, string[]> = {
    owner: ['Hôm nay', 'Khách', 'Tìm', 'Tổng quan', 'Thêm'],
    sales: ['Hôm nay', 'Khách', 'Tìm', 'Thêm'],
    editor: ['Bài viết', 'Sản phẩm', 'Hỏi đáp', 'Từ khóa', 'Thêm'],
  };
  const moreOf: Record<StaffRole, string[]> = {
    owner: [
      'Bản tin',
      'Bài viết',
      'Sản phẩm',
      'Hỏi đáp',
      'Từ khóa',
      'Nhân viên',
      'Thông tin công ty',
      'Lịch nhận demo',
      'Ngày nghỉ của công ty',
      'Câu chuyện khách hàng',
      'Nhật ký',
      'Dữ liệu cá nhân',
      'Tài khoản của tôi',
    ],
    sales: ['Bản tin', 'Lịch nhận demo', 'Tài khoản của tôi'],
    editor: ['Câu chuyện khách hàng', 'Tài khoản của tôi'],
  };

  for (const role of ['owner', 'sales', 'editor'] as const) {
    test(`${role}: a one-row top bar, a tab bar of ${tabsOf[role].length} 48 px tabs, and 'Thêm' for the rest`, async ({
      browser,
    }) => {
      const page = await asStaff(browser, role);
      const tabs = tabBar(page).getByRole('link');
      await expect(tabs).toHaveText(tabsOf[role]);
      for (const tab of await tabs.all()) expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      // The page a sign-in lands on is marked ('Hôm nay' for a salesperson, the leads for the owner
      // role, the articles for an editor); the bar sits at the foot of the screen.
      await expect(tabBar(page).locator('[aria-current="page"]')).toHaveText(tabsOf[role][role === 'owner' ? 1 : 0]!);
      const bar = (await tabBar(page).boundingBox())!;
      expect(bar.y + bar.height).toBeCloseTo(800, 0);
      // One row: the brand and the member's menu, no wrapped menu (it took a good part of the screen).
      expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(60);

      await tabBar(page).getByRole('link', { name: 'Thêm' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thêm');
      await expect(tabBar(page).getByRole('link', { name: 'Thêm' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('list', { name: 'Các trang khác' }).getByRole('link')).toHaveText(moreOf[role]);
      await expectNoViolations(page);
      // A page listed under 'Thêm' keeps 'Thêm' marked, as the section it is in.
      await page.getByRole('link', { name: 'Tài khoản của tôi' }).click();
      await expect(tabBar(page).getByRole('link', { name: 'Thêm' })).toHaveAttribute('aria-current', 'true');
    });
  }

  test('the page keeps room for the tab bar: its last line stays above it', async ({ browser }) => {
    const page = await asStaff(browser, 'owner');
    await page.goto('/admin/them');
    const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(room).toBeCloseTo((await tabBar(page).boundingBox())!.height, 0);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const last = (await page.getByRole('button', { name: 'Đăng xuất' }).last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual((await tabBar(page).boundingBox())!.y);
  });

  test('the tabs are reached by Tab in order, after the top bar, and Enter follows one', async ({ browser }) => {
    const page = await asStaff(browser, 'owner');
    const reached: string[] = [];
    for (let press = 0; press < 12 && reached.length < 5; press += 1) {
      await page.keyboard.press('Tab');
      const inBar = await page.evaluate(() => !!document.activeElement?.closest('nav.fixed'));
      if (inBar) reached.push((await page.evaluate(() => document.activeElement!.textContent ?? '')).trim());
      else expect(reached, 'the tabs come one after another').toEqual([]);
    }
    expect(reached).toEqual(['Hôm nay', 'Khách', 'Tìm', 'Tổng quan', 'Thêm']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(tabBar(page).getByRole('link', { name: 'Tìm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/tim$/);
    await expect(page.getByLabel('Tên, khách sạn, email hoặc số điện thoại')).toBeFocused();
  });

  test('Tìm finds a lead without diacritics among everyone’s, and the card names the plan in Vietnamese', async ({
    browser,
  }) => {
    const page = await asStaff(browser, 'sales');
    const { hotel, email } = await pricingLead(page);
    await tabBar(page).getByRole('link', { name: 'Tìm' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tìm khách hàng');
    await expectNoViolations(page);
    await page.keyboard.type(`khach san hai dang ${hotel.slice(-8)}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\?phu-trach=tat-ca&q=khach\+san\+hai\+dang/);
    const card = page
      .getByRole('list', { name: 'Khách hàng tiềm năng, mới nhất trước' })
      .getByRole('listitem')
      .filter({ hasText: hotel });
    await expect(card).toContainText('Bảng giá');
    await expect(card).toContainText('Gói Chuyên nghiệp');
    // The card offers what the wide table's row does: the lead's page, a call and an e-mail.
    await expect(card.getByRole('link', { name: '0905 123 456' })).toHaveAttribute('href', 'tel:+84905123456');
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(page.getByRole('main')).not.toContainText('professional');
    await card.getByRole('link', { name: 'Trịnh Văn Quyết', exact: true }).click();
    await expect(page.getByRole('main')).toContainText('Gói Chuyên nghiệp');
    await expect(page.getByRole('main')).not.toContainText('professional');
    await expect(tabBar(page).getByRole('link', { name: 'Khách' })).toHaveAttribute('aria-current', 'true');
  });

  test('the inbox folds its filters behind one ‘Lọc (n)’, keeps the search in sight, and new leads are one row of links', async ({
    browser,
  }) => {
    const page = await asStaff(browser, 'owner');
    await pricingLead(page);
    await page.goto('/admin');
    await expect(page.getByLabel('Tìm kiếm (tên, khách sạn, email, số điện thoại, lời nhắn, ghi chú)')).toBeVisible();
    const fold = page.locator('form[aria-label="Lọc khách hàng"] summary');
    await expect(fold).toHaveText('Lọc');
    await expect(page.locator('select[name="nguon"]')).toBeHidden();
    const counts = page.getByRole('navigation', { name: 'Khách hàng mới theo nguồn' });
    expect((await counts.boundingBox())!.height).toBeLessThanOrEqual(90);
    await counts.getByRole('link', { name: /^Bảng giá \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\?phu-trach=tat-ca&nguon=pricing&trang-thai=new$/);
    // 'phu-trach=tat-ca' is the owner's default: it is not counted as a filter.
    await expect(fold).toHaveText('Lọc (2)');
    await expect(counts.getByRole('link', { name: /^Bảng giá/ })).toHaveAttribute('aria-current', 'page');
    // The first lead is on the first screen, above the tab bar (under the owner's one-line reminder of
    // the company details still at their samples, which a fresh install has).
    const first = page
      .getByRole('list', { name: 'Khách hàng tiềm năng, mới nhất trước' })
      .getByRole('listitem')
      .first();
    expect((await first.boundingBox())!.y).toBeLessThan(560);
    await expectNoViolations(page);

    await fold.click();
    await expect(page.locator('select[name="nguon"]')).toHaveValue('pricing');
    await expect(page.locator('select[name="trang-thai"]')).toHaveValue('new');
    await expectNoViolations(page);
    await page.locator('select[name="trang-thai"]').selectOption('');
    await page.getByRole('button', { name: 'Lọc', exact: true }).click();
    await expect(page).toHaveURL(/trang-thai=(&|$)/);
    await expect(fold).toHaveText('Lọc (1)');
  });

  test('the audit log folds its filters the same way', async ({ browser }) => {
    const page = await asStaff(browser, 'owner');
    await page.goto('/admin/nhat-ky?hanh-dong=sign_in');
    const fold = page.locator('form[aria-label="Lọc nhật ký"] summary');
    await expect(fold).toHaveText('Lọc (1)');
    await expect(page.getByLabel('Hành động')).toBeHidden();
    await fold.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Hành động')).toHaveValue('sign_in');
    await expectNoViolations(page);
  });

  test('the member’s menu at the top signs out; so does ‘Đăng xuất’ under Thêm', async ({ browser }) => {
    createStaff(leaving.email, 'sales', leaving.password, 'Tổ sales');
    const page = await signInAs(browser, leaving);
    const menu = page.getByRole('banner').locator('summary');
    await expect(menu).toHaveAccessibleName('Tổ sales');
    await menu.click();
    await expect(page.getByRole('banner')).toContainText('Tổ sales · Kinh doanh');
    await expectNoViolations(page);
    await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    const again = await signInAs(browser, leaving);
    await tabBar(again).getByRole('link', { name: 'Thêm' }).click();
    await again.getByRole('main').getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(again).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('on a laptop (1366 × 900)', () => {
  test('the owner’s menu fits one line, the tab bar is gone and the filters stay open', async ({ browser }) => {
    const page = await asStaff(browser, 'owner', 1366, 900);
    const menu = page.getByRole('navigation', { name: 'Quản trị' });
    const links = menu.getByRole('link');
    // Which links, in which order, is admin-nav.test.ts's; here, that they share one line.
    await expect(links).toHaveCount(10);
    const tops = new Set(await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top)));
    expect(tops.size).toBe(1);
    await expect(page.locator('nav.fixed')).toBeHidden();
    await expect(links.filter({ hasText: 'Khách hàng' })).toHaveAttribute('aria-current', 'page');

    await expect(page.locator('form[aria-label="Lọc khách hàng"] summary')).toBeHidden();
    await expect(page.locator('select[name="nguon"]')).toBeVisible();
    await page.getByRole('banner').locator('summary').click();
    await page.getByRole('banner').getByRole('link', { name: 'Tài khoản của tôi' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tài khoản của tôi');
    await expectNoViolations(page);
  });
});
