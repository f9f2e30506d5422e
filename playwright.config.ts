import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, findChromium } from './scripts/lib/chromium-path.ts';

let executablePath: string;
try {
  executablePath = findChromium('headless-shell');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// The suite runs against the production build served by the real server (started in global-setup
// on a free port with a throwaway data folder); E2E_BASE_URL is set there for the workers.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Two browsers keep both cores busy (Chromium is most of the work); a third only queued behind them.
  workers: 2,
  forbidOnly: true,
  // A staff flow signs in (a scrypt check, ~300 ms of a core, queued behind the server's hash slots),
  // hydrates the admin's islands and runs axe at 360 px: 13–22 s alone, and past 30 s in CI beside
  // the other worker on two cores. A test that really hangs still fails, at 60 s.
  timeout: 60_000,
  retries: 0,
  reporter: [['list'], ['./scripts/lib/playwright-slowest-files.ts']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // No trace by default: recording one (a DOM snapshot around every step) was over a quarter of the
    // suite's CPU, paid by every passing test. A failure still says what it expected, where, with a
    // screenshot; `npx playwright test --trace retain-on-failure` records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: chromiumFlags },
    // The back office's service worker would stand between a test's page.route and the network on
    // every admin page after the first; only push.spec.ts, which tests the worker, lets it in.
    serviceWorkers: 'block',
  },
  projects: [
    // Each staff role signs in once per run; the tests open contexts with the saved sessions
    // (tests/e2e/staff-accounts.ts).
    { name: 'staff', testMatch: /staff\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['staff'] },
  ],
});
