import { expect, test, type Locator, type Page } from '@playwright/test';
import { contactMessage, fillByLabel, hydrated, leadsByEmail, uniqueEmail } from './leads-db';

const requestSuccess = 'Yêu cầu của anh/chị đã được gửi. Chúng tôi sẽ liên hệ với anh/chị sớm.';

/** Types into each labelled field of `form` by keyboard, moving with Tab as a person would. */
async function typeFields(page: Page, form: Locator, values: Array<[string, string]>) {
  await form.getByLabel(values[0]![0], { exact: false }).first().focus();
  for (const [index, [label, value]] of values.entries()) {
    const field = form.getByLabel(label, { exact: false }).first();
    await expect(field).toBeFocused();
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await page.keyboard.type(value);
    if (index < values.length - 1) await page.keyboard.press('Tab');
  }
}

/**
 * The failure notice of `form`: below its last field and its button, covering none of them, with the
 * hotline and Zalo as links, and no toast.
 */
async function expectFailureBelow(page: Page, form: Locator, title: string) {
  const notice = form.getByRole('alert');
  await expect(notice).toContainText(title);
  await expect(notice.getByRole('link', { name: '0900 000 000' })).toHaveAttribute('href', 'tel:+84900000000');
  await expect(notice.getByRole('link', { name: 'nhắn Zalo' })).toHaveAttribute('href', 'https://zalo.me/0900000000');
  const top = (await notice.boundingBox())!.y;
  // Every control's foot, read in one call: a round trip each cost more than the reading.
  const feet = await form
    .locator('input:not([tabindex="-1"]):visible, select:visible, textarea:visible, button')
    .evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().bottom));
  expect(feet.length).toBeGreaterThan(0);
  for (const foot of feet) expect(foot).toBeLessThanOrEqual(top);
  await expect(page.getByRole('status')).not.toContainText(title);
}

/** Holds every request to `url` until the returned function is called: a network slower than the visitor. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Moves the page's clock (installed before the page loaded) on through the form's waits between its
 * tries (1 s, then 2 s, then 4 s) until `tries()` reaches `count`: a second at a time while the next try
 * has not begun, so no wait is spent in real time, whenever the page starts its timer.
 */
async function passRetryWaits(page: Page, tries: () => number, count: number) {
  await expect
    .poll(
      async () => {
        if (tries() < count) await page.clock.fastForward(1_000);
        return tries();
      },
      { intervals: [100], timeout: 15_000 },
    )
    .toBe(count);
}

