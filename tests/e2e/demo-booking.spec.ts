import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { leadsByEmail, uniqueEmail, uniquePhone } from './leads-db';
import { mailTo, pathIn } from './mailbox';
import { expectNoViolations } from './page-checks';

// A visitor books a demo in a free slot on a phone, sees the confirmation, changes the time and
// cancels; the same booking without JavaScript (and a second one by the same person, which holds no
// time), and a slot someone else took meanwhile.

test.use({ viewport: { width: 390, height: 844 } });

const dayHeading = /^(Thứ (Hai|Ba|Tư|Năm|Sáu|Bảy)|Chủ Nhật), \d{2}\/\d{2}$/;

/** The slot radio `index` of the day group `day` (negative: from the end), and its value. */
async function pickSlot(page: Page, day: number, index: number): Promise<string> {
  const days = page.locator('[data-slot="slot-day"]');
  const group = day < 0 ? days.nth((await days.count()) + day) : days.nth(day);
  const radios = group.getByRole('radio');
  const radio = index < 0 ? radios.nth((await radios.count()) + index) : radios.nth(index);
  await radio.check();
  return (await radio.getAttribute('value'))!;
}

/** 'Thứ Năm, 27/11 · 14:30' for a slot 'YYYY-MM-DDTHH:mm', read from the heading of its day on the page. */
async function slotText(page: Page, slot: string): Promise<string> {
  const group = page.locator('[data-slot="slot-day"]', { has: page.locator(`input[value="${slot}"]`) });
  return `${await group.getByRole('heading').textContent()} · ${slot.slice(11)}`;
}

/** Fills who the visitor is; each gets a phone of their own (one demo ahead per phone), returned. */
async function fillVisitor(page: Page, email: string): Promise<string> {
  const phone = uniquePhone();
  await page.getByLabel('Họ và tên').fill('Lê Thị Hạnh');
  await page.getByLabel('Tên khách sạn').fill('Khách sạn Biển Xanh');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Số điện thoại').fill(phone);
  return phone;
}

