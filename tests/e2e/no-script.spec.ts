import { expect, test } from '@playwright/test';
import { publicRoutes } from './routes';

test.describe('what pages load', () => {
  for (const path of publicRoutes) {
    test(`${path} loads no JavaScript file and nothing from another origin`, async ({ page, baseURL }) => {
      const scripts: string[] = [];
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
        if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([]);
      expect(elsewhere).toEqual([]);
    });
  }
});
