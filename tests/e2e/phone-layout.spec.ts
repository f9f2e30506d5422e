import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from './routes';

// What the reviewer met at 390 × 844 and 1366 × 900: the support button over headings, form
// subtitles and table text, a table pushing the page sideways, a trial button that scrolled to a
// form whose first field stayed below the screen, categories after the list.

/**
 * The text of every line box of visible text that overlaps the element at `coverSelector`, at the
 * page's current scroll position. Line boxes, not element boxes: a paragraph's box spans the column
 * even where its lines stop short. Each is clipped by the viewport and by every box that clips its
 * overflow (the phone's page scroller, a table's scroll box), so text scrolled out of sight counts
 * as out of sight.
 */
function textUnder(page: Page, coverSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const cover = document.querySelector(selector)!;
    const area = cover.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || cover.contains(parent)) continue;
      let clip = new DOMRect(0, 0, innerWidth, innerHeight);
      for (let box: Element | null = parent; box; box = box.parentElement) {
        const style = getComputedStyle(box);
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
  }, coverSelector);
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

const samples = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const path of publicRoutes) {
    test(`${path}: the action bar calls, opens Zalo and starts a trial, covers no text, and nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.goto(path);
      const bar = page.getByRole('navigation', { name: 'Liên hệ nhanh' });
      await expect(bar.getByRole('link', { name: 'Gọi' })).toHaveAttribute('href', 'tel:+84900000000');
      await expect(bar.getByRole('link', { name: 'Zalo' })).toHaveAttribute('href', 'https://zalo.me/0900000000');
      await expect(bar.getByRole('link', { name: 'Dùng thử' })).toHaveAttribute('href', '/#contact');
      // The bar replaces the floating button on phones.
      await expect(page.getByRole('button', { name: 'Hỗ trợ' })).toBeHidden();
      const box = await bar.boundingBox();
      expect(box!.y + box!.height).toBeCloseTo(844, 0);

      for (const fraction of samples) {
        await scrollTo(page, '#page', fraction);
        expect(await textUnder(page, 'nav[aria-label="Liên hệ nhanh"]'), `${path} at ${fraction}`).toEqual([]);
      }
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.querySelector('#page')!.scrollWidth,
      ]);
      expect(Math.max(...widths), path).toBeLessThanOrEqual(390);
    });
  }

  test('a long table scrolls in its own box, which a keyboard can reach', async ({ page }) => {
    await page.goto('/tin-tuc/toi-uu-gia-phong');
    const table = page.getByRole('region', { name: 'Bảng, cuộn ngang để xem hết' }).first();
    await expect(table).toHaveAttribute('tabindex', '0');
    expect(await page.evaluate(() => document.querySelector('#page')!.scrollWidth)).toBeLessThanOrEqual(390);
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
