import { expect, test } from '@playwright/test';
import { launchServer, type LaunchedServer } from '../../scripts/lib/launch-server.ts';
import { expectNoViolations } from './page-checks';
import { addAccount, signInByTaps, tapCounter } from './phone-visit';
import { publicRoutes } from './routes';

// The owner on a 360 × 780 phone replaces the sample Zalo number in 'Thông tin công ty' and finds the
// new one on every public page: the phone's bar, the contact page, the assistant's handover. On a
// server of this spec's own, since every other spec reads the sample number. Taps are counted.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

const owner = { email: 'chu-khach-san@hotelix.vn', password: 'chủ công ty tự sửa số Zalo', name: 'Võ Văn Kiệt' };
let server: LaunchedServer;

test.beforeAll(async () => {
  server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' }, 60_000);
  addAccount(server, owner, 'owner');
});

test.afterAll(async () => {
  await server.stop();
});

test('saves a new Zalo number from the phone and sees it on every public page, in six taps, axe clean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tap, taps } = tapCounter();
  await signInByTaps(page, server, owner, tap);
  // The owner's first page says what the site still shows as a sample, the Zalo number among them.
  await tap(page.getByRole('link', { name: 'Sửa thông tin công ty' }));
  await expect(page.getByRole('region', { name: 'Trang web còn hiển thị giá trị mẫu' })).toContainText('Số Zalo');
  await expectNoViolations(page, 'the company form');

  const zalo = page.getByLabel(/^Số Zalo/);
  await tap(zalo);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('0912 888 777');
  await tap(page.getByRole('button', { name: 'Lưu thông tin công ty' }));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Đã lưu. Trang web hiển thị thông tin mới trong vài giây.',
  );
  await expect(zalo).toHaveValue('0912 888 777');
  await expect(page.getByRole('region', { name: 'Trang web còn hiển thị giá trị mẫu' })).not.toContainText('Số Zalo');
  expect(taps()).toBe(6);

  // 'In a few seconds': the landing page shows it first; then every page does, and none the sample.
  const bar = page.getByRole('navigation', { name: 'Liên hệ nhanh' });
  await expect
    .poll(
      async () => {
        await page.goto(`${server.url}/`);
        return bar.getByRole('link', { name: 'Zalo' }).getAttribute('href');
      },
      { timeout: 15_000 },
    )
    .toBe('https://zalo.me/0912888777');
  await expectNoViolations(page, 'the landing page');
  for (const path of publicRoutes) {
    await page.goto(`${server.url}${path}`);
    await expect(bar.getByRole('link', { name: 'Zalo' }), path).toHaveAttribute('href', 'https://zalo.me/0912888777');
    await expect(page.locator('a[href^="https://zalo.me/"]:not([href$="/0912888777"])'), path).toHaveCount(0);
  }
  // The assistant hands over to the same number.
  await page.goto(`${server.url}/tro-ly`);
  await expect(page.locator('a[href^="https://zalo.me/"]')).not.toHaveCount(0);
  await expect(page.locator('a[href^="https://zalo.me/"]:not([href$="/0912888777"])')).toHaveCount(0);
});
