import { spawnSync } from 'node:child_process';
import { expect, type Locator, type Page } from '@playwright/test';
import type { LaunchedServer } from '../../scripts/lib/launch-server.ts';

/** Makes a staff account on `server` (a spec's own) with the account CLI. */
export function addAccount(
  server: LaunchedServer,
  account: { email: string; password: string; name: string },
  role: 'owner' | 'sales' | 'editor',
): void {
  const created = spawnSync(
    process.execPath,
    ['scripts/admin-create-user.ts', '--email', account.email, '--role', role, '--name', account.name],
    { env: { ...process.env, DATA_DIR: server.dataDir, ADMIN_PASSWORD: account.password }, encoding: 'utf8' },
  );
  expect(created.status, created.stderr).toBe(0);
}

/**
 * Taps as a person on a phone makes them, counted: `tap(target)`, then `taps()` says how many.
 * `choose(select, label)` is the tap on an option of the picker a tapped select opens (the phone's
 * own picker, which a test cannot tap: the option is chosen as it would be).
 */
export function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      await target.tap();
      taps += 1;
    },
    choose: async (select: Locator, label: string) => {
      await select.selectOption({ label });
      taps += 1;
    },
    taps: () => taps,
  };
}

/** Signs in through the form on `server` as a person does on a phone: three taps, the words typed. */
export async function signInByTaps(
  page: Page,
  server: LaunchedServer,
  account: { email: string; password: string },
  tap: (target: Locator) => Promise<void>,
): Promise<void> {
  await page.goto(`${server.url}/admin/login`);
  await tap(page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(account.email);
  await tap(page.getByLabel('Mật khẩu', { exact: true }));
  await page.keyboard.type(account.password);
  await tap(page.getByRole('button', { name: 'Đăng nhập' }));
}
