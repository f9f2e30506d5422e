import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './leads-db';

/** Collects every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

// Every page as loaded, scrolled to its foot, is checked against the policy in public-sweep.spec.ts;
// here, what a click starts.
test.describe('content security policy', () => {
  test('islands hydrate and the video plays after the click, within the policy', async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );
    const violations = await watchViolations(page);
    await page.goto('/');
    await hydrated(page.locator('#contact form'));
    await page.getByRole('link', { name: 'Xem demo' }).click();
    await page.getByRole('button', { name: 'Phát video' }).click();
    await expect(page.frameLocator('dialog iframe').getByText('player')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
