import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { sampleLead } from '../fixtures/sample-lead';
import { openDb } from './leads-db';
import { expectNoViolations } from './page-checks';
import { workerEmail } from './worker-account';

// The manager's dashboard in a browser, with leads of every kind behind it: headline figures first,
// no text under 12 px (chart text as drawn, scaled by its SVG), no sideways scrolling of the page,
// tables that scroll in their own box under a fixed first column, and nothing for axe to flag.

const owner = { email: workerEmail('chu-tong-quan@hotelix.vn'), password: 'bảng số liệu của chủ khách sạn' };
const seller = { email: workerEmail('ban-hang-tong-quan@hotelix.vn'), password: 'người bán hàng của khách sạn' };
const longSource = 'facebook-quang-cao-khach-san-mini-da-lat';
const longCampaign = 'giam-gia-phan-mem-quan-ly-khach-san-mua-thu-2026';

function createAccount(account: typeof owner, role: string) {
  const created = spawnSync(
    process.execPath,
    ['scripts/admin-create-user.ts', '--email', account.email, '--role', role],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, ADMIN_PASSWORD: account.password },
      encoding: 'utf8',
    },
  );
  expect(created.status, created.stderr).toBe(0);
}

/** Leads of the last 90 days and the 90 before: sources, statuses, a salesperson's first contacts. */
async function seedLeads() {
  const db = openDb();
  try {
    const { id: sellerId } = await db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', seller.email)
      .executeTakeFirstOrThrow();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const leads = [
      { status: 'won', utm_source: longSource, utm_campaign: longCampaign, owner_response_minutes: 5 },
      { status: 'demo', utm_source: longSource, utm_campaign: longCampaign, owner_response_minutes: 42 },
      { status: 'contacted', utm_source: 'google', utm_campaign: null, owner_response_minutes: 130 },
      { status: 'lost', utm_source: 'zalo', utm_campaign: 'khach-cu', owner_response_minutes: 12 },
      { status: 'new', utm_source: null, utm_campaign: null, next_step_at: daysAgo(1) },
      { status: 'new', utm_source: 'google', utm_campaign: 'tu-khoa', created_at: daysAgo(120) },
    ] as const;
    for (const [index, lead] of leads.entries()) {
      const id = randomUUID();
      const contacted = 'owner_response_minutes' in lead;
      await db
        .insertInto('contacts')
        .values({
          ...sampleLead,
          id,
          email: `${id}@vidu.vn`,
          email_key: `${id}@vidu.vn`,
          created_at: daysAgo(index + 2),
          owner_id: sellerId,
          next_step_kind: 'next_step_at' in lead ? 'call' : null,
          first_response_at: contacted ? daysAgo(index + 1) : null,
          first_response_minutes: contacted ? lead.owner_response_minutes : null,
          owner_response_by: contacted ? sellerId : null,
          ...lead,
        })
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

test.beforeAll(async ({ request }) => {
  createAccount(owner, 'owner');
  createAccount(seller, 'sales');
  await seedLeads();
  const lead = await request.post('/api/leads/trial', {
    data: {
      company_name: 'Khách sạn Sen Vàng',
      name: 'Lê Thu',
      email: 'thu@vidu.vn',
      phone: '0900 333 444',
      page: '/',
    },
  });
  expect(lead.ok()).toBe(true);
});

async function signIn(page: Page) {
  await page.goto('/admin/login?next=/admin/tong-quan');
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(owner.password);
  await page.getByLabel('Mật khẩu', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/tong-quan/);
}

/**
 * The size every text of the page is read at, in CSS px: an SVG <text>'s font-size (chart units)
 * times its SVG's rendered width over its viewBox's width; any other element's computed font-size,
 * for each element with text of its own.
 */
function textSizes(page: Page) {
  return page.evaluate(() => {
    const own = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent!.trim())
        .join('');
    const px = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
    const svgTexts = [...document.querySelectorAll('main svg')].flatMap((svg) => {
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      return [...svg.querySelectorAll('text, tspan')]
        .filter((text) => own(text))
        .map((text) => ({ text: own(text), px: px(text) * scale }));
    });
    const cells = [...document.querySelectorAll('main table :is(th, td, caption)')].map((cell) => ({
      text: own(cell),
      px: px(cell),
    }));
    const others = [...document.querySelectorAll('main *:not(svg, svg *)')]
      .filter((element) => own(element))
      .map((element) => ({ text: own(element), px: px(element) }));
    return { svgTexts, cells, others };
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px the dashboard puts its headline first, has no text under 12 px, fits and is accessible`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto('/admin/tong-quan?ky=90');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tổng quan');

    const headline = page.getByRole('region', { name: 'Số liệu chính' });
    for (const label of [
      'Khách hàng tiềm năng',
      'Tỷ lệ thành công',
      'Phản hồi đầu tiên (trung vị)',
      'Bước tiếp theo quá hạn',
      'tính theo giờ làm việc',
    ])
      await expect(headline.getByText(label, { exact: true })).toBeVisible();
    // Vietnamese thousands: '+1.100% so với kỳ trước' once the other specs' leads outnumber the last period's.
    await expect(headline.getByText(/^[+-]?\d{1,3}(?:\.\d{3})*% so với kỳ trước$/)).toBeVisible();
    // Every figure is on the first screen, under the staff header, without scrolling.
    const values = headline.locator('[data-slot="headline-value"]');
    await expect(values).toHaveCount(4);
    for (const value of await values.all()) await expect(value).toBeInViewport({ ratio: 1 });
    const firstChart = page.getByRole('img', { name: /số khách hàng mỗi ngày theo nguồn/ });
    await expect(firstChart).toBeVisible();
    const headlineBox = (await headline.boundingBox())!;
    expect(headlineBox.y + headlineBox.height).toBeLessThan((await firstChart.boundingBox())!.y);

    const { svgTexts, cells, others } = await textSizes(page);
    expect(svgTexts.length).toBeGreaterThan(30);
    // The long UTM labels are drawn, on a line each, not left out.
    expect(svgTexts.map((text) => text.text)).toContain(longSource);
    expect(cells.length).toBeGreaterThan(50);
    const small = [...svgTexts, ...cells, ...others].filter((text) => text.px < 12 - 0.01);
    expect(small).toEqual([]);

    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoViolations(page);
  });
}

test('at 360 px a wide table scrolls in its own focusable box, its first column staying in view', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  await page.goto('/admin/tong-quan?ky=90');
  // On a phone each table waits behind 'Bảng số liệu' under its chart: the page is a third as tall.
  const height = () => page.evaluate(() => document.scrollingElement!.scrollHeight);
  const folded = await height();
  const section = page.getByRole('region', { name: 'Nguồn và chiến dịch', exact: true });
  await expect(section.getByRole('table')).toBeHidden();
  await section.getByText('Bảng số liệu').click();
  expect(await height()).toBeGreaterThan(folded);
  const box = page.getByRole('region', { name: /^Nguồn và chiến dịch, / });
  await expect(box).toHaveAttribute('tabindex', '0');
  const widths = await box.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  expect(widths[0]).toBeGreaterThan(widths[1]!);
  const firstCell = box.getByRole('rowheader').first();
  const before = (await firstCell.boundingBox())!.x;
  await box.focus();
  for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect((await firstCell.boundingBox())!.x).toBeCloseTo(before, 0);
});

test('the first-response section says its minutes are office minutes and counts leads not yet contacted apart', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/tong-quan?ky=90');
  const section = page.getByRole('region', { name: 'Thời gian phản hồi đầu tiên', exact: true });
  await expect(section).toContainText(
    'tính theo giờ làm việc: khách gửi lúc 23:00, được gọi lúc 8:05 sáng hôm sau (giờ làm việc từ 8:00) là 5 phút',
  );
  await expect(section.getByRole('columnheader', { name: 'Chưa liên hệ' })).toBeVisible();
  await expect(section.getByRole('rowheader', { name: 'Cả đội' })).toBeVisible();
});

test('a custom period is a link: the form puts its dates in the address', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Từ ngày').fill('2026-11-01');
  await page.getByLabel('Đến ngày').fill('2026-11-07');
  await page.getByRole('button', { name: 'Xem' }).click();
  await expect(page).toHaveURL(/\?ky=tuy-chon&tu=2026-11-01&den=2026-11-07$/);
  await expect(page.getByText('Từ 01/11/2026 đến 07/11/2026')).toBeVisible();
});
