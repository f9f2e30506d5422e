import { expect, test, type Browser, type Page } from '@playwright/test';
import { coverWalk, scrollTo } from './covered-text';
import { expectNoViolations, scrollSettled } from './page-checks';
import { inlineScriptBytes, watchPage, type PageWatch } from './page-watch';
import { formRoutes, publicRoutes, unknownRoutes } from './routes';
import { smallTapTargets } from './tap-targets';

// Every public page and state, loaded once on a phone and once on a laptop, checked for what every
// page owes the visitor: nothing the Content-Security-Policy refuses, no script file in the first
// view and at most 10 KB of script on pages without a form (design.md), nothing from
// another origin; at 360 px nothing scrolls sideways and the phone's action bar stays at the screen's
// foot covering no pinned text, and every tap target is 44 × 44 px or spaced apart; at 1366 px no axe violation (one run a page: a run costs seconds)
// and the floating support button covers no text. Flows (dialogs open, forms refused) are the other
// specs' job.

/** A page or state of the public site, and what it is exempt from (and why). */
interface Visit {
  path: string;
  /** It has a lead form: its islands load as the visitor scrolls to them (budget: bench, 80 KB). */
  form?: true;
}

/** The news list's sorted, paged and filtered states. */
const newsStates = [
  'sap-xep=pho-bien',
  'sap-xep=xem-nhieu',
  'trang=2',
  'danh-muc=cong-nghe',
  'danh-muc=xu-huong',
  'danh-muc=kinh-doanh',
  'danh-muc=huong-dan',
  'danh-muc=bao-mat',
].map((state) => `/tin-tuc?${state}`);

const visits: Visit[] = [
  ...publicRoutes.map((path) => (formRoutes.includes(path) ? { path, form: true as const } : { path })),
  ...newsStates.map((path) => ({ path })),
  // The quote refusing a room count, and the quote for a business (500 rooms, yearly).
  { path: '/bao-gia?phong=0&khoa=abc', form: true },
  { path: '/bao-gia?phong=500&ky=nam', form: true },
  { path: '/tro-ly' },
  { path: '/cam-on' },
  // The pages a form posts to without JavaScript.
  { path: '/gui-yeu-cau?form=contact' },
  { path: '/gui-yeu-cau?form=quote&phong=35' },
  { path: '/gui-yeu-cau?form=quote&phong=x' },
  { path: unknownRoutes[0]! },
  { path: '/admin/login' },
];

/** Nothing was refused by the policy, came from elsewhere, or broke the script budget. */
async function expectWithinPolicy(watch: PageWatch, visit: Visit, where: string) {
  await watch.settled();
  expect(await watch.cspViolations(), `${where}: policy violations`).toEqual([]);
  expect(watch.elsewhere, `${where}: requests to another origin`).toEqual([]);
  expect(
    watch.scriptUrls.filter((url) => !new URL(url).pathname.startsWith('/_astro/')),
    `${where}: script files not built by the site`,
  ).toEqual([]);
  const bytes = await watch.scriptBytes();
  if (!visit.form) expect(bytes, `${where}: script bytes`).toBeLessThanOrEqual(10 * 1024);
}

/** The bar's links and position at each sample, pinned text under it, and the page's width. */
async function checkPhoneLayout(page: Page, path: string) {
  const bar = page.getByRole('navigation', { name: 'Liên hệ nhanh' });
  await expect(bar.getByRole('link', { name: 'Gọi' })).toHaveAttribute('href', 'tel:+84900000000');
  await expect(bar.getByRole('link', { name: 'Zalo' })).toHaveAttribute('href', 'https://zalo.me/0900000000');
  await expect(bar.getByRole('link', { name: 'Hỏi trợ lý' })).toHaveAttribute('href', '/tro-ly');
  await expect(bar.getByRole('link', { name: 'Dùng thử' })).toHaveAttribute('href', '/#contact');
  // The bar replaces the floating button on phones.
  await expect(page.getByRole('button', { name: 'Hỗ trợ' })).toBeHidden();
  // The document scrolls under the bar, which stays at the screen's foot wherever the page is. Text
  // moving with the page passes under it as under the browser's own toolbar and comes out above it
  // with a little more scrolling; text pinned to the screen (a sticky total) never may.
  const samples = await coverWalk(page, 'nav[aria-label="Liên hệ nhanh"]');
  for (const { fraction, coverBottom, pinned } of samples) {
    expect(coverBottom, `${path} at ${fraction}`).toBeCloseTo(740, 0);
    expect(pinned, `${path} at ${fraction}`).toEqual([]);
  }
  // At the foot the page keeps the bar's room below its last line: nothing stays under it for good.
  expect(samples.at(-1)!.covered, `${path} at the foot`).toEqual([]);
}

/** A page of a fresh laptop-sized context (the test's own context is a phone's). */
async function laptopPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    isMobile: false,
    hasTouch: false,
  });
  return context.newPage();
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.describe('every public page and state', () => {
  for (const visit of visits) {
    const { path } = visit;
    test(`${path}: axe, the policy, the script budget and the layout on a phone and a laptop`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const shell = !['/admin/login', '/tro-ly'].includes(path);

      await test.step('on a phone (360 × 740)', async () => {
        const watch = await watchPage(page, origin);
        await page.goto(path, { waitUntil: 'networkidle' });
        expect(watch.scriptUrls, 'script files in the first view').toEqual([]);
        expect(await inlineScriptBytes(page), 'inline script bytes').toBeLessThanOrEqual(10 * 1024);
        if (shell) await checkPhoneLayout(page, path);
        else await scrollTo(page, null, 1);
        expect(
          await page.evaluate(() => document.scrollingElement!.scrollWidth),
          'nothing scrolls sideways',
        ).toBeLessThanOrEqual(360);
        expect(await smallTapTargets(page), 'tap targets under 44 × 44 px and not spaced apart').toEqual([]);
        await expectWithinPolicy(watch, visit, 'phone');
      });

      await test.step('on a laptop (1366 × 900)', async () => {
        const laptop = await laptopPage(browser);
        const watch = await watchPage(laptop, origin);
        await laptop.goto(path);
        await scrollSettled(laptop);
        await expectNoViolations(laptop);
        if (shell) {
          await expect(laptop.getByRole('navigation', { name: 'Liên hệ nhanh' })).toBeHidden();
          for (const { fraction, covered } of await coverWalk(laptop, 'button[aria-label="Hỗ trợ"]'))
            expect(covered, `${path} at ${fraction}`).toEqual([]);
        } else await scrollTo(laptop, null, 1);
        await expectWithinPolicy(watch, visit, 'laptop');
        await laptop.context().close();
      });
    });
  }
});
