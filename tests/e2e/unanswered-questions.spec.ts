import { expect, test, type Page } from '@playwright/test';
import { foldedQuestion } from '../../src/lib/assistant/question-text.ts';
import { addDays, vietnamDateOf } from '../../src/lib/vietnam-time.ts';
import { openDb } from './leads-db';
import { expectNoSidewaysScroll, expectNoViolations } from './page-checks';
import { asStaff } from './staff-accounts';

// The editors' 'Câu hỏi trợ lý chưa trả lời được' (/admin/tro-ly-chua-tra-loi) on a 360 px phone:
// reached from 'Thêm', wordings of one question counted together, a long question readable without
// sideways scrolling, the newest first chosen from the keyboard, a second page, and 'Thêm vào câu
// hỏi thường gặp' posting the question to the FAQ's new draft; nothing for axe to flag.

const today = vietnamDateOf(new Date());
// Go2Joy, a booking app no page names: the assistant declines it, so the list keeps it whatever it answers.
const go2joy = 'Có kết nối Go2Joy không?';
const pos = 'Có cho thuê máy POS theo tháng không?';
const longQuestion = 'khoasmartcard'.repeat(30).slice(0, 380);

test.beforeAll(async () => {
  const row = (question: string, times: number, day = addDays(today, -3)) => ({
    asked_on: day,
    folded: foldedQuestion(question),
    question,
    times_asked: times,
  });
  const db = openDb();
  try {
    // Counts no other spec reaches, so they lead the list whatever else the suite asked.
    await db
      .insertInto('assistant_unanswered')
      .values([
        row('co ket noi go2joy khong', 9_000, addDays(today, -5)),
        row(go2joy, 876, addDays(today, -1)),
        row(pos, 7_777, today),
        row(longQuestion, 7_000),
        ...Array.from({ length: 20 }, (_, n) => row(`Câu hỏi thử trang hai số ${n + 1}`, 6_000 - n)),
      ])
      .onConflict((conflict) => conflict.columns(['asked_on', 'folded']).doNothing())
      .execute();
  } finally {
    await db.destroy();
  }
});

const items = (page: Page) => page.getByRole('list', { name: 'Câu hỏi chưa trả lời được' }).getByRole('listitem');

test('an editor reads the questions on a phone, newest first from the keyboard, and on a second page', async ({
  browser,
}) => {
  const page = await asStaff(browser, 'editor');
  const tabs = page.getByRole('navigation', { name: 'Quản trị' });
  // From the FAQ's list, where its questions become drafts.
  await tabs.getByRole('link', { name: 'Hỏi đáp' }).click();
  await expect(page.getByRole('main')).toContainText(/Câu hỏi trợ lý chưa trả lời được: \d+ câu/);
  await page.getByRole('main').getByRole('link', { name: 'Câu hỏi trợ lý chưa trả lời được' }).click();
  await expect(page).toHaveURL(/\/admin\/tro-ly-chua-tra-loi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Câu hỏi trợ lý chưa trả lời được');
  await expect(tabs.getByRole('link', { name: 'Hỏi đáp' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('không lưu ai đã hỏi')).toBeVisible();

  // Two wordings, one question: counted together, shown as last asked.
  await expect(items(page).first()).toContainText(go2joy);
  await expect(items(page).first()).toContainText('Hỏi 9.876 lần');
  await expect(items(page).nth(1)).toContainText(pos);
  await expect(page.getByText('co ket noi go2joy khong', { exact: true })).toHaveCount(0);
  // The long question wraps inside its item, none of it cut off.
  const long = page.getByText(longQuestion, { exact: true });
  expect(await long.evaluate((text) => text.scrollWidth - text.clientWidth)).toBe(0);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  const newest = page.getByRole('navigation', { name: 'Sắp xếp câu hỏi' }).getByRole('link', { name: 'Mới nhất' });
  await newest.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/tro-ly-chua-tra-loi\?sap-xep=moi-nhat$/);
  await expect(newest).toHaveAttribute('aria-current', 'true');
  await expect(items(page).first()).toContainText(pos);
  await expect(items(page).first()).toContainText(`lần gần nhất ngày ${today.split('-').reverse().join('/')}`);

  await page.getByRole('navigation', { name: 'Phân trang' }).getByRole('link', { name: 'Trang 2' }).click();
  await expect(page).toHaveURL(/\/admin\/tro-ly-chua-tra-loi\?sap-xep=moi-nhat&trang=2$/);
  await expect(items(page).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
});

test('‘Thêm vào câu hỏi thường gặp’ posts the question to a new FAQ draft', async ({ browser }) => {
  const page = await asStaff(browser, 'editor');
  await page.goto('/admin/tro-ly-chua-tra-loi');
  // The FAQ editor is another part of the site; here, what the browser sends it.
  let posted: URLSearchParams | undefined;
  await page.route('**/admin/hoi-dap/moi', async (route) => {
    posted = new URLSearchParams(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>Câu hỏi mới</title>' });
  });
  const item = items(page).filter({ hasText: pos });
  const add = item.getByRole('button', { name: 'Thêm vào câu hỏi thường gặp' });
  await expect(add).toHaveAccessibleDescription(pos);
  await add.click();
  await expect(page).toHaveURL(/\/admin\/hoi-dap\/moi$/);
  expect(posted?.get('question')).toBe(pos);
});
