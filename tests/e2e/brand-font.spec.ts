import { expect, test, type Page } from '@playwright/test';
import { brandFontClass, brandFontDelayMs, brandFontKey } from '../../src/lib/brand-font';

// A visitor's first page is drawn in the phone's own font and fetches no font file while it
// loads; a while after it has loaded, the site script fetches Be Vietnam Pro into the cache, and the
// next page is drawn in it from its first paint. The font actually drawn is what Chromium reports
// for the heading's text (DevTools' "Rendered Fonts"), not a style that asks for it.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The font families Chromium drew the page's first heading with. */
async function drawnFonts(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

/** The page's timers on a paused clock, so only `runFor` moves them (time flows on its own otherwise). */
async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2026-11-26T09:00:00+07:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

function fontRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

test('a first page uses the phone’s font and fetches none; after it has loaded, the next page is drawn in Be Vietnam Pro', async ({
  page,
}) => {
  await pauseClock(page);
  const requested = fontRequests(page);
  await page.goto('/contact', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await drawnFonts(page)).not.toContain('Be Vietnam Pro');
  expect(await page.evaluate((name) => document.documentElement.classList.contains(name), brandFontClass)).toBe(false);
  expect(requested).toEqual([]);

  // Not yet: the page's own images below the fold go first.
  await page.clock.runFor(brandFontDelayMs - 100);
  expect(requested).toEqual([]);
  await page.clock.runFor(100);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), brandFontKey)).toBe('1');
  expect(requested).toHaveLength(2);
  expect(await drawnFonts(page), 'nothing on the first page switches font').not.toContain('Be Vietnam Pro');

  await page.goto('/san-pham', { waitUntil: 'load' });
  expect(await page.evaluate((name) => document.documentElement.classList.contains(name), brandFontClass)).toBe(true);
  await expect.poll(() => drawnFonts(page)).toContain('Be Vietnam Pro');
});

test('a first page draws each Vietnamese heading in one font, not a word in two', async ({ page }) => {
  // Linux's Arial twin (Debian's Liberation Sans 1.07) has no ầ, ệ, ơ, ư…: with it first, each such
  // letter came from another font in the middle of its word (global.css says what it also cost).
  await pauseClock(page);
  for (const path of ['/', '/contact']) {
    await page.goto(path, { waitUntil: 'load' });
    const fonts = await drawnFonts(page);
    expect(fonts, path).toHaveLength(1);
    expect(fonts, path).not.toContain('Be Vietnam Pro');
  }
});

test('on a data-saving connection the phone’s font stays, and no font file is fetched', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await pauseClock(page);
  const requested = fontRequests(page);
  await page.goto('/contact', { waitUntil: 'load' });
  await page.clock.runFor(brandFontDelayMs * 2);
  await page.goto('/san-pham', { waitUntil: 'load' });
  await page.clock.runFor(brandFontDelayMs * 2);
  expect(requested).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), brandFontKey)).toBeNull();
  expect(await drawnFonts(page)).not.toContain('Be Vietnam Pro');
});
