import { expect, test, type Locator } from '@playwright/test';
import { expectHeadingBelowHeader, scrollSettled } from './page-checks';

// An article's blocks past its third are laid out when the reader comes near them
// (`content-visibility: auto` in prose.css), not in the page's first frame. What a reader must not
// notice: text missing where they look, an address that lands off its heading, Back landing on another
// paragraph, a focus outline cut at a paragraph's edge. End and Home on an article: page-scroll.spec.ts.

const article = '/tin-tuc/revenue-optimization';
const lateHeading = 'kiểm-soát-chi-phí';

/**
 * Whether the browser draws the block: always unless its content-visibility is `auto`, and then as its
 * last `contentvisibilityautostatechange` said. Asking its geometry would make Chrome lay it out to answer.
 */
function drawn(block: Locator): Promise<boolean> {
  return block.evaluate(
    (element) =>
      getComputedStyle(element).contentVisibility !== 'auto' || (element as HTMLElement).dataset.skipped !== 'true',
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener(
      'contentvisibilityautostatechange',
      (event) => {
        if (event.target instanceof HTMLElement && 'skipped' in event)
          event.target.dataset.skipped = String(event.skipped);
      },
      true,
    );
  });
});

test.describe('an article on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the text’s first blocks come with the page, the rest only when the reader comes near', async ({ page }) => {
    await page.goto(article);
    const blocks = page.locator('.prose-brand > *');
    expect(await blocks.count()).toBeGreaterThan(12);
    // The first three are laid out with the page, wherever its first screen ends.
    for (const index of [0, 1, 2]) expect(await drawn(blocks.nth(index))).toBe(true);
    const last = blocks.last();
    expect(await drawn(last)).toBe(false);
    // Still there for a screen reader and find-in-page, though not yet drawn.
    await expect(last).toHaveText(/\S/);

    await page.mouse.move(195, 400);
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(last).toBeInViewport({ timeout: 100 });
    }).toPass();
    expect(await drawn(last)).toBe(true);
  });

  test('an address of a heading far down lands with the heading below the sticky header', async ({ page }) => {
    await page.goto('/tin-tuc');
    await page.goto(`${article}#${encodeURIComponent(lateHeading)}`);
    const heading = page.locator(`[id="${lateHeading}"]`);
    await expect(heading).toHaveText('Kiểm soát chi phí');
    await expectHeadingBelowHeader(page, heading);
    expect(await drawn(heading)).toBe(true);
  });

  test('back from another page returns to the same paragraph', async ({ page }) => {
    await page.goto(article);
    await page.mouse.move(195, 400);
    // Read down past the middle of the text, each block drawn as it came near.
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(page.locator(`[id="${lateHeading}"]`)).toBeInViewport({ timeout: 100 });
    }).toPass();
    await scrollSettled(page);
    const reading = page.locator('.prose-brand > p').filter({ visible: true });
    const paragraph = await reading.evaluateAll((elements) => {
      const seen = elements.find((element) => element.getBoundingClientRect().top > 80)!;
      return { text: seen.textContent!, top: seen.getBoundingClientRect().top };
    });
    // Away through the menu, which the sticky header keeps at hand: no scroll on the way out.
    await page.getByRole('button', { name: 'Mở menu' }).tap();
    await page.getByRole('navigation', { name: 'Menu di động' }).getByRole('link', { name: 'Liên hệ' }).tap();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    const same = page.locator('.prose-brand > p', { hasText: paragraph.text });
    await expect.poll(async () => Math.abs((await same.boundingBox())!.y - paragraph.top)).toBeLessThanOrEqual(50);
  });

  test('a link focused at the edge of a late paragraph shows its whole outline', async ({ page }) => {
    await page.goto(article);
    // Article bodies link out when an editor adds a link; this one has none, so one is put at the
    // start of a late paragraph, where its outline (2px at 2px) passes the paragraph's left edge.
    const paragraph = page.locator('.prose-brand > p').last();
    await paragraph.evaluate((element) => {
      const link = document.createElement('a');
      link.href = '#';
      link.textContent = 'Liên kết';
      element.prepend(link, ' ');
    });
    const link = paragraph.getByRole('link', { name: 'Liên kết' });
    await link.scrollIntoViewIfNeeded();
    await scrollSettled(page);
    const edge = await paragraph.evaluate((element) => element.getBoundingClientRect().left);
    const line = (await link.boundingBox())!;
    // The strip just left of the paragraph, beside the link: blank until the outline is drawn there.
    const strip = { x: edge - 4, y: line.y, width: 4, height: line.height };
    const before = await page.screenshot({ clip: strip });
    // No pointer has been used on the page, so focus shows as it does for a keyboard user.
    await link.focus();
    expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    await scrollSettled(page);
    const after = await page.screenshot({ clip: strip });
    expect(after.equals(before)).toBe(false);
  });
});
