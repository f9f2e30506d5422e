import { expect, test, type Page } from '@playwright/test';
import { quoteRequest, uniqueEmail } from './leads-db';
import { publicRoutes } from './routes';
import { createStaff, signedIn } from './staff-session';
import { workerEmail } from './worker-account';

// What the reviewer met at 390 × 844 and 1366 × 900: the support button over headings, form
// subtitles and table text, a table pushing the page sideways, a trial button that scrolled to a
// form whose first field stayed below the screen, categories after the list.

/**
 * The text of every line box of visible text that overlaps the element at `coverSelector`, at the
 * page's current scroll position. Line boxes, not element boxes: a paragraph's box spans the column
 * even where its lines stop short. Each is clipped by the viewport and by every box that clips its
 * overflow (a table's scroll box), so text scrolled out of sight counts as out of sight. With
 * `pinned`, only text in a fixed or sticky box: text that scrolling cannot bring out from under.
 */
function textUnder(page: Page, coverSelector: string, { pinned = false } = {}): Promise<string[]> {
  return page.evaluate(
    ({ selector, pinned }) => {
      const cover = document.querySelector(selector)!;
      const area = cover.getBoundingClientRect();
      const covered: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || cover.contains(parent)) continue;
        let onScreen = false;
        let clip = new DOMRect(0, 0, innerWidth, innerHeight);
        for (let box: Element | null = parent; box; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.position === 'fixed' || style.position === 'sticky') onScreen = true;
          if (style.visibility === 'hidden' || style.display === 'none') clip = new DOMRect(0, 0, 0, 0);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            const rect = box.getBoundingClientRect();
            const left = Math.max(clip.left, rect.left);
            const top = Math.max(clip.top, rect.top);
            clip = new DOMRect(
              left,
              top,
              Math.max(0, Math.min(clip.right, rect.right) - left),
              Math.max(0, Math.min(clip.bottom, rect.bottom) - top),
            );
          }
        }
        if (pinned && !onScreen) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          const width = Math.min(line.right, clip.right, area.right) - Math.max(line.left, clip.left, area.left);
          const height = Math.min(line.bottom, clip.bottom, area.bottom) - Math.max(line.top, clip.top, area.top);
          // More than a sliver: a screen-reader-only label is a 1 px box.
          if (width > 1 && height > 1) {
            covered.push(`${text.slice(0, 40)} (<${parent.tagName.toLowerCase()}>)`);
            break;
          }
        }
      }
      return covered;
    },
    { selector: coverSelector, pinned },
  );
}

/** Scrolls `scroller` (the document when null) to `fraction` of the way down, at once. */
async function scrollTo(page: Page, scroller: string | null, fraction: number): Promise<void> {
  await page.evaluate(
    ({ scroller, fraction }) => {
      const box = scroller ? document.querySelector(scroller)! : document.scrollingElement!;
      box.scrollTo({ top: fraction * (box.scrollHeight - box.clientHeight), behavior: 'instant' });
    },
    { scroller, fraction },
  );
}

