import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { vietnamMonth } from '../../src/lib/vietnam-time.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { recordSearch } from '../../src/server/search/search-log.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

// /admin/tu-khoa over HTTP against the production server: editors and owners read a month's counts,
// salespeople get the refusal page, the signed-out are sent to sign in; the address is never trusted.
// On SQLite only: the counts' SQL (a month's most frequent, those without results) runs on both
// databases in search-log.test.ts.

const accounts = { owner: 'chu@hotelix.vn', sales: 'ban-hang@hotelix.vn', editor: 'bien-tap@hotelix.vn' };
const path = '/admin/tu-khoa';

describe.each(['sqlite'] as const)('the search counts page on %s', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  let db: Kysely<Database>;
  let client: ReturnType<typeof staffClient>;
  const cookies: Record<string, string> = {};
  const thisMonth = vietnamMonth(new Date());

  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer({ ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    await addStaffAccounts(
      server,
      Object.entries(accounts).map(([role, email]) => ({ email, role: role as keyof typeof accounts })),
      database.env,
    );
    for (const [role, email] of Object.entries(accounts))
      cookies[role] = (await client.signIn(email, '/admin/tai-khoan')).cookie;
    // What the search page would have counted: 1.205 searches of one query this month, 3 of another
    // that found nothing, and one search in October 2026.
    db = createDb(database.config);
    await db
      .insertInto('search_queries')
      .values([
        { month: thisMonth, query: 'dat phong', searches: 1204, without_results: 0 },
        { month: '2026-10', query: 'thang muoi', searches: 1, without_results: 1 },
      ])
      .execute();
    await recordSearch(db, 'Đặt phòng', 9);
    for (let time = 0; time < 3; time++) await recordSearch(db, 'Khóa vân tay <b>', 0);
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.dispose();
  });

  it('shows editors and owners this month’s most frequent searches and those without results', async () => {
    for (const role of ['editor', 'owner']) {
      const response = await client.get(path, cookies[role]);
      expect(response.status, role).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<h1 class="text-2xl font-bold">Từ khóa tìm kiếm</h1>');
      expect(html).toMatch(/<th scope="row"[^>]*>dat phong<\/th><td[^>]*>1\.205<\/td>/);
      // Counted folded, shown as text: the angle brackets are escaped, never markup.
      expect(html).toMatch(/<th scope="row"[^>]*>khoa van tay &lt;b&gt;<\/th><td[^>]*>3<\/td>/);
      expect(html).not.toContain('<b>');
      expect(html).toContain('1.208 lượt tìm, 3 lượt không có kết quả.');
      // The 'without results' list names only the query that found nothing.
      const unanswered = html.slice(html.indexOf('id="khong-co-ket-qua"'));
      expect(unanswered).toContain('>khoa van tay &lt;b&gt;<');
      expect(unanswered).not.toMatch(/>dat phong</);
      expect(html).toMatch(new RegExp(`<option value="${thisMonth}" selected="">`));
      expect(html).toContain('<option value="2026-10">Tháng 10/2026</option>');
      expect(html).not.toContain('<astro-island');
    }
  });

  it('shows an earlier month from the address, and a month without searches says so', async () => {
    const october = await (await client.get(`${path}?thang=2026-10`, cookies.editor)).text();
    expect(october).toContain('Tháng 10/2026: 1 lượt tìm, 1 lượt không có kết quả.');
    expect(october).toMatch(/<th scope="row"[^>]*>thang muoi<\/th>/);
    expect(october).not.toMatch(/>dat phong</);
    const empty = await (await client.get(`${path}?thang=2026-09`, cookies.editor)).text();
    expect(empty).toContain('Chưa có lượt tìm nào trong tháng 9/2026.');
    expect(empty).not.toContain('<table');
  });

  it('shows this month for an address it cannot read, echoing none of it', async () => {
    for (const month of ['2026-13', '<script>alert(1)</script>', '%E2%80%AE2026-10', 'x'.repeat(5000), '']) {
      const response = await client.get(`${path}?thang=${month}`, cookies.editor);
      expect(response.status, month).toBe(200);
      const html = await response.text();
      expect(html, month).toMatch(new RegExp(`<option value="${thisMonth}" selected="">`));
      expect(html).not.toContain('<script>alert');
    }
    // An address that is not UTF-8 is the server's to refuse, as on every page: a 400, not a 500.
    expect((await client.get(`${path}?thang=%E0%A4%A`, cookies.editor)).status).toBe(400);
  });

  it('refuses salespeople with the refusal page and sends the signed-out to sign in', async () => {
    const refused = await client.get(path, cookies.sales);
    expect(refused.status).toBe(403);
    const page = await refused.text();
    expect(page).toContain('Bạn không có quyền xem trang này');
    expect(page).not.toMatch(/>dat phong</);
    const anonymous = await client.get(path);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
  });

  it('takes no post, and a refused one changes no count', async () => {
    const before = await db.selectFrom('search_queries').selectAll().orderBy('query').execute();
    const response = await client.post(path, { query: 'dat phong' }, cookies.editor);
    expect(response.status).toBe(405);
    expect(await db.selectFrom('search_queries').selectAll().orderBy('query').execute()).toEqual(before);
    expect((await client.get(path, cookies.editor)).status).toBe(200);
  });
});
