import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './page-checks';

// The assistant's panel holds its shape on a 360 px phone through a long conversation, the handover
// and the thanks: the title and 'Đóng' stay at the top, the question box at the foot, only the
// conversation scrolls between them, and 'Gặp nhân viên tư vấn' is offered once, then no more.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

// Some the shipped site answers, some it does not (those offer a salesperson).
const questions = [
  'Dùng thử có mất phí không?',
  'co ket noi agoda khong',
  'thời tiết Huế mai thế nào',
  'Giá gói Cơ bản bao nhiêu?',
  'Có ứng dụng trên điện thoại không?',
  'công thức nấu phở bò',
  'Văn phòng ở đâu?',
  'Dữ liệu khách sạn có được sao lưu không?',
  'tỷ giá đô la hôm nay',
  'Có kết nối khóa thông minh không?',
];

type Box = { x: number; y: number; width: number; height: number };

/** What must not move: the title, 'Đóng' and the question box. */
function frameOf(dialog: Locator) {
  return [
    dialog.getByRole('heading', { name: 'Hỏi trợ lý' }),
    dialog.getByRole('button', { name: 'Đóng' }),
    dialog.getByRole('textbox', { name: 'Câu hỏi của anh/chị' }),
  ];
}

async function boxesOf(parts: Locator[]): Promise<Box[]> {
  return Promise.all(parts.map(async (part) => (await part.boundingBox())!));
}

/** The frame where it was on opening (±1 px) and on the screen; the dialog itself unscrolled, wide as the screen. */
async function expectFrameHeld(page: Page, dialog: Locator, opened: Box[], state: string): Promise<void> {
  const now = await boxesOf(frameOf(dialog));
  const { width, height } = page.viewportSize()!;
  now.forEach((box, index) => {
    const was = opened[index]!;
    const moved = Math.max(...(['x', 'y', 'width', 'height'] as const).map((side) => Math.abs(box[side] - was[side])));
    expect(moved, `${state}: part ${index} moved`).toBeLessThanOrEqual(1);
    expect(box.y, state).toBeGreaterThanOrEqual(0);
    expect(box.x, state).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, state).toBeLessThanOrEqual(height);
    expect(box.x + box.width, state).toBeLessThanOrEqual(width);
  });
  expect(await dialog.evaluate((panel) => [panel.scrollTop, panel.scrollWidth - panel.clientWidth]), state).toEqual([
    0, 0,
  ]);
  await expectNoSidewaysScroll(page);
}

const offers = (dialog: Locator, role: 'button' | 'link') =>
  dialog.getByRole(role, { name: 'Gặp nhân viên tư vấn', exact: true });

async function ask(dialog: Locator, question: string, count: number): Promise<void> {
  const box = dialog.getByRole('textbox', { name: 'Câu hỏi của anh/chị' });
  await box.tap();
  await box.fill(question);
  await dialog.getByRole('button', { name: 'Hỏi', exact: true }).tap();
  const turns = dialog.getByRole('list', { name: 'Cuộc trò chuyện' }).locator(':scope > li');
  await expect(turns).toHaveCount(count);
  await expect(turns.last().locator('[aria-busy]')).toHaveCount(0);
  // The newest turn is brought into view, inside the conversation's own scroll.
  await expect(turns.last().getByText(question, { exact: true })).toBeInViewport();
}

test('the panel holds its shape through ten questions, the handover and the thanks', async ({ page }) => {
  // Ten questions and three axe runs on a small machine: over the default timeout.
  test.setTimeout(120_000);
  const phone = `07${String(Date.now()).slice(-8)}`;
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Liên hệ nhanh' }).getByRole('link', { name: 'Hỏi trợ lý' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Hỏi trợ lý' });
  await expect(dialog).toBeVisible();
  const opened = await boxesOf(frameOf(dialog));
  const log = dialog.locator('[data-slot="assistant-log"]');

  for (const [index, question] of questions.entries()) {
    await ask(dialog, question, index + 1);
    await expectFrameHeld(page, dialog, opened, `after question ${index + 1}`);
  }
  // It is the conversation that scrolled, not the panel.
  expect(await log.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
  await expect(offers(dialog, 'button')).toHaveCount(1);
  await expectNoViolations(page, 'ten questions asked');

  await offers(dialog, 'button').tap();
  const form = dialog.getByRole('region', { name: 'Gặp nhân viên tư vấn' });
  await expect(form.getByLabel('Họ và tên')).toBeFocused();
  // One way to go on while the form is open: its own button, which sends it.
  await expect(offers(dialog, 'button')).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Gặp nhân viên tư vấn' })).toBeVisible();
  await expect(offers(dialog, 'link')).toHaveCount(0);
  await expectFrameHeld(page, dialog, opened, 'the handover form open');
  await expectNoViolations(page, 'the handover form');

  await form.getByLabel('Họ và tên').fill('Đặng Minh Khoa');
  await form.getByLabel('Số điện thoại').fill(phone);
  await form.getByLabel('Tên khách sạn').fill('Khách sạn Biển Xanh');
  await expectFrameHeld(page, dialog, opened, 'the handover form filled');
  await form.getByRole('button', { name: 'Gặp nhân viên tư vấn' }).tap();
  const thanks = dialog.locator('[tabindex="-1"]', { hasText: 'Đã chuyển cho nhân viên tư vấn' });
  await expect(thanks).toBeFocused();
  await expect(thanks.getByText(/^Yêu cầu của anh\/chị đã được gửi\./)).toBeInViewport();
  await expectFrameHeld(page, dialog, opened, 'the thanks');
  await expect(offers(dialog, 'button')).toHaveCount(0);
  await expect(offers(dialog, 'link')).toHaveCount(0);

  // A later reply that would call for a salesperson offers none: this conversation is with sales.
  await ask(dialog, 'cho em gặp nhân viên tư vấn', questions.length + 1);
  await expectFrameHeld(page, dialog, opened, 'a question after the thanks');
  await expect(offers(dialog, 'button')).toHaveCount(0);
  await expect(offers(dialog, 'link')).toHaveCount(0);
  await expectNoViolations(page, 'the thanks');
});
