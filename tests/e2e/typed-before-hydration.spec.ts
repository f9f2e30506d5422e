import { expect, test, type Page } from '@playwright/test';
import { leadsByEmail, uniqueEmail } from './leads-db';

// A hotel owner on a mid-range phone starts typing as soon as the form is on screen, before its
// script has run (seconds on 4G). What they typed must count: never a false 'empty' message, never a
// lost field, never two leads. Two ways to open that window, as phones do: a slow network holding
// the island's script back, and a slow CPU (4×) running it late.

const forms = [
  {
    name: 'the trial form on /',
    url: '/',
    form: (page: Page) => page.locator('#contact form'),
    fields: (email: string): Array<[string, string]> => [
      ['Tên khách sạn', 'Khách sạn Gõ Sớm'],
      ['Họ và tên', 'Phan Thị Mai'],
      ['Email', email],
      ['Số điện thoại', '0905 333 444'],
    ],
    button: 'Đăng ký dùng thử',
    success: 'Thành công!',
  },
  {
    name: 'the message form on /contact',
    url: '/contact',
    form: (page: Page) =>
      page
        .locator('form')
        .filter({ has: page.getByLabel('Nội dung tin nhắn') })
        .first(),
    fields: (email: string): Array<[string, string]> => [
      ['Họ và tên', 'Phan Thị Mai'],
      ['Tên khách sạn', 'Khách sạn Gõ Sớm'],
      ['Email', email],
      ['Số điện thoại', '0905 333 444'],
      ['Số phòng', '24'],
      ['Nội dung tin nhắn', 'Tôi gõ trước khi trang tải xong, xin tư vấn giúp.'],
    ],
    button: 'Gửi tin nhắn',
    success: 'Tin nhắn của anh/chị đã được gửi thành công!',
  },
];

/**
 * Holds the page's scripts until the visitor has typed (the returned function lets them through),
 * so the test always types inside the window it is about, however fast or busy the machine is;
 * then each arrives `ms` later, as on a weak connection.
 */
async function holdScripts(page: Page, ms: number): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await released;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return release;
}

const slowdowns = {
  // Held until the visitor has typed, then let through at once: the fixed wait each script used to
  // have after that fell after the window this file is about had closed (everything typed, nothing
  // typed or checked while it passed), and every such test spent it waiting.
  'a slow network': (page: Page) => holdScripts(page, 0),
  /** A mid-range Android: every script runs four times slower, on a connection slower than Wi-Fi. */
  'a slow phone (4× CPU)': async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return holdScripts(page, 500);
  },
};

for (const spec of forms) {
  for (const [slowdown, slow] of Object.entries(slowdowns)) {
    test(`${spec.name} keeps what was typed before its script ran, on ${slowdown}`, async ({ page }) => {
      const email = uniqueEmail('som');
      const letScriptsThrough = await slow(page);
      await page.goto(spec.url, { waitUntil: 'commit' });
      const form = spec.form(page);
      const island = form.locator('xpath=ancestor::astro-island[1]');
      await form.scrollIntoViewIfNeeded();
      for (const [label, value] of spec.fields(email)) await form.getByLabel(label, { exact: false }).fill(value);
      // The window this test is about really was open: the form was filled before hydration.
      await expect(island).toHaveAttribute('ssr', '');
      letScriptsThrough();
      // The visitor reads the form over once; the script has run by then.
      await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 20_000 });
      for (const [label, value] of spec.fields(email)) {
        await expect(form.getByLabel(label, { exact: false })).toHaveValue(value);
      }
      await form.getByRole('button', { name: spec.button }).click();
      await expect(page.getByRole('status')).toContainText(spec.success, { timeout: 20_000 });
      await expect(form.getByText('không được để trống')).toHaveCount(0);
      await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
      expect((await leadsByEmail(email))[0]).toMatchObject({ name: 'Phan Thị Mai', company_name: 'Khách sạn Gõ Sớm' });
    });
  }
}

for (const [slowdown, slow] of Object.entries(slowdowns)) {
  test(`the quote on /bao-gia takes the rooms and plan chosen before its script ran, on ${slowdown}`, async ({
    page,
  }) => {
    const letScriptsThrough = await slow(page);
    await page.goto('/bao-gia', { waitUntil: 'commit' });
    const rooms = page.getByRole('textbox', { name: 'Số phòng', exact: true });
    const island = rooms.locator('xpath=ancestor::astro-island[1]');
    await rooms.fill('48');
    await page.getByRole('radio', { name: /Gói Doanh nghiệp/ }).check();
    await expect(island).toHaveAttribute('ssr', '');
    letScriptsThrough();
    await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 20_000 });
    await expect(rooms).toHaveValue('48');
    await expect(page.getByRole('radio', { name: /Gói Doanh nghiệp/ })).toBeChecked();
    await expect(page.locator('[data-quote-headline]')).toHaveText('48 phòng · Gói Doanh nghiệp');
    await expect(page).toHaveURL(/\/bao-gia\?phong=48&goi=enterprise/);
  });
}

test('a form sent before its script ran is posted as a plain form, stored once, and thanks the visitor', async ({
  page,
}) => {
  const email = uniqueEmail('truoc');
  await page.goto('/', { waitUntil: 'load' });
  // The page's own scripts have run; the form's island asks for its script once the form is in view,
  // and that is held until the form has been sent (a connection slower than the visitor).
  const letScriptsThrough = await holdScripts(page, 0);
  const form = forms[0]!.form(page);
  const island = form.locator('xpath=ancestor::astro-island[1]');
  for (const [label, value] of forms[0]!.fields(email)) await form.getByLabel(label, { exact: false }).fill(value);
  await expect(island).toHaveAttribute('ssr', '');
  await form.getByLabel('Số điện thoại').press('Enter');
  await expect(page).toHaveURL(/\/cam-on$/);
  letScriptsThrough();
  await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
});
