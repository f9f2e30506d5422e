import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the browser tests and the bench drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own download if one was installed. Throws one line saying how to get one.
 */
export function findChromium(env: Record<string, string | undefined> = process.env): string {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', chromium.executablePath()];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
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
