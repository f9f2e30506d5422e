import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstUse, leadsByEmail, uniqueEmail } from './leads-db';

// A hotel owner works out a price for their own hotel at /bao-gia, by keyboard, with and without
// JavaScript, prints it, and asks for the detailed quote.

const result = (page: Page) => page.locator('section[aria-labelledby="quote-result-heading"]');
const rooms = (page: Page) => page.getByRole('textbox', { name: 'Số phòng', exact: true });

/** The estimate as shown: each row's label and amount. */
async function rows(page: Page): Promise<string[][]> {
  return result(page)
    .locator('tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute('data-quote-row') ?? '', tr.querySelector('td')?.textContent ?? '']),
    );
}

/** Tabs from where focus is until `target` has it (what a keyboard user does), forward or back. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('Tab never reached the element.');
}

/** Types into the focused field as a person does: select what is there, then type over it. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function fillLeadFormByKeyboard(page: Page, scope: Locator, email: string) {
  const values: Array<[string, string]> = [
    ['Tên khách sạn', 'Khách sạn Phố Cổ'],
    ['Họ và tên', 'Lê Minh Khoa'],
    ['Số điện thoại', '0903 111 222'],
    ['Email', email],
  ];
  for (const [label, value] of values) {
    await tabTo(page, scope.getByLabel(label));
    await page.keyboard.type(value);
  }
}

test.describe('the quote page', () => {
  test('runs no script until the owner first uses the calculator', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/bao-gia', { waitUntil: 'load' });
    const island = rooms(page).locator('xpath=ancestor::astro-island[1]');
    const componentUrl = (await island.getAttribute('component-url'))!;
    // Nothing in flight for half a second: a script asked for after the first paint has been asked for.
    await page.waitForLoadState('networkidle');
    expect(scripts).not.toContain(componentUrl);
    await expect(island).toHaveAttribute('ssr', '');

    await rooms(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type('5');
    await expect(island).not.toHaveAttribute('ssr', /.*/);
    await expect(rooms(page)).toHaveValue('305');
    await expect(result(page).locator('[data-quote-headline]')).toHaveText('305 phòng · Gói Doanh nghiệp');
  });

  test('on a phone, the first touch moves nothing and “Tính báo giá” shows the estimate without a reload', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/bao-gia?phong=12');
    // The page's length and its two blocks: a touch that scrolls hydrates the island, and anything
    // that grew or shrank then moved the page under the owner's finger (and cut a scroll short).
    const heights = () =>
      page.evaluate(() => [
        document.scrollingElement!.scrollHeight,
        ...[...document.querySelectorAll('main form, section[aria-labelledby="quote-result-heading"]')].map(
          (block) => block.getBoundingClientRect().height,
        ),
      ]);
    const before = await heights();
    await firstUse(rooms(page));
    expect(await heights()).toEqual(before);

    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await rooms(page).fill('0');
    await page.getByRole('button', { name: 'Tính báo giá' }).tap();
    await expect(rooms(page)).toBeFocused();
    await rooms(page).fill('150');
    await page.getByRole('button', { name: 'Tính báo giá' }).tap();
    await expect(page.getByRole('heading', { name: 'Báo giá dự kiến' })).toBeFocused();
    await expect(result(page).locator('[data-quote-headline]')).toHaveText('150 phòng · Gói Doanh nghiệp');
    await expect(page).toHaveURL(/\/bao-gia\?phong=150&/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });

  test('recomputes as the owner types, keeps the address shareable, and sends a detailed-quote request by keyboard', async ({
    page,
  }) => {
    await page.goto('/bao-gia');
    await firstUse(rooms(page));
    await expect(result(page).locator('[data-quote-headline]')).toHaveText('30 phòng · Gói Chuyên nghiệp');

    await tabTo(page, rooms(page));
    await typeOver(page, '12');
    await expect(result(page).locator('[data-quote-headline]')).toHaveText('12 phòng · Gói Cơ bản');
    await expect(page.getByText('Gợi ý: Gói Cơ bản')).toBeVisible();
    // Yearly billing by keyboard: Tab into the group, arrow to 'Theo năm'.
    await tabTo(page, page.getByRole('radio', { name: /Theo tháng/ }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Theo năm/ })).toBeChecked();
    await expect(result(page)).toContainText('Tiết kiệm 1.000.000 ₫ so với trả theo tháng');
    await expect(result(page)).toContainText('5.000.000 ₫/năm');
    await expect(page).toHaveURL(/\/bao-gia\?phong=12&ky=nam$/);

    // 0 rooms is refused with the message, and no estimate is shown for it.
    await tabTo(page, rooms(page), 'Shift+Tab');
    await typeOver(page, '0');
    await expect(page.getByText('Số phòng phải là số nguyên từ 1 đến 2.000.')).toBeVisible();
    await expect(rooms(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(result(page).locator('tr')).toHaveCount(0);
    await typeOver(page, '12');

    const email = uniqueEmail('bao-gia');
    await tabTo(page, page.getByRole('link', { name: 'Nhận báo giá chi tiết' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nhận báo giá chi tiết' });
    await expect(dialog).toBeVisible();
    await fillLeadFormByKeyboard(page, dialog, email);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Thành công!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
    const [lead] = await leadsByEmail(email);
    expect(lead).toMatchObject({ source: 'quote', room_count: 12, plan: 'basic' });
    expect(JSON.parse(lead!.quote!).estimate.software).toMatchObject({ billing: 'nam', amountVnd: 5_000_000 });
  });

  test('shows the same estimate without JavaScript, by keyboard, and takes the request as a plain post', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/bao-gia');
    await tabTo(page, rooms(page));
    await typeOver(page, '150');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bao-gia\?phong=150&goi=&ky=thang&/);
    await expect(result(page).locator('[data-quote-headline]')).toHaveText('150 phòng · Gói Doanh nghiệp');
    await expect(result(page).locator('[data-quote-row="Tổng năm đầu"] td')).toHaveText('Liên hệ');
    await expect(result(page).locator('[data-quote-row="Khóa thông minh"] th span')).toHaveText('150 bộ × 3.200.000 ₫');
    // No print button without a script to press it; the browser's own print still uses the print view.
    await expect(page.getByRole('button', { name: 'In báo giá' })).toHaveCount(0);

    const email = uniqueEmail('bao-gia-no-js');
    await tabTo(page, page.getByRole('link', { name: 'Nhận báo giá chi tiết' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nhận báo giá chi tiết');
    await expect(page.locator('[data-quote-headline]')).toHaveText('150 phòng · Gói Doanh nghiệp');
    await fillLeadFormByKeyboard(page, page.getByRole('main'), email);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cam-on$/);
    const [lead] = await leadsByEmail(email);
    expect(lead).toMatchObject({ source: 'quote', room_count: 150, plan: 'enterprise' });
    await context.close();
  });

  test('the island shows what the server renders for the same inputs', async ({ page, browser }) => {
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto('/bao-gia');
    await firstUse(rooms(page));
    const sets: Array<Record<string, string>> = [
      { 'Số phòng': '1' },
      { 'Số phòng': '101', 'Khóa thông minh (số bộ)': '60' },
      { 'Số phòng': '2000', 'Thẻ từ RFID (số thẻ)': '0', 'Board điều khiển nguồn điện (số bộ)': '1999' },
    ];
    for (const [index, set] of sets.entries()) {
      // Each set from the page's defaults (a fresh page), the first on the page already open.
      if (index > 0) {
        await page.goto('/bao-gia');
        await firstUse(rooms(page));
      }
      for (const [label, value] of Object.entries(set))
        await page.getByRole('textbox', { name: label, exact: true }).fill(value);
      const live = await rows(page);
      await noScript.goto(page.url());
      expect(await rows(noScript)).toEqual(live);
    }
    await noScript.context().close();
  });

  test('sends the owner to the form page when the request form cannot load (offline at the click)', async ({
    page,
  }) => {
    await page.goto('/bao-gia?phong=18');
    await firstUse(rooms(page));
    await page.route('**/_astro/quote-request-dialog*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Nhận báo giá chi tiết' }).click();
    await expect(page).toHaveURL(/\/gui-yeu-cau\?form=quote&phong=18/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nhận báo giá chi tiết');
    await expect(page.locator('[data-quote-headline]')).toHaveText('18 phòng · Gói Cơ bản');
  });

  test('prints one clean page: brand, date, lines, totals and contact, without the site around it', async ({
    page,
  }) => {
    await page.goto('/bao-gia?phong=35&ky=nam');
    await firstUse(rooms(page));
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'In báo giá' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(rooms(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Nhận báo giá chi tiết' })).toBeHidden();
    await expect(result(page)).toContainText(/Báo giá tham khảo · Ngày \d{2}\/\d{2}\/\d{4}/);
    await expect(result(page)).toContainText('Hotline 0900 000 000');
    await expect(result(page).locator('[data-quote-row="Tổng năm đầu"]')).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });
});