test.describe('trial form', () => {
  test('shows every message on an empty submit and focuses the first field', async ({ page }) => {
    await page.goto('/#contact');
    const form = await hydrated(page.locator('#contact form'));
    await form.getByRole('button', { name: 'Đăng ký dùng thử' }).focus();
    await page.keyboard.press('Enter');
    for (const message of [
      'Tên khách sạn không được để trống',
      'Họ tên không được để trống',
      'Email không hợp lệ',
      'Số điện thoại không được để trống',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    const hotel = form.getByLabel('Tên khách sạn');
    await expect(hotel).toBeFocused();
    await expect(hotel).toHaveAttribute('aria-invalid', 'true');
    await expect(hotel).toHaveAccessibleDescription('Tên khách sạn không được để trống');
  });

  test('sends by keyboard, says so, resets, and stores the lead once', async ({ page }) => {
    const email = uniqueEmail('trial');
    await page.goto('/?utm_source=zalo&utm_campaign=khai-truong');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = await hydrated(page.locator('#contact form'));
    await typeFields(page, form, [
      ['Tên khách sạn', 'Khách sạn Sông Hàn'],
      ['Họ và tên', 'Lê Minh Đức'],
      ['Email', email],
      ['Số điện thoại', '0905 111 222'],
    ]);
    const release = await holdRequests(page, '**/api/leads/trial');
    await page.keyboard.press('Enter');
    const button = form.getByRole('button', { name: 'Đang gửi...' });
    await expect(button).toBeDisabled();
    await expect(form.getByLabel('Email')).toHaveValue(email);
    release();
    await expect(page.getByRole('status')).toContainText('Thành công!');
    await expect(page.getByRole('status')).toContainText(requestSuccess);
    await expect(form.getByLabel('Email')).toHaveValue('');
    const rows = await leadsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'trial',
      company_name: 'Khách sạn Sông Hàn',
      name: 'Lê Minh Đức',
      phone: '0905 111 222',
      message: 'Đăng ký dùng thử miễn phí',
      page: '/',
      utm_source: 'zalo',
      utm_campaign: 'khai-truong',
    });
  });

  test('stores the lead once when the network fails twice, the first time after the server stored it', async ({
    page,
  }) => {
    const email = uniqueEmail('flaky');
    let attempts = 0;
    await page.clock.install();
    await page.route('**/api/leads/trial', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await route.fetch(); // the server stores it, but the answer never reaches the phone
        await route.abort('connectionreset');
      } else if (attempts === 2) {
        await route.abort('internetdisconnected');
      } else {
        await route.continue();
      }
    });
    await page.goto('/');
    const form = await hydrated(page.locator('#contact form'));
    await form.getByLabel('Tên khách sạn').fill('Nhà nghỉ Bình An');
    await form.getByLabel('Họ và tên').fill('Phạm Thu Hà');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Số điện thoại').fill('0987 654 321');
    await form.getByRole('button', { name: 'Đăng ký dùng thử' }).click();
    await passRetryWaits(page, () => attempts, 3);
    await expect(page.getByRole('status')).toContainText('Thành công!');
    expect(attempts).toBe(3);
    expect(await leadsByEmail(email)).toHaveLength(1);
  });

  test("says 'Số điện thoại không hợp lệ.' beside the phone field for '123' and sends nothing", async ({ page }) => {
    let sent = 0;
    await page.route('**/api/leads/**', (route) => {
      sent += 1;
      return route.continue();
    });
    await page.goto('/');
    const form = await hydrated(page.locator('#contact form'));
    await form.getByLabel('Tên khách sạn').fill('Khách sạn Ánh Dương');
    await form.getByLabel('Họ và tên').fill('Vũ Thị Lan');
    await form.getByLabel('Email').fill('lan@anhduong.vn');
    const phone = form.getByLabel('Số điện thoại');
    await phone.fill('123');
    await form.getByRole('button', { name: 'Đăng ký dùng thử' }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Số điện thoại không hợp lệ.');
    await expect(form.getByText('Số điện thoại không hợp lệ.')).toBeVisible();
    await expect(page.getByRole('status')).not.toContainText('Thành công!');
    expect(sent).toBe(0);
  });

  test("shows the server's refusal below the form with the hotline and Zalo, and keeps what was typed", async ({
    page,
  }) => {
    await page.route('**/api/leads/trial', (route) =>
      route.fulfill({
        status: 429,
        json: { ok: false, message: 'Anh/chị đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.' },
      }),
    );
    await page.goto('/');
    const form = await hydrated(page.locator('#contact form'));
    await form.getByLabel('Tên khách sạn').fill('Khách sạn Ánh Dương');
    await form.getByLabel('Họ và tên').fill('Vũ Thị Lan');
    await form.getByLabel('Email').fill('lan@anhduong.vn');
    await form.getByLabel('Số điện thoại').fill('0903 000 111');
    await form.getByRole('button', { name: 'Đăng ký dùng thử' }).click();
    await expectFailureBelow(page, form, 'Có lỗi xảy ra!');
    await expect(form.getByRole('alert')).toContainText(
      'Anh/chị đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
    );
    await expect(form.getByLabel('Email')).toHaveValue('lan@anhduong.vn');
    await expect(form.getByLabel('Số điện thoại')).toHaveValue('0903 000 111');
  });

  test('says the server cannot be reached after its retries, below the form, and keeps what was typed', async ({
    page,
  }) => {
    let attempts = 0;
    await page.clock.install();
    await page.route('**/api/leads/trial', (route) => {
      attempts += 1;
      return route.abort('connectionrefused');
    });
    await page.goto('/');
    const form = await hydrated(page.locator('#contact form'));
    await form.getByLabel('Tên khách sạn').fill('Khách sạn Ánh Dương');
    await form.getByLabel('Họ và tên').fill('Vũ Thị Lan');
    await form.getByLabel('Email').fill('lan@anhduong.vn');
    await form.getByLabel('Số điện thoại').fill('0903 000 111');
    await form.getByRole('button', { name: 'Đăng ký dùng thử' }).click();
    // Three retries wait 1 s, 2 s and 4 s (on the page's clock) before the form gives up.
    await passRetryWaits(page, () => attempts, 4);
    await expect(form.getByRole('alert')).toContainText(
      'Không kết nối được tới máy chủ. Vui lòng kiểm tra mạng và thử lại.',
    );
    expect(attempts).toBe(4);
    await expectFailureBelow(page, form, 'Có lỗi xảy ra!');
    await expect(form.getByLabel('Họ và tên')).toHaveValue('Vũ Thị Lan');
    await expect(form.getByLabel('Số điện thoại')).toHaveValue('0903 000 111');
  });
});

