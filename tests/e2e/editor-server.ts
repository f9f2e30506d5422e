import { spawnSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { launchServer, type LaunchedServer } from '../../scripts/lib/launch-server.ts';
import { createDb } from '../../src/server/db/client.ts';
import { workerEmail } from './worker-account';

/**
 * A server of the calling spec's own, with an editor account, started before its tests and stopped
 * after: what the editor specs publish must not change the news list or prices other specs count on.
 */
export function useEditorServer() {
  const editor = { email: workerEmail('bien-tap-vien@hotelix.vn'), password: 'viết bài mỗi tuần cho khách sạn' };
  let server: LaunchedServer;

  test.beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' }, 60_000);
    const created = spawnSync(
      process.execPath,
      ['scripts/admin-create-user.ts', '--email', editor.email, '--role', 'editor'],
      {
        env: { ...process.env, DATA_DIR: server.dataDir, ADMIN_PASSWORD: editor.password },
        encoding: 'utf8',
      },
    );
    expect(created.status, created.stderr).toBe(0);
  });

  test.afterAll(async () => {
    await server.stop();
  });

  const at = (address: string) => `${server.url}${address}`;

  return {
    at,
    /** Signs the editor in and lands on /admin/bai-viet. */
    async signIn(page: Page) {
      await page.goto(at('/admin/login?next=/admin/bai-viet'));
      await page.getByLabel('Email', { exact: true }).fill(editor.email);
      await page.getByLabel('Mật khẩu', { exact: true }).fill(editor.password);
      await page.getByLabel('Mật khẩu', { exact: true }).press('Enter');
      await expect(page).toHaveURL(/\/admin\/bai-viet$/);
    },
    /** What the server stored for the draft being edited on `page` (its SQLite file). */
    async storedDraft<Draft = { title: string; body: string }>(page: Page): Promise<Draft> {
      const id = new URL(page.url()).pathname.split('/').pop()!;
      const db = createDb({ dialect: 'sqlite', file: path.join(server.dataDir, 'site.db') });
      try {
        const row = await db.selectFrom('content_items').select('draft').where('id', '=', id).executeTakeFirstOrThrow();
        return JSON.parse(row.draft) as Draft;
      } finally {
        await db.destroy();
      }
    },
  };
}

/** Fails with each axe violation (WCAG 2.2 AA and best practice) on the page as it stands. */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}
