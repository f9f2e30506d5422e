import { expect, test } from '@playwright/test';
import { formRoutes, publicRoutes } from './routes';

// design.md: JavaScript only where a visitor needs it. Pages with a lead form load their islands;
// every other page loads at most 10 KB of script as transferred (0 is the goal); nothing comes from
// another origin.
const scriptBudgetBytes = 10 * 1024;

test.describe('what pages load', () => {
  for (const path of publicRoutes) {
    const hasForm = formRoutes.includes(path);
    test(`${path} loads ${hasForm ? 'only its own islands' : 'at most 10 KB of script'} and nothing from another origin`, async ({
      page,
      baseURL,
    }) => {
      const scripts: Array<Promise<number>> = [];
      const scriptUrls: string[] = [];
      const elsewhere: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scriptUrls.push(response.url());
          if (!hasForm)
            scripts.push(
              response
                .request()
                .sizes()
                .then((sizes) => sizes.responseBodySize),
            );
        }
      });
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(scriptUrls.every((url) => new URL(url).pathname.startsWith('/_astro/'))).toBe(true);
      // Every body is awaited, so none is still being read when the test ends.
      const sizes = await Promise.all(scripts);
      if (!hasForm) expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(scriptBudgetBytes);
      expect(elsewhere).toEqual([]);
    });
  }
});