test.describe('pricing dialog', () => {
  test('opens for the chosen plan, stores the lead with it, and closes', async ({ page }) => {
    const email = uniqueEmail('pricing');
    await page.goto('/#pricing');
    await hydrated(page.locator('#pricing-dialog'));
    await page.getByRole('link', { name: 'Chọn gói Chuyên nghiệp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đăng ký Gói Chuyên nghiệp' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(dialog.getByText('Tên khách sạn không được để trống')).toBeVisible();
    await typeFields(page, dialog, [
      ['Tên khách sạn', 'Khách sạn Phố Cổ'],
      ['Họ và tên', 'Đỗ Quang Huy'],
      ['Email', email],
      ['Số điện thoại', '024 3826 1234'],
    ]);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText(requestSuccess);
    expect(await leadsByEmail(email)).toMatchObject([
      { source: 'pricing', plan: 'professional', message: 'Quan tâm đến Gói Chuyên nghiệp' },
    ]);
  });

  test('the first view runs no React; the dialog loads as the plans come near', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'load' });
    const island = page.locator('#pricing-dialog').locator('xpath=ancestor::astro-island[1]');
    const rendererUrl = (await island.getAttribute('renderer-url'))!;
    const componentUrl = (await island.getAttribute('component-url'))!;
    // Nothing in flight for half a second: a script asked for after the first paint has been asked for.
    await page.waitForLoadState('networkidle');
    expect(scripts).not.toContain(rendererUrl);
    expect(scripts).not.toContain(componentUrl);
    await expect(island).toHaveAttribute('ssr', '');

    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr', /.*/);
    expect(scripts).toContain(componentUrl);
  });

  test('a plan chosen before the dialog’s script arrived opens the dialog for the last plan chosen', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/_astro/*.js');
    // Not 'load' or 'domcontentloaded': both wait for the held scripts. The footer comes after the
    // dialog's island, so once it is parsed the directive is watching the links.
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    const island = page.locator('#pricing-dialog').locator('xpath=ancestor::astro-island[1]');
    // A hurried visitor: two plans, one after the other, while the script is still on its way.
    await page.getByRole('link', { name: 'Chọn gói Cơ bản' }).click();
    await page.getByRole('link', { name: 'Chọn gói Chuyên nghiệp' }).click();
    // Held, not followed: the last plan carries the mark, and only it.
    await expect(page.getByRole('link', { name: 'Chọn gói Chuyên nghiệp' })).toHaveAttribute('data-opener-held', '');
    await expect(page.locator('[data-opener-held]')).toHaveCount(1);
    await expect(island).toHaveAttribute('ssr', '');
    release();
    // Every held script now arrives at once, then hydrates: beside the suite's other workers on a
    // slow machine that took more than the default 5 s once.
    await expect(page.getByRole('dialog', { name: 'Đăng ký Gói Chuyên nghiệp' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-opener-held]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('when the dialog’s script cannot load, the chosen plan’s form page opens instead', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const island = page.locator('#pricing-dialog').locator('xpath=ancestor::astro-island[1]');
    const componentUrl = (await island.getAttribute('component-url'))!;
    // The phone goes offline for the dialog’s script (the page itself has loaded). Astro tries once
    // more a second later, with a query string; that try is held until the test has seen the held
    // plan (on a busy machine both tries could otherwise fail before the click, and the click would
    // rightly be a plain link by then).
    let failRetry!: () => void;
    const retryMayFail = new Promise<void>((resolve) => (failRetry = resolve));
    await page.route(
      (url) => url.pathname === componentUrl,
      async (route) => {
        if (new URL(route.request().url()).searchParams.has('astro-retry')) await retryMayFail;
        await route.abort('internetdisconnected');
      },
    );
    const plan = page.getByRole('link', { name: 'Chọn gói Chuyên nghiệp' });
    await plan.click();
    await expect(plan).toHaveAttribute('data-opener-held', ''); // held while Astro tries once more
    failRetry();
    await expect(page).toHaveURL(/\/gui-yeu-cau\?form=pricing&plan=professional$/);
    await expect(page.getByRole('heading', { name: 'Đăng ký Gói Chuyên nghiệp' })).toBeVisible();
  });

  test('when the dialog’s script stalls, the held plan goes on to its form page after a few seconds', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/', { waitUntil: 'load' });
    const island = page.locator('#pricing-dialog').locator('xpath=ancestor::astro-island[1]');
    const componentUrl = (await island.getAttribute('component-url'))!;
    // A connection that hangs: the script neither arrives nor fails.
    await page.route(
      (url) => url.pathname === componentUrl,
      () => new Promise<void>(() => undefined),
    );
    const plan = page.getByRole('link', { name: 'Chọn gói Cơ bản' });
    await plan.click();
    await expect(plan).toHaveAttribute('data-opener-held', '');
    // The click held the plan and started its wait in the same task: the few seconds pass at once.
    await page.clock.fastForward(5_000);
    await expect(page).toHaveURL(/\/gui-yeu-cau\?form=pricing&plan=basic$/);
    await expect(page.getByRole('heading', { name: 'Đăng ký Gói Cơ bản' })).toBeVisible();
  });

  test('a modifier-click on a plan keeps the browser’s own way (a new tab), not the dialog', async ({
    page,
    context,
  }) => {
    await page.goto('/#pricing');
    await hydrated(page.locator('#pricing-dialog'));
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Chọn gói Cơ bản' }).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(tab).toHaveURL(/\/gui-yeu-cau\?form=pricing&plan=basic$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[data-opener-held]')).toHaveCount(0);
  });
});

test.describe('contact page forms', () => {
  test('the message form checks every rule, then sends', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    const form = await hydrated(
      page
        .locator('form')
        .filter({ has: page.getByLabel('Nội dung tin nhắn') })
        .first(),
    );
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    for (const message of [
      'Họ và tên phải có ít nhất 2 ký tự.',
      'Tên khách sạn phải có ít nhất 2 ký tự.',
      'Địa chỉ email không hợp lệ.',
      'Số điện thoại không hợp lệ.',
      'Nội dung tin nhắn phải có ít nhất 10 ký tự.',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Họ và tên')).toBeFocused();
    await typeFields(page, form, [
      ['Họ và tên', 'Ngô Bảo Châu'],
      ['Tên khách sạn', 'Homestay Đà Lạt Xanh'],
      ['Email', email],
      ['Số điện thoại', '0263 382 1111'],
      ['Số phòng', '0'],
    ]);
    await form.getByLabel('Nội dung tin nhắn').fill('Chúng tôi cần kết nối Booking.com và Agoda.');
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect(form.getByText('Số phòng phải là số nguyên dương.')).toBeVisible();
    await form.getByLabel('Số phòng').fill('12');
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect(page.getByRole('status')).toContainText('Tin nhắn của anh/chị đã được gửi thành công!');
    expect(await leadsByEmail(email)).toMatchObject([
      { source: 'contact', room_count: 12, message: 'Chúng tôi cần kết nối Booking.com và Agoda.', page: '/contact' },
    ]);
  });

  test('a message sent pages after a campaign link carries that campaign, not a later one', async ({ page }) => {
    const email = uniqueEmail('campaign');
    // On to the next page before the first has loaded (its cover still coming on a slow network).
    await page.route('**/*.{avif,webp}', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/tin-tuc/ai-chatbot-247?utm_source=zalo&utm_campaign=khai-truong', {
      referer: 'https://zalo.me/',
      waitUntil: 'domcontentloaded',
    });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/san-pham');
    // A second campaign link later in the same visit: the first one brought the visitor.
    await page.goto('/contact?utm_source=facebook', { referer: 'https://www.facebook.com/' });
    const form = await hydrated(
      page
        .locator('form')
        .filter({ has: page.getByLabel('Nội dung tin nhắn') })
        .first(),
    );
    await fillByLabel(form, [...contactMessage.filter(([label]) => label !== 'Email'), ['Email', email]]);
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect(page.getByRole('status')).toContainText('Tin nhắn của anh/chị đã được gửi thành công!');
    expect(await leadsByEmail(email)).toMatchObject([
      { utm_source: 'zalo', utm_campaign: 'khai-truong', referrer: 'https://zalo.me/', page: '/contact' },
    ]);
  });

  test('the message form reports a failure with the fixed message', async ({ page }) => {
    await page.route('**/api/leads/contact', (route) =>
      route.fulfill({ status: 400, json: { ok: false, message: 'x' } }),
    );
    await page.goto('/contact');
    const form = await hydrated(
      page
        .locator('form')
        .filter({ has: page.getByLabel('Nội dung tin nhắn') })
        .first(),
    );
    await fillByLabel(form, contactMessage);
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expectFailureBelow(page, form, 'Gửi tin nhắn thất bại. Vui lòng thử lại sau.');
    await expect(form.getByLabel('Nội dung tin nhắn')).toHaveValue('Xin báo giá gói Chuyên nghiệp.');
  });
});
