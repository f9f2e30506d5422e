// Be Vietnam Pro from a visitor's second page on. The first page a visitor opens is drawn in the
// phone's own font, sized to Be Vietnam Pro's metrics (global.css): its files would otherwise
// share a slow line with the page and its stylesheet, and with `font-display: optional` it is seldom
// in time for that page anyway. Once the first page has loaded, the site script fetches both weights
// into the browser's cache and notes it here; every later page, before its first paint, sees the note
// and switches to the brand font, which the cache then serves within the block period.

/** On <html>: the page is drawn in Be Vietnam Pro (global.css). */
export const brandFontClass = 'brand-font';

/**
 * How long after the first page's load event the fetch waits. On a fast line `load` comes before the
 * first paint, and the images below the fold are still arriving: the font would compete with them.
 * A visitor reads a first page for longer than this before opening the next.
 */
export const brandFontDelayMs = 2_000;

/** localStorage key: both weights have been fetched into this browser's cache. */
export const brandFontKey = 'hotelix-font';

/**
 * Runs in <head> of every page, before the first paint (scripts/lib/brand-font-integration.ts puts it
 * there; Astro lists its hash in the policy). Storage off (private mode, policy) means the phone's font.
 */
export const brandFontHeadScript = `try{localStorage.getItem("${brandFontKey}")&&document.documentElement.classList.add("${brandFontClass}")}catch(e){}`;
