import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailTo, pathIn } from './mailbox';
import { expectNoSidewaysScroll, expectNoViolations } from './page-checks';
import { tapCounter } from './phone-visit';
import { stateFile } from './staff-accounts';

// A person's own request about their data, on 360 × 800 phones: a hotel owner opens the privacy
// page, follows it to 'Yêu cầu về dữ liệu cá nhân', asks for a copy, opens the link the e-mail brings
// and confirms; the company's owner sees the request on /admin with its clock, opens it, finds the
// person's records with one tap and marks it answered, counted in taps. axe clean, nothing scrolls
// sideways. The rules and hostile input: tests/integration/person-requests*.test.ts.

/** A phone, signed in as the suite's owner or as nobody. */
async function phone(browser: Browser, owner: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    hasTouch: true,
    isMobile: true,
    ...(owner ? { storageState: stateFile('owner') } : {}),
  });
  return context.newPage();
}

test('a person asks for a copy on a phone and confirms it by e-mail; the owner answers it in three taps and a Back', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `yeu.cau.${Date.now().toString(36)}@ks-hoian.vn`;
  const person = await phone(browser, false);
  await person.goto('/chinh-sach-bao-mat');
  const asking = tapCounter();
  await asking.tap(person.getByRole('link', { name: 'Yêu cầu về dữ liệu cá nhân' }));
  await expect(person.getByRole('heading', { level: 1 })).toHaveText('Yêu cầu về dữ liệu cá nhân');
  await asking.tap(person.getByLabel('Email anh/chị đã dùng khi gửi yêu cầu hoặc đăng ký bản tin'));
  await person.keyboard.type(email);
  await asking.tap(person.getByRole('radio', { name: 'Nhận bản sao dữ liệu' }));
  await asking.tap(person.getByRole('button', { name: 'Gửi yêu cầu' }));
  await expect(person.getByRole('main').getByRole('status')).toContainText('Đã nhận. Nếu địa chỉ email này hợp lệ');
  expect(asking.taps()).toBe(4);
  await expectNoSidewaysScroll(person);
  await expectNoViolations(person, 'the answer');

  const mail = await mailTo(email, 'Xác nhận yêu cầu về dữ liệu cá nhân');
  await person.goto(pathIn(mail.text, /(http:\/\/\S+\/yeu-cau-du-lieu-ca-nhan\/xac-nhan\?ma=\S+)/));
  await expect(person.getByRole('heading', { level: 1 })).toHaveText('Xác nhận yêu cầu về dữ liệu cá nhân');
  await expectNoViolations(person, 'the link’s page');
  await person.getByRole('button', { name: 'Xác nhận yêu cầu' }).tap();
  await expect(person.getByRole('heading', { level: 1 })).toHaveText('Đã xác nhận yêu cầu');
  await expect(person.getByRole('main').getByRole('status')).toContainText(
    'Chúng tôi đã nhận yêu cầu “Nhận bản sao dữ liệu”',
  );
  await expectNoSidewaysScroll(person);

  const owner = await phone(browser, true);
  await owner.goto('/admin');
  const answering = tapCounter();
  const due = owner.getByRole('region', { name: /yêu cầu về dữ liệu cá nhân đang chờ trả lời/ });
  await expect(due).toContainText(/Gần hạn nhất: còn 7[12] giờ/);
  await expectNoSidewaysScroll(owner);
  await answering.tap(due.getByRole('link', { name: 'Mở Dữ liệu cá nhân' }));
  const waiting = owner.getByRole('region', { name: 'Yêu cầu đang chờ trả lời' });
  const item = waiting.getByRole('listitem').filter({ hasText: email });
  await expect(item).toContainText('Nhận bản sao dữ liệu');
  await expect(item).toContainText(/Còn 7[12] giờ/);
  await expectNoSidewaysScroll(owner);
  await expectNoViolations(owner, 'the requests waiting');
  await answering.tap(item.getByRole('button', { name: `Tìm dữ liệu: ${email}` }));
  const found = owner.getByRole('region', { name: /bản ghi về “/u });
  await expect(found.getByRole('heading', { level: 3 })).toHaveText(['Yêu cầu về dữ liệu cá nhân (1)']);
  await owner.goBack();
  await answering.tap(item.getByRole('button', { name: /^Đã trả lời: Nhận bản sao dữ liệu/ }));
  await expect(owner.getByRole('main').getByRole('status')).toContainText('Đã đánh dấu yêu cầu là đã trả lời.');
  await expect(waiting.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  // Mở, Tìm dữ liệu, (back), Đã trả lời: the copy itself is the search's 'Tải bản sao', one tap more.
  expect(answering.taps()).toBe(3);
  await owner.context().close();
  await person.context().close();
});

test('the request form works by keyboard alone and refuses a wrong address in Vietnamese, keeping what was typed', async ({
  page,
}) => {
  await page.goto('/yeu-cau-du-lieu-ca-nhan');
  // Past the skip link and the header's links to the form's first field, by Tab alone.
  const emailField = page.getByLabel('Email anh/chị đã dùng khi gửi yêu cầu hoặc đăng ký bản tin');
  for (
    let presses = 0;
    presses < 40 && !(await emailField.evaluate((field) => field === document.activeElement));
    presses += 1
  )
    await page.keyboard.press('Tab');
  await expect(emailField).toBeFocused();
  await page.keyboard.type('khong-phai-email');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Nhận bản sao dữ liệu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Tên khách sạn đúng là Hoa Sen');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Gửi yêu cầu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Địa chỉ email không hợp lệ.')).toBeVisible();
  await expect(emailField).toHaveValue('khong-phai-email');
  await expect(page.getByLabel(/Thông tin cần sửa/)).toHaveValue('Tên khách sạn đúng là Hoa Sen');
  await expect(page.getByRole('radio', { name: 'Nhận bản sao dữ liệu' })).toBeChecked();
  await expectNoViolations(page, 'the refused form');
});
