import { spawnSync } from 'node:child_process';
import { expect, type Browser, type Page } from '@playwright/test';

/** Makes (or resets) a staff account with the account CLI, against the suite's server's data. */
export function createStaff(email: string, role: 'owner' | 'sales' | 'editor', password: string, name = ''): void {
  const created = spawnSync(
    process.execPath,
    ['scripts/admin-create-user.ts', '--email', email, '--role', role, ...(name ? ['--name', name] : [])],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, ADMIN_PASSWORD: password }, encoding: 'utf8' },
  );
  expect(created.status, created.stderr).toBe(0);
}

/** A page of a fresh browser context of `width` × `height`, signed in as `email`. */
export async function signedIn(
  browser: Browser,
  account: { email: string; password: string },
  width = 360,
  height = 800,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  return page;
}
