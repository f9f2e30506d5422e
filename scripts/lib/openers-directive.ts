import type { ClientDirective } from 'astro';
import { heldOpenerAttribute } from '../../src/lib/held-opener.ts';

/**
 * `client:openers="data-pricing-plan"`: for a dialog island opened by links elsewhere on the page,
 * those carrying that attribute. Nothing loads with the page, so its first view runs no script (with
 * React loaded after the first paint, a phone's main thread was busy for 100 ms and more while the
 * visitor began to read). The island hydrates once a link comes within a screen of the viewport, or
 * at once when one is touched, focused or clicked. A click before it is ready is held, not lost: the
 * link is marked, and the dialog opens for it when it mounts. If the script cannot load (the phone
 * went offline), the held link is followed to its form page, which works without script.
 */
const openers: ClientDirective = (load, { value }, el) => {
  const selector = `[${value}]`;
  const heldSelector = `${selector}[${heldOpenerAttribute}]`;
  const openerOf = (event: Event) => (event.target instanceof Element ? event.target.closest(selector) : null);
  let started = false;

  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) hydrate();
    },
    { rootMargin: '100% 0px' },
  );

  function hydrate() {
    if (started) return;
    started = true;
    near.disconnect();
    void load().then((run) => run());
  }

  // Astro reports a script that did not arrive, after one retry, here rather than through load().
  el.addEventListener(
    'astro:hydration-error',
    () => {
      document.removeEventListener('click', hold);
      const held = document.querySelector<HTMLAnchorElement>(heldSelector);
      held?.removeAttribute(heldOpenerAttribute);
      if (held?.href) location.assign(held.href);
    },
    { once: true },
  );

  // Stays after hydration: LeadDialog's own listener runs after this one on the same click and
  // clears the mark, so there is no moment when a click is neither held nor handled.
  function hold(event: MouseEvent) {
    const opener = openerOf(event);
    if (!opener) return;
    event.preventDefault();
    for (const held of document.querySelectorAll(heldSelector)) held.removeAttribute(heldOpenerAttribute);
    opener.setAttribute(heldOpenerAttribute, '');
    hydrate();
  }
  const soon = (event: Event) => {
    if (openerOf(event)) hydrate();
  };

  document.addEventListener('click', hold);
  document.addEventListener('pointerdown', soon, { passive: true });
  document.addEventListener('focusin', soon);
  // Links already near the screen wait for the page's own load, so the script never competes with it.
  const watch = () => document.querySelectorAll(selector).forEach((link) => near.observe(link));
  if (document.readyState === 'complete') watch();
  else addEventListener('load', watch, { once: true });
};

export default openers;
