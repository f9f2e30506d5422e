// Pages with long text (RootLayout's `longText`): prose.css leaves a text's later blocks unlaid until
// the reader comes near them, each counted at an estimated height. A jump is aimed at that estimate
// and lands off once the blocks it passes are drawn: a heading's address, a link to one, End, Home,
// Page Up or Down, Space. Before one, the whole text is laid out (issue 36). Back and Forward need
// nothing: Chrome returns to the block the reader was at, not to a distance from the top
// (long-text.spec.ts). It imports nothing, so Astro inlines it.

const drawAll = () => document.documentElement.classList.add('prose-drawn');
const jumpKeys = new Set(['End', 'Home', 'PageUp', 'PageDown', ' ']);

if (location.hash) drawAll();
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
