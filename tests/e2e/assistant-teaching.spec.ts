import { expect, test, type Browser, type Page } from '@playwright/test';
import { notSureText } from '../../src/lib/assistant/reply-text.ts';
import { expectNoSidewaysScroll, expectNoViolations } from './page-checks';
import { tapCounter } from './phone-visit';
import { stateFile } from './staff-accounts';
import { smallTapTargets } from './tap-targets';

// An editor on a 390 × 844 phone teaches the assistant what a visitor asked and it could not answer:
// once by attaching the question to the FAQ that answers it (counted: three taps), once by a synonym
// for words the site never writes. The visitor asks on /tro-ly without JavaScript; each question is
// one no other spec asks, and the synonym is deleted at the end, as every spec shares the server.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const quitting = 'Muốn nghỉ dùng có bị phạt không?';
const contractFaq = 'Có phải ký hợp đồng dài hạn không? Muốn ngừng dùng thì sao?';
const offline = 'Cúp mạng có sao không?';
const newestFirst = '/admin/tro-ly-chua-tra-loi?sap-xep=moi-nhat';

/** The editor's phone: a touch screen with the suite's signed-in editor session. */
async function editorPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    storageState: stateFile('editor'),
  });
  return context.newPage();
}

/** What a visitor without JavaScript is answered: the first source's address, or 'not sure'. */
async function visitorAsks(browser: Browser, question: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`/tro-ly?q=${encodeURIComponent(question)}`);
    const main = page.getByRole('main');
    const sources = main.getByText('Nguồn:', { exact: true });
    await expect(main.getByText(notSureText).or(sources)).toBeVisible();
    if (await main.getByText(notSureText).isVisible()) return 'not sure';
    return (await sources.locator('xpath=following-sibling::ul[1]//a').first().getAttribute('href'))!;
  } finally {
    await context.close();
  }
}

/** No sideways scroll at 360 px, nothing for axe to flag, every tap target 44 px or spaced apart. */
async function expectFitsA360Phone(page: Page, state: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  expect(await smallTapTargets(page), state).toEqual([]);
  await expectNoViolations(page, state);
  await page.setViewportSize({ width: 390, height: 844 });
}

const questionItem = (page: Page, question: string) =>
  page
    .getByRole('list', { name: 'Câu hỏi chưa trả lời được' })
    .getByRole('listitem')
    .filter({ has: page.getByText(question, { exact: true }) });

test('an editor attaches a question the assistant could not answer to its FAQ in three taps', async ({ browser }) => {
  test.setTimeout(90_000);
  expect(await visitorAsks(browser, quitting)).toBe('not sure');

  const page = await editorPhone(browser);
  await page.goto(newestFirst);
  const item = questionItem(page, quitting);
  await expect(item).toBeVisible();
  await expectFitsA360Phone(page, 'the unanswered questions');

  const { tap, choose, taps } = tapCounter();
  const select = item.getByLabel('Gắn vào câu trả lời có sẵn');
  await tap(select);
  await choose(select, contractFaq);
  await tap(item.getByRole('button', { name: 'Gắn' }));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Đã gắn câu hỏi vào câu trả lời có sẵn. Từ giờ trợ lý trả lời câu này bằng câu trả lời đó.',
  );
  expect(taps()).toBe(3);
  await expect(page).toHaveURL(/\/admin\/tro-ly-chua-tra-loi\?sap-xep=moi-nhat&thong-bao=attached$/);
  await expect(questionItem(page, quitting)).toHaveCount(0);
  await expectFitsA360Phone(page, 'the notice after attaching');

  expect(await visitorAsks(browser, quitting)).toBe('/#faq-3');
});

test('an editor adds a synonym for words the site never writes, and the question is answered', async ({ browser }) => {
  test.setTimeout(90_000);
  expect(await visitorAsks(browser, offline)).toBe('not sure');

  const page = await editorPhone(browser);
  await page.goto(newestFirst);
  await expect(questionItem(page, offline)).toBeVisible();
  // From the list to the synonyms, as its intro offers.
  const { tap } = tapCounter();
  await tap(page.getByRole('link', { name: 'từ đồng nghĩa của trợ lý' }));
  await expect(page).toHaveURL(/\/admin\/tro-ly-tu-dong-nghia$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Từ đồng nghĩa của trợ lý');
  await expect(
    page.getByRole('navigation', { name: 'Quản trị' }).getByRole('link', { name: 'Hỏi đáp' }),
  ).toHaveAttribute('aria-current', 'true');
  await expectFitsA360Phone(page, 'the synonyms');

  // A meaning equal to its phrase is refused beside its field, what was typed kept.
  await tap(page.getByLabel('Cụm từ khách dùng'));
  await page.keyboard.type('cúp mạng');
  await tap(page.getByLabel('Trợ lý hiểu là'));
  await page.keyboard.type('cup mang');
  await tap(page.getByRole('button', { name: 'Lưu từ đồng nghĩa' }));
  await expect(page.getByLabel('Trợ lý hiểu là')).toHaveAccessibleDescription(
    /Nghĩa phải khác cụm từ khách dùng, nếu không trợ lý không học được gì\./u,
  );
  await expect(page.getByLabel('Cụm từ khách dùng')).toHaveValue('cúp mạng');
  await expectFitsA360Phone(page, 'a refused synonym');

  await page.getByLabel('Trợ lý hiểu là').fill('mất mạng');
  await tap(page.getByRole('button', { name: 'Lưu từ đồng nghĩa' }));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Đã lưu từ đồng nghĩa. Trợ lý hiểu cụm từ này từ câu hỏi tiếp theo.',
  );
  const added = page.getByRole('table', { name: 'Từ đồng nghĩa biên tập viên đã thêm' });
  await expect(added.getByRole('row', { name: /cúp mạng/u })).toContainText('mất mạng');
  await expectFitsA360Phone(page, 'the synonyms with one added');

  expect(await visitorAsks(browser, offline)).toBe('/#faq-8');
  // Asked again when the list is read, and answered now: off the list.
  await page.goto(newestFirst);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(questionItem(page, offline)).toHaveCount(0);

  // Every spec shares this server's assistant: the synonym goes again, by its 'Xóa'.
  await page.goto('/admin/tro-ly-tu-dong-nghia');
  await tap(added.getByRole('button', { name: 'Xóa từ đồng nghĩa “cúp mạng”' }));
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Đã xóa từ đồng nghĩa.');
  await expect(page.getByRole('table', { name: 'Từ đồng nghĩa biên tập viên đã thêm' })).toHaveCount(0);
  expect(await visitorAsks(browser, offline)).toBe('not sure');
});
