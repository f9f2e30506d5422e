import { expect, test } from '@playwright/test';
import { formRoutes, publicRoutes } from './routes';

test.describe('what pages load', () => {
  for (const path of publicRoutes) {
    const hasForm = formRoutes.includes(path);
    test(`${path} loads ${hasForm ? 'only its form islands' : 'no JavaScript file'} and nothing from another origin`, async ({ page, baseURL }) => {
      const scripts: string[] = [];
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
        if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      if (hasForm) expect(scripts.every((url) => new URL(url).pathname.startsWith('/_astro/'))).toBe(true);
      else expect(scripts).toEqual([]);
      expect(elsewhere).toEqual([]);
    });
  }
});