const barSelector = 'nav[aria-label="Liên hệ nhanh"]';
const samples = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const path of publicRoutes) {
    test(`${path}: the action bar calls, opens Zalo, asks the assistant and starts a trial, covers no text, and nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.goto(path);
      const bar = page.getByRole('navigation', { name: 'Liên hệ nhanh' });
      await expect(bar.getByRole('link', { name: 'Gọi' })).toHaveAttribute('href', 'tel:+84900000000');
      await expect(bar.getByRole('link', { name: 'Zalo' })).toHaveAttribute('href', 'https://zalo.me/0900000000');
      await expect(bar.getByRole('link', { name: 'Hỏi trợ lý' })).toHaveAttribute('href', '/tro-ly');
      await expect(bar.getByRole('link', { name: 'Dùng thử' })).toHaveAttribute('href', '/#contact');
      // The bar replaces the floating button on phones.
      await expect(page.getByRole('button', { name: 'Hỗ trợ' })).toBeHidden();
      // The document scrolls under the bar, which stays at the screen's foot wherever the page is.
      // Text moving with the page passes under it as under the browser's own toolbar and comes out
      // above it with a little more scrolling; text pinned to the screen (a sticky total) never may.
      for (const fraction of samples) {
        await scrollTo(page, null, fraction);
        const box = await bar.boundingBox();
        expect(box!.y + box!.height, `${path} at ${fraction}`).toBeCloseTo(844, 0);
        expect(await textUnder(page, barSelector, { pinned: true }), `${path} at ${fraction}`).toEqual([]);
      }
      // At the foot the page keeps the bar's room below its last line: nothing stays under it for good.
      expect(await textUnder(page, barSelector), `${path} at the foot`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    });
  }

  test('a long table scrolls in its own box, which a keyboard can reach', async ({ page }) => {
    await page.goto('/tin-tuc/toi-uu-gia-phong');
    const table = page.getByRole('region', { name: 'Bảng, cuộn ngang để xem hết' }).first();
    await expect(table).toHaveAttribute('tabindex', '0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // No price breaks before its currency sign.
    expect(await table.innerText()).not.toMatch(/\d [đ₫]/);
  });

  test('the hero’s trial button brings the form’s first field into view, focused', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Dùng thử miễn phí 15 ngày' }).first().tap();
    const first = page
      .locator('#contact form :is(input, select, textarea):not([type="hidden"]):not([tabindex="-1"])')
      .first();
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(page).toHaveURL(/\/#contact$/);
  });

  test('the bar’s trial button from another page lands on the form’s first field, focused', async ({ page }) => {
    await page.goto('/tin-tuc');
    await page.getByRole('navigation', { name: 'Liên hệ nhanh' }).getByRole('link', { name: 'Dùng thử' }).tap();
    await expect(page).toHaveURL(/\/#contact$/);
    const first = page
      .locator('#contact form :is(input, select, textarea):not([type="hidden"]):not([tabindex="-1"])')
      .first();
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport({ ratio: 1 });
  });

  test('the news categories come before the list', async ({ page }) => {
    await page.goto('/tin-tuc');
    const categories = await page.getByRole('navigation', { name: 'Danh mục' }).boundingBox();
    const list = await page.getByRole('heading', { name: 'Bài viết mới' }).boundingBox();
    expect(categories!.y).toBeLessThan(list!.y);
  });
});

test.describe('on a laptop (1366 × 900)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const path of publicRoutes) {
    test(`${path}: the floating support button covers no text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Liên hệ nhanh' })).toBeHidden();
      for (const fraction of samples) {
        await scrollTo(page, null, fraction);
        expect(await textUnder(page, 'button[aria-label="Hỗ trợ"]'), `${path} at ${fraction}`).toEqual([]);
      }
    });
  }
});

/**
 * What pushes a page sideways at the current width: the document's scroll width, and every visible
 * element whose right edge passes the viewport. A box that scrolls or clips sideways (a table's scroll
 * box) counts with its own edges, not its content's.
 */
