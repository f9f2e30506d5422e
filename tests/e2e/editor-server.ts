import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test as base, expect, type Cookie, type Page } from '@playwright/test';
import { launchServer, type LaunchedServer } from '../../scripts/lib/launch-server.ts';
import { createDb } from '../../src/server/db/client.ts';

/** The editor specs' server, its address maker, and the editor's session on it. */
export interface EditorSite {
  at: (address: string) => string;
  /** Gives `page`'s context the editor's session and opens /admin/bai-viet. */
  signIn: (page: Page) => Promise<void>;
  /** What the server stored for the draft being edited on `page` (its SQLite file). */
  storedDraft: <Draft = { title: string; body: string }>(page: Page) => Promise<Draft>;
}

/**
 * `test` with `editorSite`: a server of the editor specs' own, started once per worker and shared by
 * them (what they publish must not change the news list or prices other specs count on), with an
 * editor signed in once through the form; each test's context gets the saved session cookie.
 */
export const test = base.extend<
  { editorSite: EditorSite },
  { editorServer: { server: LaunchedServer; cookies: Cookie[] } }
>({
  editorServer: [
    async ({ browser }, use) => {
      const editor = { email: 'bien-tap-vien@hotelix.vn', password: 'viết bài mỗi tuần cho khách sạn' };
      const server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' }, 60_000);
      const created = spawnSync(
        process.execPath,
        ['scripts/admin-create-user.ts', '--email', editor.email, '--role', 'editor'],
        { env: { ...process.env, DATA_DIR: server.dataDir, ADMIN_PASSWORD: editor.password }, encoding: 'utf8' },
      );
      expect(created.status, created.stderr).toBe(0);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/admin/login?next=/admin/bai-viet`);
      await page.getByLabel('Email', { exact: true }).fill(editor.email);
      await page.getByLabel('Mật khẩu', { exact: true }).fill(editor.password);
      await page.getByLabel('Mật khẩu', { exact: true }).press('Enter');
      await expect(page).toHaveURL(/\/admin\/bai-viet$/);
      const { cookies } = await context.storageState();
      await context.close();
      await use({ server, cookies });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  editorSite: async ({ editorServer: { server, cookies } }, use) => {
    const at = (address: string) => `${server.url}${address}`;
    await use({
      at,
      async signIn(page) {
        await page.context().addCookies(cookies);
        await page.goto(at('/admin/bai-viet'));
        await expect(page).toHaveURL(/\/admin\/bai-viet$/);
      },
      async storedDraft<Draft>(page: Page) {
        const id = new URL(page.url()).pathname.split('/').pop()!;
        const db = createDb({ dialect: 'sqlite', file: path.join(server.dataDir, 'site.db') });
        try {
          const row = await db
            .selectFrom('content_items')
            .select('draft')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          return JSON.parse(row.draft) as Draft;
        } finally {
          await db.destroy();
        }
      },
    });
  },
});

/**
 * The calling spec's view of the editor server: its tests must be declared with this file's `test`.
 * Each test's `editorSite` is taken in a beforeEach, so helpers outside the tests can use it too.
 */
export function useEditorServer(): EditorSite {
  let site: EditorSite;
  test.beforeEach(({ editorSite }) => {
    site = editorSite;
  });
  return {
    at: (address) => site.at(address),
    signIn: (page) => site.signIn(page),
    storedDraft: <Draft = { title: string; body: string }>(page: Page) => site.storedDraft<Draft>(page),
  };
}
