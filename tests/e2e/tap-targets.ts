import type { Page } from '@playwright/test';

/**
 * The tap targets of the page a thumb may miss: every visible link, button, field, `<summary>` and
 * chip (a label around a hidden radio or box: the label is what is tapped) smaller than 44 × 44 px,
 * unless it is spaced as WCAG 2.2's target-size rule allows, with 44 px for its 24: a circle of 44 px
 * around its centre touches no other target (nor another small one's circle). A link inside a sentence
 * is exempt, as WCAG exempts it (the line's height decides its size). A box pinned to the screen (the
 * bottom bar, the tab bar, a sticky 'Lưu') is compared only with others pinned alike, since what
 * scrolls under it is not beside it. Each is named by its tag, its words and its size.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const size = 44;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const pinned = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const { position } = getComputedStyle(box);
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    // A field inside a label is tapped on its label; a hidden chip input too.
    const targetOf = (element: Element): Element => {
      if (!['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)) return element;
      return element.closest('label') ?? element;
    };
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own;
    };
    const targets = new Map<Element, { rect: DOMRect; pinned: boolean; small: boolean }>();
    for (const found of document.querySelectorAll(selector)) {
      const element = targetOf(found);
      if (targets.has(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden until focused (the skip link), or a hidden chip input without a label.
      if (rect.width < 2 || rect.height < 2) continue;
      const small = !inSentence(element) && (rect.width < size - 0.5 || rect.height < size - 0.5);
      targets.set(element, { rect, pinned: pinned(element), small });
    }
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceTo = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(
        Math.max(rect.left - point.x, 0, point.x - rect.right),
        Math.max(rect.top - point.y, 0, point.y - rect.bottom),
      );
    const found: string[] = [];
    for (const [element, target] of targets) {
      if (!target.small) continue;
      const middle = centre(target.rect);
      const crowded = [...targets].some(([other, them]) => {
        if (other === element || them.pinned !== target.pinned) return false;
        if (other.contains(element) || element.contains(other)) return false;
        if (distanceTo(middle, them.rect) < size / 2) return true;
        return them.small && Math.hypot(middle.x - centre(them.rect).x, middle.y - centre(them.rect).y) < size;
      });
      if (!crowded) continue;
      const words = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      found.push(
        `${element.tagName.toLowerCase()} "${words.slice(0, 40)}" ${Math.round(target.rect.width)}×${Math.round(target.rect.height)}`,
      );
    }
    return found;
  });
}