function overflowOf(page: Page): Promise<{ scrollWidth: number; over: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clips = (box: Element) => getComputedStyle(box).overflowX !== 'visible';
    const over: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility()) continue;
      let inside = false;
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (clips(box)) inside = true;
      const right = element.getBoundingClientRect().right;
      if (!inside && right > width + 0.5) {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`;
        over.push(`${name} "${(element.textContent ?? '').trim().slice(0, 30)}" → ${Math.round(right)} px`);
      }
    }
    return { scrollWidth: document.scrollingElement!.scrollWidth, over };
  });
}

// Issue 31: every admin page each role reaches, at 360 × 800, the narrowest phone the team uses.
test.describe('admin pages at 360 × 800', () => {
  type Role = 'owner' | 'sales' | 'editor';
  const password = 'mặc định không đoán được';
  const accounts: Record<Role, string> = {
    owner: workerEmail('phan-van-khai@hotelix.vn'),
    sales: workerEmail('ha-thi-kieu-oanh@hotelix.vn'),
    editor: workerEmail('dao-duy-anh@hotelix.vn'),
  };

  test.beforeAll(() => {
    for (const role of ['owner', 'sales', 'editor'] as const)
      createStaff(accounts[role], role, password, 'Hà Thị Kiều Oanh Phương');
  });

  /** The first link under `main` to an editor page of `section` (an article's or a product's). */
  async function firstEditor(page: Page, section: string): Promise<string> {
    await page.goto(section);
    const hrefs = await page
      .locator(`main a[href^="${section}/"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const href = hrefs.find((candidate) => /^\/admin\/[a-z-]+\/[^/?#]+$/.test(candidate));
    expect(href, `an editor link on ${section}`).toBeDefined();
    return href!;
  }

  async function contentPages(page: Page): Promise<string[]> {
    const article = await firstEditor(page, '/admin/bai-viet');
    const product = await firstEditor(page, '/admin/san-pham');
    return [
      '/admin/bai-viet',
      article,
      `${article}/lich-su`,
      `${article}/xem-truoc`,
      '/admin/san-pham',
      product,
      `${product}/lich-su`,
      `${product}/xem-truoc`,
      '/admin/chuyen-muc-tac-gia',
    ];
  }

  async function leadPage(page: Page): Promise<string> {
    const email = uniqueEmail('rong-360');
    const sent = await page.request.post('/api/leads/quote', {
      data: quoteRequest({
        company_name: 'Khách sạn Bình Minh Trên Đồi Chè Xanh Mướt',
        name: 'Nguyễn Hoàng Phương Thảo Nguyên',
        email,
        phone: '0236 777 6666',
      }),
    });
    expect(sent.status()).toBe(200);
    await page.goto(`/admin?phu-trach=tat-ca&q=${encodeURIComponent(email)}`);
    return (await page.locator('main a[href^="/admin/leads/"]').first().getAttribute('href'))!;
  }

  const shared = ['/admin/tai-khoan', '/admin/hai-buoc', '/admin/them'];
  const pagesOf: Record<Role, (page: Page) => Promise<string[]>> = {
    owner: async (page) => [
      '/admin',
      '/admin?nguon=quote&trang-thai=new',
      '/admin/hom-nay',
      '/admin/tim',
      '/admin/tong-quan',
      '/admin/newsletter',
      await leadPage(page),
      '/admin/nhan-vien',
      '/admin/cong-ty',
      '/admin/nhat-ky',
      ...shared,
      ...(await contentPages(page)),
    ],
    // '/admin/nhan-vien' shows the refusal page in place (403).
    sales: async (page) => [
      '/admin',
      '/admin/hom-nay',
      '/admin/tim',
      '/admin/newsletter',
      await leadPage(page),
      '/admin/nhan-vien',
      ...shared,
    ],
    editor: async (page) => [...(await contentPages(page)), '/admin', ...shared],
  };

  for (const role of ['owner', 'sales', 'editor'] as const) {
    test(`${role}: no page scrolls sideways, and no box passes the right edge`, async ({ browser }) => {
      test.setTimeout(90_000);
      const page = await signedIn(browser, { email: accounts[role], password });
      const found: Record<string, string[]> = {};
      for (const path of await pagesOf[role](page)) {
        await page.goto(path);
        const { scrollWidth, over } = await overflowOf(page);
        if (scrollWidth > 360 || over.length) found[path] = [`scrollWidth ${scrollWidth}`, ...over.slice(0, 5)];
      }
      expect(found).toEqual({});
    });
  }

  test('signed out: sign-in, forgotten password and spent links fit too', async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
    const found: Record<string, string[]> = {};
    for (const path of ['/admin/login', '/admin/quen-mat-khau', '/admin/dat-lai-mat-khau', '/admin/loi-moi']) {
      await page.goto(path);
      const { scrollWidth, over } = await overflowOf(page);
      if (scrollWidth > 360 || over.length) found[path] = [`scrollWidth ${scrollWidth}`, ...over.slice(0, 5)];
    }
    expect(found).toEqual({});
  });
});
