import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Nothing axe flags on the page as it is now, WCAG 2.2 AA and best practice. Every rule runs; only
 * violations are collected in full (passes and the rest keep one node each, whose selectors axe
 * would otherwise compute for every node on the page). One axe.run in the page and its same-origin
 * frames (legacy mode) instead of a run per frame finished in a blank page opened for it: the site
 * has no cross-origin frame that axe could check (the one it makes, the demo video's player, is
 * YouTube's page, not ours, and no flow runs axe with it open).
 */
export async function expectNoViolations(page: Page, state?: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    state,
  ).toEqual([]);
}

/** The page is no wider than the screen: nothing to scroll sideways to. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
  );
  expect(overflow).toBe(0);
}

/**
 * Resolves once the document has stopped moving: anchors and keys scroll smoothly (scroll-behavior:
 * smooth), and a state read mid-scroll is not the one the visitor ends up with (axe once saw a link
 * passing under the sticky header as an obscured target; a scroll set mid-animation is undone by it).
 * Three frames in a row with neither a scroll event nor a new position. page.evaluate, not
 * waitForFunction: waitForFunction does not await a predicate's promise (the promise itself is
 * truthy), so this helper once returned at once, mid-scroll, and page-scroll's Tab test failed now
 * and then, never with this wait.
 */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    (quietFrames) =>
      new Promise<void>((resolve) => {
        let quiet = 0;
        let last = window.scrollY;
        let scrolled = false;
        const moved = () => {
          scrolled = true;
        };
        addEventListener('scroll', moved, { passive: true });
        const frame = () => {
          quiet = scrolled || window.scrollY !== last ? 0 : quiet + 1;
          scrolled = false;
          last = window.scrollY;
          if (quiet < quietFrames) {
            requestAnimationFrame(frame);
            return;
          }
          removeEventListener('scroll', moved);
          resolve();
        };
        requestAnimationFrame(frame);
      }),
    3,
  );
}

/**
 * Waits for a smooth scroll to `heading` to land: just below the sticky header, in the screen's top
 * half (not merely somewhere on the screen), and staying there once the scroll has come to rest.
 */
export async function expectHeadingBelowHeader(page: Page, heading: Locator): Promise<void> {
  const header = (await page.getByRole('banner').boundingBox())!;
  const headerBottom = header.y + header.height;
  const halfScreen = page.viewportSize()!.height / 2;
  await expect
    .poll(async () => {
      const box = (await heading.boundingBox())!;
      return box.y >= headerBottom && box.y + box.height < halfScreen;
    })
    .toBe(true);
  await scrollSettled(page);
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(headerBottom);
  expect(box.y + box.height).toBeLessThan(halfScreen);
}
