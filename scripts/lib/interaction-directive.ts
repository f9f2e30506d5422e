import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates on the visitor's first use of the island: a focus, a press, a key,
 * or a pointer over it (a mouse about to click). For a form at the top of a page, which works as a
 * plain form until then and keeps what was typed before its script ran: the page's first view runs
 * no script. With `client:visible` /bao-gia asked for React while it painted, and Lighthouse counted
 * React's bytes as needed for the first paint, which pushed its LCP well past the budget.
 */
const interaction: ClientDirective = (load, _options, el) => {
  const uses = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'input'] as const;
  const hydrate = () => {
    for (const use of uses) el.removeEventListener(use, hydrate);
    void load().then((run) => run());
  };
  for (const use of uses) el.addEventListener(use, hydrate, { passive: true });
};

export default interaction;
