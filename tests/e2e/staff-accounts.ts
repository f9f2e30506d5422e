import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';

export type StaffRole = 'owner' | 'sales' | 'editor';

/**
 * The suite's staff, one account a role, made and signed in once per run by staff.setup.ts (the
 * `staff` project every test depends on); tests open a context with the saved session. The
 * salesperson's and the editor's names are long, as the 360 px pages must fit them; the owner's is
 * short: at 1366 px the owner's menu (ten links and the name) is one line only with a short name.
 * A test that signs out, changes a password or turns on two-factor sign-in ends sessions, so it
 * makes an account of its own instead.
 */
export const staffAccounts: Record<StaffRole, { email: string; password: string; name: string }> = {
  owner: {
    email: 'chu-chung@hotelix.vn',
    password: 'chủ khách sạn của cả bộ kiểm thử',
    name: 'Võ Thị Sáu',
  },
  sales: {
    email: 'ban-hang-chung@hotelix.vn',
    password: 'người bán hàng của cả bộ kiểm thử',
    name: 'Hà Thị Kiều Oanh Phương',
  },
  editor: {
    email: 'bien-tap-chung@hotelix.vn',
    password: 'người viết bài của cả bộ kiểm thử',
    name: 'Đào Duy Anh Tuấn Kiệt',
  },
};

/** The saved browser state (the session cookie) of `role`'s account, in the run's folder (global-setup). */
export const stateFile = (role: StaffRole) => path.join(process.env.E2E_AUTH_DIR!, `${role}.json`);

/**
 * A page of a fresh context of `width` × `height` with `role`'s saved session, on the page a sign-in
 * lands on: a signed-in visit to the sign-in page is sent to the role's home, as a sign-in is.
 */
export async function asStaff(browser: Browser, role: StaffRole, width = 360, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, storageState: stateFile(role) });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await expect(page).not.toHaveURL(/\/admin\/login/);
  return page;
}
