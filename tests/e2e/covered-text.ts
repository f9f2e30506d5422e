import type { Page } from '@playwright/test';

// What a fixed box (the phone's action bar, the laptop's support button) covers as the page scrolls:
// the public-page sweep samples each page from top to foot.

/** What the fixed box covers at one scroll position. */
export interface CoverSample {
  /** How far down the document was scrolled: 0 at the top, 1 at the foot. */
  fraction: number;
  /** The box's bottom edge, from the top of the screen. */
  coverBottom: number;
  /** Every line of visible text under the box (`text (<tag>)`). */
  covered: string[];
  /** Those of them in a fixed or sticky box: text that scrolling cannot bring out from under. */
  pinned: string[];
}

/** Eleven positions from the top (0) to the foot (1) of a page. */
export const scrollSamples = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

/**
 * Scrolls the document to each of `fractions` of the way down, at once, and reads what the element at
 * `coverSelector` covers there: in one call into the page, not three a position. Two frames pass at
 * each position before it is read, so what the scroll brought into view is observed (islands start
 * loading, as for a visitor pausing there) and laid out.
 *
 * Text is read as line boxes, not element boxes: a paragraph's box spans the column even where its
 * lines stop short. Each line is clipped by the viewport and by every box that clips its overflow (a
 * table's scroll box), so text scrolled out of sight counts as out of sight.
 */
export function coverWalk(page: Page, coverSelector: string, fractions = scrollSamples): Promise<CoverSample[]> {
  return page.evaluate(
    async ({ selector, fractions }) => {
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const textUnder = (cover: Element) => {
        const area = cover.getBoundingClientRect();
        const covered: string[] = [];
        const pinned: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          const parent = node.parentElement;
          if (!text || !parent || cover.contains(parent)) continue;
          // Lines off the cover are skipped before the costly part (every ancestor's computed style):
          // clipping only ever takes from a line, so a line off the cover stays off it.
          const range = document.createRange();
          range.selectNodeContents(node);
          const overlap = (line: DOMRect, clip: DOMRect) => {
            const width = Math.min(line.right, clip.right, area.right) - Math.max(line.left, clip.left, area.left);
            const height = Math.min(line.bottom, clip.bottom, area.bottom) - Math.max(line.top, clip.top, area.top);
            // More than a sliver: a screen-reader-only label is a 1 px box.
            return width > 1 && height > 1;
          };
          const screen = new DOMRect(0, 0, innerWidth, innerHeight);
          const lines = [...range.getClientRects()].filter((line) => overlap(line, screen));
          if (!lines.length) continue;
          let onScreen = false;
          let clip = screen;
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
          if (!lines.some((line) => overlap(line, clip))) continue;
          const found = `${text.slice(0, 40)} (<${parent.tagName.toLowerCase()}>)`;
          covered.push(found);
          if (onScreen) pinned.push(found);
        }
        return { covered, pinned };
      };
      const root = document.scrollingElement!;
      const samples = [];
      for (const fraction of fractions) {
        root.scrollTo({ top: fraction * (root.scrollHeight - root.clientHeight), behavior: 'instant' });
        await nextFrame();
        await nextFrame();
        const cover = document.querySelector(selector)!;
        samples.push({ fraction, coverBottom: cover.getBoundingClientRect().bottom, ...textUnder(cover) });
      }
      return samples;
    },
    { selector: coverSelector, fractions },
  );
}

/** Scrolls `scroller` (the document when null) to `fraction` of the way down, at once. */
export async function scrollTo(page: Page, scroller: string | null, fraction: number): Promise<void> {
  await page.evaluate(
    ({ scroller, fraction }) => {
      const box = scroller ? document.querySelector(scroller)! : document.scrollingElement!;
      box.scrollTo({ top: fraction * (box.scrollHeight - box.clientHeight), behavior: 'instant' });
    },
    { scroller, fraction },
  );
}
