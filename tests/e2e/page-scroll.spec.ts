import { expect, test, type Page } from '@playwright/test';
import { expectHeadingBelowHeader, expectNoViolations, scrollSettled } from './page-checks';

// On a phone the public pages once scrolled inside a box of their own, so the address bar never
// folded away, a tap on the status bar did not go to the top and coming back from another page
// started at the top. The document scrolls now; the action bar lies fixed over its foot.

const bar = 'nav[aria-label="Liên hệ nhanh"]';

/** How far down the document is, by both of the browser's measures (they differ when a box scrolls). */
function documentScroll(page: Page): Promise<{ scrollY: number; scrollTop: number; max: number }> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollY: window.scrollY, scrollTop: root.scrollTop, max: root.scrollHeight - root.clientHeight };
  });
}

/**
 * Every visible element that scrolls vertically with more to scroll than a screen holds, the document
 * aside: such a box takes the page's scrolling away from the browser.
 */
function innerScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body, body *')) {
      const overflowY = getComputedStyle(element).overflowY;
      if (overflowY !== 'auto' && overflowY !== 'scroll') continue;
      if (!element.checkVisibility() || element.scrollHeight <= element.clientHeight) continue;
      if (element.scrollHeight > innerHeight)
        found.push(`${element.tagName.toLowerCase()}#${element.id} (${element.scrollHeight} px)`);
    }
    return found;
  });
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const path of ['/', '/bao-gia', '/tin-tuc/ai-chatbot-247']) {
    test(`${path}: the document scrolls, by wheel and by keyboard, and no box scrolls inside it`, async ({ page }) => {
      await page.goto(path);
      expect(await innerScrollers(page)).toEqual([]);
      const start = await documentScroll(page);
      expect(start.scrollY).toBe(0);
      // Far more page than screen: there is somewhere to scroll to.
      expect(start.max).toBeGreaterThan(844);

      await page.mouse.move(195, 400);
      await page.mouse.wheel(0, 500);
      await expect.poll(async () => (await documentScroll(page)).scrollY).toBeGreaterThan(200);
      // Each key once the scroll before it has come to rest: a key pressed mid-animation can be lost.
      await scrollSettled(page);
      const wheeled = await documentScroll(page);
      expect(wheeled.scrollTop).toBe(wheeled.scrollY);

      await page.keyboard.press('End');
      await expect
        .poll(async () => {
          const { scrollY, max } = await documentScroll(page);
          return max - scrollY;
        })
        .toBeLessThanOrEqual(1);
      await scrollSettled(page);
      await page.keyboard.press('Home');
      await expect.poll(async () => (await documentScroll(page)).scrollY).toBe(0);
      await scrollSettled(page);
      await page.keyboard.press('Space');
      // A page down, less the bar and the header it keeps in view; more than half a screen anyway.
      await expect.poll(async () => (await documentScroll(page)).scrollY).toBeGreaterThan(422);
      expect(await innerScrollers(page)).toEqual([]);
    });
  }

  test('the bar’s five links are there to tap at the top, halfway and at the foot of the page; axe finds nothing halfway, with the bar over the content', async ({
    page,
  }) => {
    await page.goto('/');
    const links = page.locator(bar).getByRole('link');
    await expect(links).toHaveText(['Gọi', 'Zalo', 'Hỏi trợ lý', 'Đặt demo', 'Dùng thử']);
    for (const fraction of [0, 0.5, 1]) {
      await page.evaluate((fraction) => {
        const root = document.scrollingElement!;
        root.scrollTo({ top: fraction * (root.scrollHeight - root.clientHeight), behavior: 'instant' });
      }, fraction);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.height, `${await link.innerText()} at ${fraction}`).toBeGreaterThanOrEqual(44);
        // Nothing lies over its middle: a tap there reaches the link.
        const hit = await link.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
        });
        expect(hit, `${await link.innerText()} at ${fraction}`).toBe(true);
      }
      if (fraction === 0.5) {
        await scrollSettled(page);
        await expectNoViolations(page);
      }
    }
    await links.filter({ hasText: 'Dùng thử' }).tap();
    await expect(page).toHaveURL(/\/#contact$/);
  });

  test('the foot of the page ends above the bar', async ({ page }) => {
    await page.goto('/contact');
    await page.evaluate(() => window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: 'instant' }));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const action = (await page.locator(bar).boundingBox())!;
    expect(Math.abs(footer.y + footer.height - action.y)).toBeLessThanOrEqual(1);
  });

  test('a section link from the menu lands with its heading below the sticky header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Mở menu' }).tap();
    await page.getByRole('navigation', { name: 'Menu di động' }).getByRole('link', { name: 'Bảng giá' }).tap();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expectHeadingBelowHeader(page, page.locator('#pricing-heading'));
    expect((await documentScroll(page)).scrollY).toBeGreaterThan(844);
  });

  test('a section address opened from another page lands with its heading below the sticky header', async ({
    page,
  }) => {
    await page.goto('/tin-tuc');
    await page.goto('/#benefits');
    await expectHeadingBelowHeader(page, page.locator('#benefits-heading'));
  });

  test('the hero’s trial button brings the form’s first field between the header and the bar', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Dùng thử miễn phí 15 ngày' }).first().tap();
    await expect(page).toHaveURL(/\/#contact$/);
    const first = page
      .locator('#contact form :is(input, select, textarea):not([type="hidden"]):not([tabindex="-1"])')
      .first();
    await expect(first).toBeFocused();
    const header = (await page.getByRole('banner').boundingBox())!;
    const action = (await page.locator(bar).boundingBox())!;
    await expect
      .poll(async () => {
        const field = (await first.boundingBox())!;
        return field.y >= header.y + header.height && field.y + field.height <= action.y;
      })
      .toBe(true);
    await scrollSettled(page);
    const field = (await first.boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(field.y + field.height).toBeLessThanOrEqual(action.y);
  });

  for (const path of ['/contact', '/']) {
    test(`${path}: a field that Tab reaches under the bar comes out above it`, async ({ page }) => {
      await page.goto(path);
      const header = (await page.getByRole('banner').boundingBox())!;
      const action = (await page.locator(bar).boundingBox())!;
      // The fields that are each a stop of their own (not a radio group's second choice, not the trap).
      const fields = page
        .locator('main form')
        .first()
        .locator(
          ':is(input, select, textarea):not([type="hidden"], [type="radio"], [type="checkbox"], [tabindex="-1"])',
        );
      const count = await fields.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 1; index < count; index++) {
        const field = fields.nth(index);
        // The previous Tab's smooth scroll done first: a scroll set while it still runs is undone by it.
        await scrollSettled(page);
        // The field before it focused, and the field itself lying just under the bar, in the screen.
        await fields.nth(index - 1).evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
        await field.evaluate((element, top) => {
          window.scrollBy({ top: element.getBoundingClientRect().top - top, behavior: 'instant' });
        }, action.y + 4);
        await page.keyboard.press('Tab');
        await expect(field).toBeFocused();
        const name = (await field.getAttribute('name')) ?? String(index);
        await expect
          .poll(
            async () => {
              const box = (await field.boundingBox())!;
              return box.y >= header.y + header.height && box.y + box.height <= action.y;
            },
            { message: `${name} between the header and the bar` },
          )
          .toBe(true);
      }
    });
  }

  test('back from another page returns to where the visitor was', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
    await scrollSettled(page);
    const before = (await documentScroll(page)).scrollY;
    expect(before).toBe(3000);
    await page.getByRole('button', { name: 'Mở menu' }).tap();
    await page.getByRole('navigation', { name: 'Menu di động' }).getByRole('link', { name: 'Liên hệ' }).tap();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liên hệ với chúng tôi');
    expect((await documentScroll(page)).scrollY).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => Math.abs((await documentScroll(page)).scrollY - before)).toBeLessThanOrEqual(50);
  });
});

test.describe('on a laptop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('no action bar and no room kept for one: the footer ends the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator(bar)).toBeHidden();
    expect(await innerScrollers(page)).toEqual([]);
    const room = await page.evaluate(() => ({
      body: getComputedStyle(document.body).paddingBottom,
      html: getComputedStyle(document.documentElement).scrollPaddingBottom,
    }));
    expect(room).toEqual({ body: '0px', html: 'auto' });
    await page.evaluate(() => window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: 'instant' }));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeCloseTo(800, 0);
  });
});
