import { expect, test, type Page } from '@playwright/test';
import { quoteRequest, uniqueEmail } from './leads-db';
import { smallTapTargets } from './tap-targets';
import { asStaff, type StaffRole } from './staff-accounts';

// What the reviewer met at 390 × 844 and 1366 × 900: the support button over headings, form
// subtitles and table text, a table pushing the page sideways, a trial button that scrolled to a
// form whose first field stayed below the screen, categories after the list. Every public page's
// action bar, support button and width are checked page by page in public-sweep.spec.ts.

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a long table scrolls in its own box, which a keyboard can reach', async ({ page }) => {
    await page.goto('/tin-tuc/toi-uu-gia-phong');
    const table = page.getByRole('region', { name: 'Bảng, cuộn ngang để xem hết' }).first();
    await expect(table).toHaveAttribute('tabindex', '0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // No price breaks before its currency sign.
    expect(await table.innerText()).not.toMatch(/\d [đ₫]/);
  });

  // The hero's trial button (the form's first field focused, wholly on screen between the header and
  // the bar) is page-scroll.spec's, at the same 390 × 844.

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

// Every admin page each role reaches, at 360 × 800, the narrowest phone the team uses.
test.describe('admin pages at 360 × 800', () => {
  // The suite's accounts (staff-accounts.ts), with long names the top bar must fit.
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
      '/admin/hoi-dap',
      '/admin/tu-khoa',
      '/admin/khach-hang',
      '/admin/tro-ly-chua-tra-loi',
      '/admin/tro-ly-tu-dong-nghia',
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
  const pagesOf: Record<StaffRole, (page: Page) => Promise<string[]>> = {
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
      '/admin/lich-hen',
      '/admin/ngay-nghi',
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
      '/admin/lich-hen',
      '/admin/nhan-vien',
      ...shared,
    ],
    editor: async (page) => [...(await contentPages(page)), '/admin', ...shared],
  };

  for (const role of ['owner', 'sales', 'editor'] as const) {
    test(`${role}: no page scrolls sideways, no box passes the right edge, every tap target is 44 px or apart`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const page = await asStaff(browser, role);
      const found: Record<string, string[]> = {};
      const small: Record<string, string[]> = {};
      for (const path of await pagesOf[role](page)) {
        await page.goto(path);
        const { scrollWidth, over } = await overflowOf(page);
        if (scrollWidth > 360 || over.length) found[path] = [`scrollWidth ${scrollWidth}`, ...over.slice(0, 5)];
        const targets = await smallTapTargets(page);
        if (targets.length) small[path] = targets;
      }
      expect(found).toEqual({});
      expect(small, 'tap targets under 44 × 44 px and not spaced apart').toEqual({});
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
