import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { contentClient, readyArticle, testPhoto } from './content-client.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';

// Editors publish over HTTP against the production server: draft, preview, publish, edit, a changed
// address, unpublish, readers' pages following each step through the route cache; other roles and
// strangers refused on every content route; and hostile requests answered with a clear 4xx.

const owner = 'chu@hotelix.vn';
const sales = 'ban-hang@hotelix.vn';
const editor = 'bien-tap@hotelix.vn';
const contentRoutes = [
  '/admin/bai-viet',
  '/admin/chuyen-muc-tac-gia',
  '/admin/san-pham',
  '/admin/hoi-dap',
  '/admin/khach-hang',
];

describe('publishing over HTTP', () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let editorCookie: string;
  let salesCookie: string;

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    await addStaffAccounts(server, [
      { email: owner, role: 'owner' },
      { email: sales, role: 'sales' },
      { email: editor, role: 'editor' },
    ]);
    salesCookie = (await client.signIn(sales)).cookie;
    editorCookie = (await client.signIn(editor, '/admin/bai-viet')).cookie;
  }, 60_000);

  afterAll(async () => {
    await server.stop();
  });

  it('takes a draft through preview, publish, edit, a new address and unpublish, readers following each step', async () => {
    const editing = contentClient(server, editorCookie);
    const page = await editing.newArticle();
    expect(page).toMatch(/^\/admin\/bai-viet\/[0-9a-f-]{36}$/);
    const state = await editing.editor(page);
    const upload = await editing.upload(await testPhoto());
    expect(upload.status).toBe(201);
    // The worker's AVIF of the cover drops every cached page when it is made (pages then offer it):
    // waited for here, so the cache steps below see only what publishing does.
    await expect
      .poll(async () => (await client.get(`/anh/${upload.body.image!.id}-480.avif`)).status, { timeout: 30_000 })
      .toBe(200);
    const fields = readyArticle(
      state,
      upload.body.image!.id,
      'nhan-phong-hai-phut',
      'Quy trình nhận phòng trong hai phút',
    );

    // The news list is cached before the article exists: publishing must drop it.
    expect((await client.get('/tin-tuc')).headers.get('x-astro-cache')).toBe('MISS');
    expect((await client.get('/tin-tuc')).headers.get('x-astro-cache')).toBe('HIT');
    // Parameters the list does not read make no new entry (nobody fills the cache with ?x=<random>).
    expect((await client.get('/tin-tuc?utm_source=zalo&x=1')).headers.get('x-astro-cache')).toBe('HIT');

    const saved = await editing.save(state.itemId, state.version, fields);
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: number };
    expect((await client.get('/tin-tuc/nhan-phong-hai-phut')).status).toBe(404);

    const preview = await client.get(`${page}/xem-truoc`, editorCookie);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const previewHtml = await preview.text();
    expect(previewHtml).toContain('<meta name="robots" content="noindex"');
    expect(previewHtml).toContain('Quy trình nhận phòng trong hai phút</h1>');

    const published = await editing.publish(state.itemId, version, fields);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ status: 'published', publicHref: '/tin-tuc/nhan-phong-hai-phut' });
    const article = await client.get('/tin-tuc/nhan-phong-hai-phut');
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain('Quy trình nhận phòng trong hai phút</h1>');
    expect(html).toMatch(
      /<img src="\/anh\/[0-9a-f]{32}-1200\.webp" srcSet="[^"]+" [^>]*width="1200" height="675"[^>]*fetchPriority="high"/,
    );
    expect(await (await client.get('/tin-tuc')).text()).toContain('href="/tin-tuc/nhan-phong-hai-phut"');
    expect(await (await client.get('/tin-tuc/rss.xml')).text()).toContain('/tin-tuc/nhan-phong-hai-phut');
    expect(await (await client.get('/sitemap.xml')).text()).toContain('/tin-tuc/nhan-phong-hai-phut</loc>');
    expect((await client.get('/tin-tuc/nhan-phong-hai-phut')).headers.get('x-astro-cache')).toBe('HIT');

    // An edit to the address: the old one answers 301, the cached page is gone.
    const moved = await editing.publish(state.itemId, version + 1, {
      ...fields,
      slug: 'nhan-phong-nhanh',
      title: 'Nhận phòng nhanh trong hai phút',
    });
    expect(moved.status).toBe(200);
    const old = await client.get('/tin-tuc/nhan-phong-hai-phut');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/tin-tuc/nhan-phong-nhanh');
    expect(await (await client.get('/tin-tuc/nhan-phong-nhanh')).text()).toContain(
      'Nhận phòng nhanh trong hai phút</h1>',
    );

    // Two editors from the same version: the second is refused, nothing overwritten.
    const stale = await editing.save(state.itemId, version + 1, { ...fields, title: 'Bản cũ ghi đè bản mới đây' });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toContain('vừa được người khác lưu');

    const down = await editing.unpublish(state.itemId, version + 2);
    expect(down.status).toBe(200);
    expect((await client.get('/tin-tuc/nhan-phong-nhanh')).status).toBe(404);
    expect(await (await client.get('/tin-tuc')).text()).not.toContain('/tin-tuc/nhan-phong-nhanh');

    const history = await client.get(`${page}/lich-su`, editorCookie);
    expect(await history.text()).toContain('Bản 2: Xuất bản');
  });

  it('sends strangers to sign in and refuses salespeople on every content route and the upload', async () => {
    for (const path of contentRoutes) {
      const anonymous = await client.get(path);
      expect(anonymous.status).toBe(303);
      expect(anonymous.headers.get('location')).toContain('/admin/login');
      expect((await client.get(path, salesCookie)).status).toBe(403);
    }
    const id = crypto.randomUUID();
    for (const action of ['luu', 'xuat-ban', 'go-xuong', 'hen-gio']) {
      expect((await contentClient(server, '').json(`/admin/noi-dung/${id}/${action}`, { version: 1 })).status).toBe(
        401,
      );
      expect(
        (await contentClient(server, salesCookie).json(`/admin/noi-dung/${id}/${action}`, { version: 1 })).status,
      ).toBe(403);
    }
    expect((await client.post('/admin/bai-viet/moi', {}, salesCookie)).status).toBe(403);
    const photo = await testPhoto(200, 100);
    expect((await contentClient(server, '').upload(photo)).status).toBe(401);
    expect((await contentClient(server, salesCookie).upload(photo)).status).toBe(403);
  });

  it('answers hostile saves with a clear 4xx and stores nothing', async () => {
    const editing = contentClient(server, editorCookie);
    const page = await editing.newArticle();
    const state = await editing.editor(page);
    const path = `/admin/noi-dung/${state.itemId}/luu`;
    const wrongMethod = await client.get(path, editorCookie);
    expect(wrongMethod.status).toBe(405);
    expect((await client.post(path, { version: '1' }, editorCookie)).status).toBe(415);
    expect((await editing.json(path, '{"version": 1, "fields": ')).status).toBe(400);
    expect((await editing.json(path, '[1,2,3]')).status).toBe(400);
    expect((await editing.json(path, { fields: state.initial })).status).toBe(400);
    expect((await editing.json(path, { version: 1, fields: { ...state.initial, title: 42 } })).status).toBe(400);
    expect(
      (await editing.json(path, { version: 1, fields: { ...state.initial, body: 'ư'.repeat(40_000) } })).status,
    ).toBe(413);
    expect(
      (await editing.json(`/admin/noi-dung/${crypto.randomUUID()}/luu`, { version: 1, fields: state.initial })).status,
    ).toBe(404);
    expect((await editing.json(`/admin/noi-dung/${state.itemId}/xoa-het`, { version: 1 })).status).toBe(405);
    const schedule = await editing.json(`/admin/noi-dung/${state.itemId}/hen-gio`, {
      version: 1,
      fields: state.initial,
      publishAt: '2026-02-30T10:00',
    });
    expect(schedule.status).toBe(400);
    // Nothing above changed the draft: it is still at version 1.
    expect((await editing.editor(page)).version).toBe(1);
    // And the server still answers.
    expect((await client.get('/tin-tuc')).status).toBe(200);
  });
});
