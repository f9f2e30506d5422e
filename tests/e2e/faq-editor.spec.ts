import { expect, type Locator, type Page } from '@playwright/test';
import { test, useEditorServer } from './editor-server';
import { expectNoViolations } from './page-checks';

// An editor on a 360 px phone, from the keyboard alone once signed in: 'Hỏi đáp' in the tab bar, a
// question of the list, its answer rewritten and 'Cập nhật'; the landing page then shows the new
// answer under that question's anchor. A new question: refused without an answer (the focus lands
// on it), then published at the end of the list. Axe clean on every state. On a server of its own:
// it changes the FAQ the other specs read.

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: undefined, viewport: { width: 360, height: 800 } });
const { at, signIn } = useEditorServer();

/** Presses Tab until `target` has the focus (each stop showing a focus ring). */
async function tabTo(page: Page, target: Locator, maxStops = 60) {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      const outline = await target.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline, 'the focused control shows a focus ring').not.toBe('none');
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

const tabBar = (page: Page) => page.locator('nav.fixed');
const answerField = (page: Page) => page.getByLabel('Câu trả lời', { exact: true });

test('an editor rewrites an answer by keyboard at 360 px and the landing page shows it', async ({ page }) => {
  // Four pages walked by Tab, each checked by axe: over the default 30 s on a busy machine.
  test.slow();
  await signIn(page);
  const faqTab = tabBar(page).getByRole('link', { name: 'Hỏi đáp' });
  await tabTo(page, faqTab);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/hoi-dap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Câu hỏi thường gặp');
  await expect(faqTab).toHaveAttribute('aria-current', 'page');
  await noSidewaysScroll(page);
  await expectNoViolations(page);

  const question = page.getByRole('link', {
    name: 'Mất mạng Internet thì khách sạn có làm việc được không?',
    exact: true,
  });
  await tabTo(page, question);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/hoi-dap\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Mất mạng Internet thì khách sạn có làm việc được không?',
  );
  await expect(page.getByText('Hiện trên trang chủ và trang báo giá, tại địa chỉ /#faq-8.')).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoViolations(page);

  await tabTo(page, answerField(page));
  await page.keyboard.press('ControlOrMeta+A');
  const answer =
    'Được. Lễ tân vẫn nhận phòng, trả phòng và thu tiền khi mất mạng; dữ liệu tự đồng bộ khi có mạng lại.\nKhóa và board điện chạy độc lập.';
  await page.keyboard.type(answer);
  // One paragraph: the line break typed became a space.
  await expect(answerField(page)).toHaveValue(answer.replace('\n', ' '));
  await expect(page.getByText(/^Đã lưu lúc/)).toBeVisible();

  const update = page.getByRole('button', { name: 'Cập nhật', exact: true });
  await update.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Đã cập nhật.')).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoViolations(page);

  // 'Xem câu hỏi', beside the notice, leads to the question on the landing page.
  const open = page.getByRole('link', { name: 'Xem câu hỏi', exact: true });
  await expect(open).toHaveAttribute('href', '/#faq-8');
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('/#faq-8'));
  const details = page.locator('#faq-8');
  await details.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(details.locator('p')).toHaveText(answer.replace('\n', ' '));
  await expectNoViolations(page);
});

test('a new question is refused without its answer, then published at the end of the list', async ({ page }) => {
  await signIn(page);
  await page.goto(at('/admin/hoi-dap'));
  const add = page.getByRole('button', { name: 'Thêm câu hỏi' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/hoi-dap\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Câu hỏi mới');
  await expect(page.getByText('tại địa chỉ /#faq-11.')).toBeVisible();

  const question = 'Phần mềm có gửi tin nhắn Zalo xác nhận đặt phòng cho khách không?';
  await page.getByLabel('Câu hỏi', { exact: true }).focus();
  await page.keyboard.type(question);
  await page.getByRole('button', { name: 'Xuất bản', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(answerField(page)).toBeFocused();
  await expect(answerField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Câu trả lời cần ít nhất 20 ký tự.').first()).toBeVisible();
  await expectNoViolations(page);

  const answer = 'Có. Khi lễ tân xác nhận đặt phòng, khách nhận tin Zalo kèm mã đặt phòng và giờ nhận phòng.';
  await page.keyboard.type(answer);
  await page.getByRole('button', { name: 'Xuất bản', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Đã xuất bản.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);

  await page.goto(at('/'));
  const last = page.locator('#faq details').last();
  await expect(last).toHaveAttribute('id', 'faq-11');
  await last.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(last.locator('p')).toHaveText(answer);
});
