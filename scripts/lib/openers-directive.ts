import type { ClientDirective } from 'astro';
import { heldOpenerAttribute, isPlainClick, openerOf } from '../../src/lib/held-opener.ts';

/** How long a held click waits for its dialog before the visitor is sent to the link's form page. */
const dialogWaitMs = 5_000;

/**
 * `client:openers="data-pricing-plan"`: for a dialog island opened by links elsewhere on the page,
 * those carrying that attribute. Nothing loads with the page, so its first view runs no script (with
 * React loaded after the first paint, a phone's main thread was blocked while the visitor began to
 * read). The island hydrates once a link comes within a screen of the viewport, or at once when one
 * is touched, focused or clicked. A click before it is ready is held, not lost: the link is
 * marked, and the dialog opens for it when it mounts. If the dialog does not come (its script
 * failed or stalled, or it could not render), the held link is followed to its form page, which works
 * without script.
 */
// Written for size as much as for reading: Astro inlines a directive into every page that uses it,
// and the landing page's first response has no bytes to spare (≤ 14 KB with headers).
const openers: ClientDirective = (load, { value }, el) => {
  const attribute = String(value);
  const held = () => document.querySelector<HTMLAnchorElement>(`[${attribute}][${heldOpenerAttribute}]`);
  let started = false;
  const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && hydrate(), {
    rootMargin: '100%',
  });

  function hydrate() {
    if (started) return;
    started = true;
    near.disconnect();
    load()
      .then((run) => run())
      .catch(giveUp);
  }

  // From here on the links are plain links again; a click still held goes on to its page.
  function giveUp() {
    document.removeEventListener('click', hold);
    const link = held();
    link?.removeAttribute(heldOpenerAttribute);
    if (link) location.href = link.href;
  }

  // Stays after hydration: LeadDialog's own listener runs after this one on the same click and
  // takes the mark, so there is no moment when a click is neither held nor handled. One link at most
  // is held: the last one clicked.
  function hold(event: MouseEvent) {
    const opener = openerOf(event, attribute);
    if (!opener || !isPlainClick(event)) return;
    event.preventDefault();
    held()?.removeAttribute(heldOpenerAttribute);
    opener.setAttribute(heldOpenerAttribute, '');
    hydrate();
    setTimeout(() => opener.hasAttribute(heldOpenerAttribute) && giveUp(), dialogWaitMs);
  }
  const soon = (event: Event) => openerOf(event, attribute) && hydrate();

  // Astro reports a script that did not arrive, after one retry, here rather than through load().
  el.addEventListener('astro:hydration-error', giveUp);
  document.addEventListener('click', hold);
  document.addEventListener('pointerdown', soon);
  document.addEventListener('focusin', soon);
  // Links already near the screen wait for the page's own load, so the script never competes with it.
  const watch = () => started || document.querySelectorAll(`[${attribute}]`).forEach((link) => near.observe(link));
  if (document.readyState === 'complete') watch();
  else addEventListener('load', watch);
};

export default openers;
