import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './page-checks';

// What an owner asks to have done, asked in the assistant's panel on a 360 px phone, leads to the page
// that does it, filled in: a demo time opens the booking form on that time, a quote the quote page
// for the rooms given, a plan the pricing list; a call gets the hotline with the contact page.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

async function ask(dialog: Locator, question: string): Promise<Locator> {
  const box = dialog.getByRole('textbox', { name: 'Câu hỏi của anh/chị' });
  await box.tap();
  await box.fill(question);
  await dialog.getByRole('button', { name: 'Hỏi', exact: true }).tap();
  const turn = dialog.getByRole('list', { name: 'Cuộc trò chuyện' }).locator(':scope > li').last();
  await expect(turn.getByText(question, { exact: true })).toBeVisible();
  await expect(turn.locator('[aria-busy]')).toHaveCount(0);
  return turn;
}

async function openPanel(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Liên hệ nhanh' }).getByRole('link', { name: 'Hỏi trợ lý' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Hỏi trợ lý' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("'toi muon dat lich demo' offers the next free times, and one opens the booking form on it", async ({ page }) => {
  const dialog = await openPanel(page);
  const turn = await ask(dialog, 'toi muon dat lich demo');
  await expect(turn.getByRole('link', { name: 'Đặt lịch demo', exact: true })).toHaveAttribute(
    'href',
    '/dat-lich-demo',
  );
  const times = turn.getByRole('link', { name: /^Thứ .+, \d\d\/\d\d · \d\d:\d\d$/u });
  await expect(times).toHaveCount(3);
  await expectNoViolations(page);
  const href = (await times.first().getAttribute('href'))!;
  const slot = new URL(href, 'http://x').searchParams.get('gio')!;
  await times.first().tap();
  await expect(page).toHaveURL(new RegExp(`/dat-lich-demo\\?gio=${slot}$`));
  await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toBeChecked();
});

test("'báo giá cho 40 phòng' opens the quote for 40 rooms; 'nên dùng gói nào cho 80 phòng' names the plan; a call gets the hotline", async ({
  page,
}) => {
  const dialog = await openPanel(page);
  const plan = await ask(dialog, 'nên dùng gói nào cho 80 phòng');
  await expect(
    plan.getByText('Với 80 phòng, gói phù hợp là Gói Chuyên nghiệp (tối đa 100 phòng)', { exact: false }),
  ).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Gói Chuyên nghiệp', exact: true })).toHaveAttribute('href', '/#pricing');

  const call = await ask(dialog, 'cho em xin sdt tu van');
  await expect(call.getByText(/Anh\/chị gọi hotline \d/u)).toBeVisible();
  await expect(call.getByRole('link', { name: 'Liên hệ', exact: true })).toHaveAttribute('href', '/contact');

  const quote = await ask(dialog, 'báo giá cho 40 phòng');
  await quote.getByRole('link', { name: 'Báo giá cho 40 phòng', exact: true }).tap();
  await expect(page).toHaveURL(/\/bao-gia\?phong=40$/u);
  await expect(page.getByLabel('Số phòng', { exact: true })).toHaveValue('40');
});