test.describe('demo booking', () => {
  test('books a slot, shows the confirmation, changes the time and cancels', async ({ page }) => {
    // Four pages, each checked by axe (the booking page as it loads is public-sweep.spec.ts's).
    test.setTimeout(90_000);
    await page.goto('/dat-lich-demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đặt lịch demo miễn phí');
    await expect(page.locator('[data-slot="slot-day"] h2').first()).toHaveText(dayHeading);
    // The first day’s last slot: its first is the contact page’s first link, which another test follows.
    const slot = await pickSlot(page, 0, -1);
    const when = await slotText(page, slot);
    await page.getByRole('radio', { name: /Tại khách sạn/ }).check();
    await page.getByLabel('Địa chỉ khách sạn').fill('25 Trần Phú, Phường Nha Trang, Khánh Hòa');
    const email = uniqueEmail('dat-lich');
    await fillVisitor(page, email);
    await page.getByRole('button', { name: 'Đặt lịch demo' }).click();

    await expect(page).toHaveURL(/\/dat-lich-demo\/da-dat\?ma=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch demo đã được đặt');
    await expect(page.getByText(when, { exact: true })).toBeVisible();
    // The page its e-mailed link opens too: where, in our words, never the address typed.
    await expect(page.getByText('Khách sạn của anh/chị, theo địa chỉ đã nhập khi đặt lịch')).toBeVisible();
    await expect(page.getByText('25 Trần Phú')).toHaveCount(0);
    expect(await leadsByEmail(email)).toMatchObject([{ source: 'demo', preferred_time: slot }]);
    await expectNoViolations(page);
    const invite = await page.request.get(
      (await page.getByRole('link', { name: 'Thêm vào lịch' }).getAttribute('href'))!,
    );
    expect(invite.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await invite.text()).toContain('BEGIN:VCALENDAR');

    // The e-mail arrives with the invitation; its 'Đổi giờ' link opens the change of time.
    const booked = await mailTo(email, `Lịch demo Hotelix: ${when}`);
    expect(booked.calendar).toContain('METHOD:REQUEST');
    expect(booked.calendar).toContain('SEQUENCE:0');
    await page.goto(pathIn(booked.text, /Đổi giờ: (\S+)/));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đổi giờ demo');
    await expect(page.getByText(`Lịch hiện tại: ${when}`)).toBeVisible();
    await expectNoViolations(page);
    const moved = await pickSlot(page, -1, -1);
    const movedWhen = await slotText(page, moved);
    await page.getByRole('button', { name: 'Đổi sang giờ này' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch demo đã được đổi giờ');
    await expect(page.getByText(movedWhen, { exact: true })).toBeVisible();
    const update = await mailTo(email, `Lịch demo đã đổi sang ${movedWhen}`);
    expect(update.calendar).toContain('SEQUENCE:1');

    await page.getByRole('link', { name: 'Hủy lịch' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hủy lịch demo?');
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Hủy lịch demo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch demo đã được hủy');
    await expectNoViolations(page);
    const cancelled = await mailTo(email, `Lịch demo ${movedWhen} đã được hủy`);
    expect(cancelled.calendar).toContain('METHOD:CANCEL');
    // The first e-mail's link was for the meeting before the change: it no longer works.
    expect((await page.goto(pathIn(booked.text, /Đổi giờ: (\S+)/)))?.status()).toBe(410);
  });

  // The page has no script: with JavaScript on, it is the same HTML, and axe can read it.
  test('a slot taken meanwhile comes back with the message, fresh slots and what was typed', async ({ page }) => {
    await page.goto('/dat-lich-demo');
    const taken = await pickSlot(page, 1, 0);
    const phone = await fillVisitor(page, uniqueEmail('dat-lich-bi-trung'));
    // Others book the same slot while this visitor types, until nobody is left free at it: a slot
    // is pooled over every salesperson taking leads, and other specs add salespeople.
    const bookOther = (n: number) =>
      page.request.post('/dat-lich-demo', {
        form: {
          slot: taken,
          mode: 'online',
          name: 'Phạm Quốc Bảo',
          company_name: `Khách sạn Phố Cổ ${n}`,
          email: uniqueEmail('dat-lich-truoc'),
          phone: uniquePhone(),
          page: '/dat-lich-demo',
        },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
    const statuses: number[] = [];
    for (let n = 0; n < 30 && statuses.at(-1) !== 400; n++) statuses.push((await bookOther(n)).status());
    expect(statuses[0]).toBe(303);
    expect(statuses.at(-1)).toBe(400);
    await page.getByRole('button', { name: 'Đặt lịch demo' }).click();
    // Said at the slots, and named at the top of the form with a link to them.
    await expect(page.locator('#slot-error')).toHaveText('Khung giờ này vừa có người đặt, vui lòng chọn giờ khác.');
    await expect(
      page.getByRole('link', { name: 'Giờ demo: Khung giờ này vừa có người đặt, vui lòng chọn giờ khác.' }),
    ).toHaveAttribute('href', '#booking-slot');
    await expect(page.locator(`input[value="${taken}"]`)).toHaveCount(0);
    await expect(page.locator('[data-slot="slot-day"] input').first()).toBeVisible();
    await expect(page.getByLabel('Họ và tên')).toHaveValue('Lê Thị Hạnh');
    await expect(page.getByLabel('Số điện thoại')).toHaveValue(phone);
    await expectNoViolations(page);
  });

  test('the page of a booking that holds no time is accessible, with the hotline', async ({ page }) => {
    await page.goto('/dat-lich-demo/chua-giu-gio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch demo chưa được đặt');
    await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
    await expectNoViolations(page);
  });

  test('an altered link says it no longer works, with the hotline', async ({ page }) => {
    const response = await page.goto(`/dat-lich-demo/huy?ma=${randomUUID()}.c.0.9999999999.${'x'.repeat(32)}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liên kết này không còn dùng được');
    await expect(page.getByRole('main').getByRole('link', { name: '0900 000 000', exact: true })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('demo booking without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('books with a plain post and lands on the confirmation; a second booking lands on a page holding no time', async ({
    page,
  }) => {
    await page.goto('/dat-lich-demo');
    const slot = await pickSlot(page, 1, -1);
    const email = uniqueEmail('dat-lich-khong-js');
    await fillVisitor(page, email);
    await page.getByRole('button', { name: 'Đặt lịch demo' }).click();
    await expect(page).toHaveURL(/\/dat-lich-demo\/da-dat\?ma=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch demo đã được đặt');
    await expect(page.getByText('Trực tuyến', { exact: true })).toBeVisible();
    expect(await leadsByEmail(email)).toMatchObject([{ source: 'demo', preferred_time: slot }]);

    // The same person asks again: the request is kept for sales, no second time is held, and the
    // page says so without a word about the demo already booked.
    await page.goto('/dat-lich-demo');
    await pickSlot(page, 1, -2);
    await fillVisitor(page, email);
    await page.getByRole('button', { name: 'Đặt lịch demo' }).click();
    await expect(page).toHaveURL(/\/dat-lich-demo\/chua-giu-gio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch demo chưa được đặt');
    await expect(
      page.getByText(
        'Chúng tôi đã nhận yêu cầu của anh/chị nhưng chưa giữ giờ này. Nhân viên tư vấn sẽ gọi lại để xác nhận giờ demo.',
      ),
    ).toBeVisible();
    await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
    expect(await leadsByEmail(email)).toHaveLength(2);
  });

  test('the contact page offers the next free slots as links that choose them', async ({ page }) => {
    await page.goto('/contact');
    const first = page
      .getByRole('region', { name: 'Đặt lịch demo trực tiếp' })
      .getByRole('listitem')
      .first()
      .getByRole('link');
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator(`input[value="${href.split('gio=')[1]}"]`)).toBeChecked();
  });
});
