import { expect, test, type Page } from '@playwright/test';
import { monthLabel, monthsBefore } from '../../src/lib/search/search-months.ts';
import { vietnamMonth } from '../../src/lib/vietnam-time.ts';
import { openDb } from './leads-db';
import { expectNoSidewaysScroll, expectNoViolations } from './page-checks';
import { asStaff } from './staff-accounts';

// The editors' search counts (/admin/tu-khoa) on a 360 px phone: reached from the tab bar, the two
// lists readable without sideways scrolling (a 200-character query without a space included), an
// earlier month chosen from the keyboard, an empty month explained, nothing for axe to flag.

const thisMonth = vietnamMonth(new Date());
const lastMonth = monthsBefore(thisMonth, 1);
const longQuery = 'khoasmartcard'.repeat(16).slice(0, 200);

test.beforeAll(async () => {
  const db = openDb();
  try {
    // Counts no other spec reaches, so they lead the lists whatever else the suite searched.
    await db
      .insertInto('search_queries')
      .values([
        { month: thisMonth, query: 'phan mem quan ly khach san mini', searches: 98_765, without_results: 0 },
        { month: thisMonth, query: longQuery, searches: 54_321, without_results: 54_321 },
        { month: lastMonth, query: 'khoa the tu thang truoc', searches: 43_210, without_results: 12 },
      ])
      .onConflict((conflict) => conflict.columns(['month', 'query']).doNothing())
      .execute();
  } finally {
    await db.destroy();
  }
});

const row = (page: Page, list: string, query: string) =>
  page
    .getByRole('table', { name: list })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: query }) });

test('an editor reads the month’s searches on a phone and picks last month from the keyboard', async ({ browser }) => {
  const page = await asStaff(browser, 'editor');
  const tabs = page.getByRole('navigation', { name: 'Quản trị' });
  await tabs.getByRole('link', { name: 'Từ khóa' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Từ khóa tìm kiếm');
  await expect(tabs.getByRole('link', { name: 'Từ khóa' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('không lưu ai đã tìm')).toBeVisible();

  await expect(row(page, 'Tìm nhiều nhất', 'phan mem quan ly khach san mini')).toContainText('98.765');
  await expect(row(page, 'Không có kết quả', longQuery)).toContainText('54.321');
  await expect(row(page, 'Không có kết quả', 'phan mem quan ly khach san mini')).toHaveCount(0);
  // The long query wraps inside its cell (none of it cut off), and its count stays beside it on screen.
  const long = row(page, 'Tìm nhiều nhất', longQuery);
  const cut = await long.getByRole('rowheader').evaluate((cell) => cell.scrollWidth - cell.clientWidth);
  expect(cut).toBe(0);
  const count = (await long.getByRole('cell').boundingBox())!;
  expect(count.x + count.width).toBeLessThanOrEqual(360);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  const month = page.getByRole('combobox', { name: 'Tháng', exact: true });
  await expect(month).toHaveValue(thisMonth);
  await month.focus();
  await month.selectOption(lastMonth);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Xem' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/tu-khoa\\?thang=${lastMonth}$`));
  await expect(page.getByText(`${monthLabel(lastMonth)}: `)).toBeVisible();
  await expect(row(page, 'Tìm nhiều nhất', 'khoa the tu thang truoc')).toContainText('43.210');
  await expect(row(page, 'Không có kết quả', 'khoa the tu thang truoc')).toContainText('12');
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
});

test('a month without searches says where the counts come from', async ({ browser }) => {
  const page = await asStaff(browser, 'editor');
  await page.goto('/admin/tu-khoa?thang=2020-01');
  await expect(page.getByRole('main')).toContainText('Chưa có lượt tìm nào trong tháng 1/2020.');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
});
