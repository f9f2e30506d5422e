import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { chromium as PlaywrightChromium } from '@playwright/test';

/**
 * Playwright's own download (its path, installed or not). Loaded only when needed: loading Playwright
 * takes seconds on a busy machine, and `npm test` asks before its first step.
 */
function playwrightsChromium(): string {
  const { chromium } = createRequire(import.meta.url)('@playwright/test') as { chromium: typeof PlaywrightChromium };
  return chromium.executablePath();
}

/**
 * The Chromium the browser tests and the bench drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own download if one was installed. Throws one line saying how to get one.
 */
export function findChromium(env: Record<string, string | undefined> = process.env): string {
  const found = [env.CHROMIUM_PATH, '/usr/bin/chromium'].find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  const own = playwrightsChromium();
  if (existsSync(own)) return own;
  throw new Error(
    'No Chromium found: install one with `sudo apt-get install -y chromium` or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

/** Flags headless Chromium needs on a locked-down CI machine (root, no GPU, closed network). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
