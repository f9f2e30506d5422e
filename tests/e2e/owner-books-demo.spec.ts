import { expect, test } from '@playwright/test';
import { launchServer, type LaunchedServer } from '../../scripts/lib/launch-server.ts';
import { uniqueEmail, uniquePhone } from './leads-db';
import { expectNoViolations } from './page-checks';
import { tapCounter } from './phone-visit';

// A hotel owner on a 360 px phone books a demo from the landing page of a default install: no mail
// server, nobody on the team yet. Booking is a way in from the hero, the menu and the bottom bar; a
// refused form names the field at its top; the confirmation promises nothing the install does not do
// and offers what works instead: the calendar file, Google Calendar, this page's own link, the hotline.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

let server: LaunchedServer;

/** A sentence saying something is or will be e-mailed ('gửi … qua email', 'trong email'). */
const emailPromise = /(qua|trong|bằng) email|email (xác nhận|mới nhất)/i;

test.beforeAll(async () => {
  // The suite's shared server sends e-mail; this one is a default install's: it has no mail server.
  server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' }, 60_000);
});

test.afterAll(async () => {
  await server.stop();
});

test('finds booking from the landing page three ways, and books in nine taps with a field left out, nothing e-mailed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { tap, taps } = tapCounter();
  const typeInto = async (label: string, text: string) => {
    await tap(page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  };

  await page.goto(`${server.url}/`);
  // The bottom bar and the menu lead there too.
  await expect(
    page.getByRole('navigation', { name: 'Liên hệ nhanh' }).getByRole('link', { name: 'Đặt demo' }),
  ).toHaveAttribute('href', '/dat-lich-demo');
  await page.getByRole('button', { name: 'Mở menu' }).tap();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Đặt lịch demo' })).toHaveAttribute(
    'href',
    '/dat-lich-demo',
  );
  await page.keyboard.press('Escape');

  await tap(page.getByRole('main').getByRole('link', { name: 'Đặt lịch demo' }).first());
  await expect(page).toHaveURL(/\/dat-lich-demo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đặt lịch demo miễn phí');
  // Nothing here promises an e-mail this install cannot send (the form still asks for an address).
  await expect(page.getByRole('main')).not.toContainText(emailPromise);
  await expectNoViolations(page);

  // Sent with the phone left out: the refusal at the top names the field and takes the owner there.
  await tap(page.locator('[data-slot="slot-day"]').first().getByRole('radio').first());
  await typeInto('Họ và tên', 'Trần Văn Phúc');
  await typeInto('Tên khách sạn', 'Khách sạn Sông Hàn');
  await typeInto('Email', uniqueEmail('chu-khach-san'));
  await tap(page.getByRole('button', { name: 'Đặt lịch demo' }));
  const problems = page.getByRole('alert').filter({ hasText: 'Vui lòng kiểm tra lại các thông tin được đánh dấu.' });
  await expect(problems).toBeVisible();
  await expect(problems).toBeInViewport();
  const toPhone = problems.getByRole('link', { name: /^Số điện thoại: / });
  await tap(toPhone);
  await expect(page.getByLabel('Số điện thoại', { exact: true })).toBeInViewport();
  await expectNoViolations(page, 'refused');
  // What was typed is kept; the slot is asked again only if it went.
  await expect(page.getByLabel('Họ và tên', { exact: true })).toHaveValue('Trần Văn Phúc');
  await typeInto('Số điện thoại', uniquePhone());
  // The chosen slot comes back checked while it is still free.
  const slotKept = (await page.locator('[data-slot="slot-day"] input:checked').count()) === 1;
  if (!slotKept) await tap(page.locator('[data-slot="slot-day"]').first().getByRole('radio').first());
  await tap(page.getByRole('button', { name: 'Đặt lịch demo' }));

  await expect(page).toHaveURL(/\/dat-lich-demo\/da-dat\?ma=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lịch demo đã được đặt');
  const main = page.getByRole('main');
  await expect(main).not.toContainText(emailPromise);
  await expect(main).toContainText('Anh/chị vui lòng lưu lại trang này');
  await expect(main.getByRole('link', { name: 'Thêm vào lịch' })).toHaveAttribute(
    'href',
    /^\/dat-lich-demo\/lich-hen\.ics\?ma=/,
  );
  const google = new URL((await main.getByRole('link', { name: 'Thêm vào Google Lịch' }).getAttribute('href'))!);
  expect(google.origin).toBe('https://calendar.google.com');
  // This page's own link, on the site's address (SITE_URL), as every link the site gives out.
  const here = new URL(page.url());
  expect(google.searchParams.get('details')).toMatch(
    new RegExp(`Xem, đổi giờ hoặc hủy lịch: https?://[^/]+${RegExp.escape(here.pathname + here.search)}$`),
  );
  await expectNoViolations(page, 'booked');
  // The hero's link, the slot, three fields, the button; the refused field's link, the phone, the button
  // again: nine taps (seven when nothing is left out), one more if the slot went meanwhile.
  expect(taps()).toBe(slotKept ? 9 : 10);
});
