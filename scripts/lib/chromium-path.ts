import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { chromium as PlaywrightChromium } from '@playwright/test';

/** Which Chromium: the browser tests' headless shell, or the whole browser Lighthouse measures. */
export type ChromiumBuild = 'headless-shell' | 'browser';

/** Debian's binary of each build (packages chromium-headless-shell and chromium). */
const debianChromium: Record<ChromiumBuild, { path: string; package: string }> = {
  'headless-shell': { path: '/usr/bin/chromium-headless-shell', package: 'chromium-headless-shell' },
  browser: { path: '/usr/bin/chromium', package: 'chromium' },
};

/**
 * Playwright's own download (its path, installed or not). Loaded only when needed: loading Playwright
 * takes seconds on a busy machine, and `npm test` asks before its first step.
 */
function playwrightsChromium(): string {
  const { chromium } = createRequire(import.meta.url)('@playwright/test') as { chromium: typeof PlaywrightChromium };
  return chromium.executablePath();
}

/**
 * The Chromium to drive: CHROMIUM_PATH, else Debian's binary of `build`, else Playwright's own
 * download if one was installed. Throws one line saying how to get one.
 *
 * The browser tests drive the headless shell, the build Playwright itself runs headless tests in:
 * the same Blink and V8 without the whole browser's machinery, at a good part less of the browser
 * suite's CPU (bench/results/test-suite-issue-50.md). Lighthouse keeps the whole browser: its
 * figures are meant to be a visitor's Chrome's.
 */
export function findChromium(
  build: ChromiumBuild = 'browser',
  env: Record<string, string | undefined> = process.env,
): string {
  const debian = debianChromium[build];
  const found = [env.CHROMIUM_PATH, debian.path].find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  const own = playwrightsChromium();
  if (existsSync(own)) return own;
  throw new Error(
    `No Chromium found: install one with \`sudo apt-get install -y ${debian.package}\` or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
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
