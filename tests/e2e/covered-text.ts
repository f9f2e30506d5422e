import type { Page } from '@playwright/test';

// What a fixed box (the phone's action bar, the laptop's support button) covers, read at a scroll
// position: the public-page sweep samples each page from top to foot.

/**
 * The text of every line box of visible text that overlaps the element at `coverSelector`, at the
 * page's current scroll position. Line boxes, not element boxes: a paragraph's box spans the column
 * even where its lines stop short. Each is clipped by the viewport and by every box that clips its
 * overflow (a table's scroll box), so text scrolled out of sight counts as out of sight. With
 * `pinned`, only text in a fixed or sticky box: text that scrolling cannot bring out from under.
 */
export function textUnder(page: Page, coverSelector: string, { pinned = false } = {}): Promise<string[]> {
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
        if (pinned && !onScreen) continue;
        if (lines.some((line) => overlap(line, clip)))
          covered.push(`${text.slice(0, 40)} (<${parent.tagName.toLowerCase()}>)`);
      }
      return covered;
    },
    { selector: coverSelector, pinned },
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

/** Eleven positions from the top (0) to the foot (1) of a page. */
export const scrollSamples = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
