import { expect, test, type Page } from '@playwright/test';
import { openDb } from './leads-db';
import { expectNoViolations } from './page-checks';
import { asStaff } from './staff-accounts';

// The assistant as a hotel owner meets it on a 390 px phone: 'Hỏi trợ lý' in the action bar, a page
// that loads no script until it is used, a question typed and answered by keyboard, sources to
// follow, the not-sure reply handing over to sales, the lead the salesperson then reads, and the
// same without JavaScript on /tro-ly.

test.use({ viewport: { width: 390, height: 844 } });

const answerable = 'Dùng thử 15 ngày có mất phí không?';
const unanswerable = 'thời tiết Huế mai thế nào';
const panelScriptBudget = 20 * 1024;

const actionBar = (page: Page) => page.getByRole('navigation', { name: 'Liên hệ nhanh' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Hỏi trợ lý' });

/** Opens the panel from the action bar by keyboard; resolves once it is open. */
async function openByKeyboard(page: Page) {
  await actionBar(page).getByRole('link', { name: 'Hỏi trợ lý' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
}

async function ask(page: Page, question: string) {
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
}

test.describe('the assistant', () => {
  test('loads no script with the page, and at most 20 KB when opened, within the policy', async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        ((window as unknown as { seen?: string[] }).seen ??= []).push(event.violatedDirective),
      ),
    );
    const scripts: Array<Promise<number>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize),
        );
    });
    await page.goto('/tin-tuc', { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);

    await actionBar(page).getByRole('link', { name: 'Hỏi trợ lý' }).click();
    await expect(panel(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts);
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(panelScriptBudget);
    violations.push(...(await page.evaluate(() => (window as unknown as { seen?: string[] }).seen ?? [])));
    expect(violations).toEqual([]);
  });

  test('answers a question typed by keyboard, with sources to follow, and closes back to its link', async ({
    page,
  }) => {
    await page.goto('/');
    await openByKeyboard(page);
    const dialog = panel(page);
    await expect(
      dialog.getByText('Trợ lý tự động của Hotelix trả lời từ nội dung đã đăng trên trang này'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Câu hỏi của anh/chị' })).toBeFocused();
    await expect(
      dialog.getByRole('link', { name: 'Dùng thử 15 ngày có mất phí hay cần thẻ tín dụng không?' }),
    ).toBeVisible();
    await expectNoViolations(page, 'the notice and suggested questions');

    await ask(page, answerable);
    await expect(dialog.getByText(/^Không\. Trong 15 ngày, anh\/chị dùng đầy đủ tính năng/)).toBeVisible();
    await expect(dialog.locator('[aria-live="polite"]')).toHaveText(/^Trợ lý trả lời: Không\. Trong 15 ngày/);
    const source = dialog
      .getByRole('list')
      .getByRole('link', { name: 'Dùng thử 15 ngày có mất phí hay cần thẻ tín dụng không?' });
    await expect(source).toHaveAttribute('href', '/#faq-1');
    await expectNoViolations(page, 'an answer');
    // The question box keeps the focus for the next question.
    await expect(dialog.getByRole('textbox', { name: 'Câu hỏi của anh/chị' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(actionBar(page).getByRole('link', { name: 'Hỏi trợ lý' })).toBeFocused();

    // Open again: the conversation is still there, and its source leads to the page.
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(/^Không\. Trong 15 ngày/)).toBeVisible();
    await source.click();
    await expect(page).toHaveURL(/\/#faq-1$/);
  });

  test('says when it is not sure, hands over to sales, and the salesperson reads the conversation', async ({
    page,
    browser,
  }) => {
    // Five axe runs (seconds each on a small machine), an account made and a sign-in: over the default 30 s.
    test.setTimeout(120_000);
    const phone = `09${String(Date.now()).slice(-8)}`;
    await page.goto('/san-pham');
    await openByKeyboard(page);
    const dialog = panel(page);
    await ask(page, unanswerable);
    await expect(
      dialog.getByText(
        'Trợ lý chưa tìm được câu trả lời chắc chắn cho câu hỏi này. Nhân viên tư vấn có thể trả lời anh/chị cụ thể.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('Có thể anh/chị quan tâm:')).toBeVisible();
    await expect(dialog.locator('[aria-live="polite"]')).toHaveText(
      'Trợ lý trả lời: Trợ lý chưa tìm được câu trả lời chắc chắn cho câu hỏi này.',
    );
    await expectNoViolations(page, 'not sure');

    await dialog.getByRole('link', { name: 'Gặp nhân viên tư vấn' }).click();
    const form = dialog.getByRole('region', { name: 'Gặp nhân viên tư vấn' });
    await expect(form.getByLabel('Họ và tên')).toBeFocused();
    await expect(form.getByRole('link', { name: 'nhắn Zalo' })).toHaveAttribute('href', 'https://zalo.me/0900000000');
    await expectNoViolations(page, 'the handover form');

    await form.getByRole('button', { name: 'Gặp nhân viên tư vấn' }).click();
    await expect(form.getByText('Họ tên không được để trống')).toBeVisible();
    await expect(form.getByLabel('Họ và tên')).toBeFocused();
    await expectNoViolations(page, 'the handover form with its messages');

    await form.getByLabel('Họ và tên').fill('Phạm Quốc Bảo');
    await form.getByLabel('Số điện thoại').fill(phone);
    await form.getByLabel('Tên khách sạn').fill('Khách sạn Sông Hàn');
    await form.getByRole('button', { name: 'Gặp nhân viên tư vấn' }).click();
    const thanks = dialog.locator('[tabindex="-1"]', { hasText: 'Đã chuyển cho nhân viên tư vấn' });
    await expect(thanks).toBeFocused();
    await expect(thanks.getByText(/^Yêu cầu của anh\/chị đã được gửi\./)).toBeVisible();
    await expect(dialog.getByRole('link', { name: '0900 000 000' }).last()).toHaveAttribute('href', 'tel:+84900000000');
    await expectNoViolations(page, 'the thank-you');

    const db = openDb();
    let leadId: string;
    try {
      const lead = await db
        .selectFrom('contacts')
        .select(['id', 'source', 'page'])
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ source: 'assistant', page: '/san-pham' });
      leadId = lead.id;
    } finally {
      await db.destroy();
    }

    const staff = await asStaff(browser, 'owner', 360, 800);
    await staff.goto(`/admin/leads/${leadId}`);
    const conversation = staff.getByRole('region', { name: 'Cuộc trò chuyện với trợ lý' });
    await expect(conversation.getByText(unanswerable)).toBeVisible();
    await expect(conversation.getByText(/^Trợ lý chưa tìm được câu trả lời chắc chắn cho câu hỏi này\./)).toBeVisible();
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // No address was asked: no e-mail to write or copy.
    await expect(
      staff.getByRole('navigation', { name: 'Liên hệ Phạm Quốc Bảo' }).getByRole('link', { name: 'Email' }),
    ).toHaveCount(0);
    await expectNoViolations(staff, 'the lead’s page');
    await staff.context().close();
  });

  test('says plainly when the network fails or too many questions come, with the hotline and Zalo', async ({
    page,
  }) => {
    await page.goto('/');
    await openByKeyboard(page);
    const dialog = panel(page);
    await page.route('**/api/assistant', (route) => route.abort('internetdisconnected'));
    await ask(page, answerable);
    await expect(dialog.getByRole('alert')).toContainText(
      'Không kết nối được tới máy chủ. Vui lòng kiểm tra mạng và thử lại.',
    );
    await page.unroute('**/api/assistant');
    await page.route('**/api/assistant', (route) =>
      route.fulfill({
        status: 429,
        json: { error: 'Anh/chị đã hỏi nhiều câu trong thời gian ngắn. Vui lòng thử lại sau ít phút.' },
      }),
    );
    await ask(page, answerable);
    await expect(dialog.getByRole('alert').last()).toContainText(
      'Anh/chị đã hỏi nhiều câu trong thời gian ngắn. Vui lòng thử lại sau ít phút.',
    );
    await expect(dialog.getByRole('alert').last().getByRole('link', { name: 'nhắn Zalo' })).toBeVisible();
    await expectNoViolations(page, 'a failure');
  });

  test('puts the final reply in place of the text streamed before it', async ({ page }) => {
    // A model's answer as the contract streams it: pieces, then the reply the server settled on.
    const reply = {
      kind: 'answer',
      text: 'Có. Từ gói Chuyên nghiệp, phần mềm đồng bộ phòng trống, giá và đặt phòng với Agoda.',
      sources: [{ title: 'Phần mềm kết nối được với những kênh OTA nào?', href: '/#faq-6' }],
    };
    await page.route('**/api/assistant', (route) =>
      route.fulfill({
        contentType: 'application/x-ndjson; charset=utf-8',
        body: [
          { type: 'delta', text: 'Có. Từ gói ' },
          { type: 'delta', text: 'Chuyên nghiệp…' },
          { type: 'reply', reply, handover: false },
        ]
          .map((line) => `${JSON.stringify(line)}\n`)
          .join(''),
      }),
    );
    await page.goto('/');
    await openByKeyboard(page);
    await ask(page, 'Có kết nối Agoda không?');
    const dialog = panel(page);
    await expect(dialog.getByText(reply.text, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Có. Từ gói Chuyên nghiệp…')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Phần mềm kết nối được với những kênh OTA nào?' })).toHaveAttribute(
      'href',
      '/#faq-6',
    );
  });

  test('opens from the support popover on a wide screen and gives the focus back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact');
    const button = page.getByRole('button', { name: 'Hỗ trợ' });
    await button.click();
    await page.locator('#support-popover').getByRole('link', { name: 'Hỏi trợ lý' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(page.locator('#support-popover')).toBeHidden();
    await panel(page).getByRole('button', { name: 'Đóng' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('the assistant without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('answers on /tro-ly and takes the handover as a plain form', async ({ page }) => {
    const phone = `08${String(Date.now()).slice(-8)}`;
    await page.goto('/');
    await actionBar(page).getByRole('link', { name: 'Hỏi trợ lý' }).click();
    await expect(page).toHaveURL(/\/tro-ly$/);
    await page.getByLabel('Câu hỏi của anh/chị').fill(answerable);
    await page.getByRole('button', { name: 'Hỏi', exact: true }).click();
    await expect(page).toHaveURL(/\/tro-ly\?q=/);
    await expect(page.getByText(/^Không\. Trong 15 ngày, anh\/chị dùng đầy đủ tính năng/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Dùng thử 15 ngày có mất phí hay cần thẻ tín dụng không?' }),
    ).toHaveAttribute('href', '/#faq-1');

    const form = page.getByRole('region', { name: 'Gặp nhân viên tư vấn' });
    await form.getByLabel('Họ và tên').fill('Lý Thu Hà');
    await form.getByLabel('Số điện thoại').fill(phone);
    await form.getByLabel('Tên khách sạn').fill('Nhà nghỉ Hoa Mai');
    await form.getByRole('button', { name: 'Gặp nhân viên tư vấn' }).click();
    await expect(page).toHaveURL(/\/tro-ly\?da-gui=1$/);
    await expect(page.getByText('Đã chuyển cho nhân viên tư vấn')).toBeVisible();

    const db = openDb();
    try {
      const turns = await db
        .selectFrom('lead_conversation_turns')
        .innerJoin('contacts', 'contacts.id', 'lead_conversation_turns.contact_id')
        .select(['question', 'contacts.source'])
        .where('contacts.phone', '=', phone)
        .execute();
      expect(turns).toEqual([{ question: answerable, source: 'assistant' }]);
    } finally {
      await db.destroy();
    }
  });
});

test('/tro-ly in each of its states has no accessibility violations', async ({ page }) => {
  for (const path of [
    '/tro-ly',
    `/tro-ly?q=${encodeURIComponent(answerable)}`,
    `/tro-ly?q=${encodeURIComponent(unanswerable)}`,
    '/tro-ly?da-gui=1',
  ]) {
    await page.goto(path);
    await expectNoViolations(page, path);
  }
});
