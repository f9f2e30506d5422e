import { expect, test } from '@playwright/test';
import { publicRoutes } from './routes';

// Issue 36: no page's first view runs a script file, forms included (their islands come when the
// visitor scrolls to them or opens them), and the few small behaviours every page inlines stay small.
// A page that gains JavaScript in its first view fails here, before any figure in the bench moves.

/** The inline scripts every page shares (site.ts, the island loaders) measured 8.7 KB on the landing page. */
const inlineScriptBudget = 10 * 1024;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const path of [...publicRoutes, '/tro-ly']) {
  test(`${path} loads no script file in its first view, and inlines at most 10 KB of script`, async ({ page }) => {
    const scriptFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptFiles.push(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scriptFiles).toEqual([]);
    const inlineBytes = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((script) => !['application/ld+json', 'application/json'].includes(script.getAttribute('type') ?? ''))
        .reduce((sum, script) => sum + new TextEncoder().encode(script.textContent ?? '').length, 0),
    );
    expect(inlineBytes).toBeLessThanOrEqual(inlineScriptBudget);
  });
}
