// Pages with long text (RootLayout's `longText`): prose.css leaves a text's later blocks unlaid until
// the reader comes near them, each counted at an estimated height. A jump is aimed at that estimate
// and lands off once the blocks it passes are drawn: a heading's address, a link to one, End, Home,
// Page Up or Down, Space; and the place a reader comes back to by Back, Forward or reload, which
// Chrome restores by the block it was at when it can and by the distance from the top when it cannot
// (seen under load: well off). Before one, the whole text is laid out: above a reader who
// scrolled down, every block was drawn and keeps its real height, so both ways land the same. It
// imports nothing, so Astro inlines it.

const drawAll = () => document.documentElement.classList.add('prose-drawn');
const jumpKeys = new Set(['End', 'Home', 'PageUp', 'PageDown', ' ']);

const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
if (location.hash || arrival?.type === 'back_forward' || arrival?.type === 'reload') drawAll();
// Capture: before the link's own navigation, and before a key's scroll.
document.addEventListener(
  'click',
  (event) => {
    if (event.target instanceof Element && event.target.closest('a[href*="#"]')) drawAll();
  },
  true,
);
document.addEventListener(
  'keydown',
  (event) => {
    if (jumpKeys.has(event.key)) drawAll();
  },
  true,
);
