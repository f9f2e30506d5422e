import { expect, test } from '@playwright/test';
import { publicRoutes } from './routes';

test.describe('pages without forms', () => {
  for (const path of publicRoutes) {
    test(`${path} loads no JavaScript file`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(scripts).toEqual([]);
    });
  }
});
