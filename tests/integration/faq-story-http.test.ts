import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import type { FaqFields } from '../../src/lib/content/faq-fields.ts';
import type { StoryFields } from '../../src/lib/content/story-fields.ts';
import { contentClient } from './content-client.ts';
import { islandProps } from './island-props.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';

// The FAQ and the customer stories over HTTP against the production server, on SQLite (their SQL
// runs on both databases in faq-story-content.test.ts, the search's in site-search.test.ts): an
// editor starts a question from a typed one, publishes it and the landing page, /bao-gia (with its
// FAQPage data) and the site search show it through the route cache; a story edited, moved and taken
// down, its pages following; salespeople and strangers refused; and hostile posts to 'Thêm câu hỏi'
// answered with a clear 4xx, nothing stored, the server still up.

const editor = 'bien-tap@hotelix.vn';
const sales = 'ban-hang@hotelix.vn';

interface Editing<Fields> {
  itemId: string;
  initial: Fields;
  version: number;
}

describe('the FAQ and stories over HTTP on sqlite', () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let editorCookie: string;
  let salesCookie: string;
  /** The editors' list as the first import left it, read before any test adds to it. */
  let importedList: string;

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    await addStaffAccounts(server, [
      { email: editor, role: 'editor' },
      { email: sales, role: 'sales' },
    ]);
    salesCookie = (await client.signIn(sales)).cookie;
    editorCookie = (await client.signIn(editor, '/admin/hoi-dap')).cookie;
    importedList = await page('/admin/hoi-dap', editorCookie);
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
  });

  const page = async (path: string, cookie?: string) => (await client.get(path, cookie)).text();
  /** The editor page's island props. */
  async function editing<Fields>(path: string, island: string): Promise<Editing<Fields>> {
    return islandProps(await page(path, editorCookie), island) as unknown as Editing<Fields>;
  }
  /** How many questions the editors' list holds. */
  const questionCount = async () =>
    (await page('/admin/hoi-dap', editorCookie)).match(/href="\/admin\/hoi-dap\/[0-9a-f-]{36}"/g)?.length ?? 0;

  it('lists the imported questions in the site’s order and opens a new one from a typed question', async () => {
    const list = importedList;
    expect(list).toContain('<h1 class="text-2xl font-bold">Câu hỏi thường gặp</h1>');
    expect(list.indexOf('Dùng thử 15 ngày có mất phí')).toBeLessThan(
      list.indexOf('Dữ liệu của khách sạn thuộc về ai?'),
    );
    expect(list).toMatch(/Thứ tự: (<!-- -->)?10</);
    expect(list.match(/href="\/admin\/hoi-dap\/[0-9a-f-]{36}"/g)).toHaveLength(10);
    // The new question comes after every one there is now (another test may have added one).
    const current = await page('/admin/hoi-dap', editorCookie);
    const next = (current.match(/href="\/admin\/hoi-dap\/[0-9a-f-]{36}"/g)?.length ?? 0) + 1;
    const lastOrder = Math.max(
      ...[...current.matchAll(/Thứ tự: (?:<!-- -->)?(\d+)</g)].map((found) => Number(found[1])),
    );

    // The landing page, cached before the question exists: publishing must drop it.
    await client.get('/');
    expect((await client.get('/')).headers.get('x-astro-cache')).toBe('HIT');

    const created = await client.post(
      '/admin/hoi-dap/moi',
      { question: 'Có dùng được trên iPad ở quầy không?' },
      editorCookie,
    );
    expect(created.status).toBe(303);
    const path = created.headers.get('location')!;
    expect(path).toMatch(/^\/admin\/hoi-dap\/[0-9a-f-]{36}$/);
    const state = await editing<FaqFields>(path, 'faq-editor-island');
    expect(state.initial).toEqual({
      question: 'Có dùng được trên iPad ở quầy không?',
      slug: `faq-${next}`,
      order: lastOrder + 10,
      body: '',
    });

    const answer = 'Có. Ứng dụng lễ tân chạy trên iPad và máy tính bảng Android, cùng tài khoản với máy ở quầy.';
    const fields = { ...state.initial, body: answer };
    const saved = await contentClient(server, editorCookie).save(state.itemId, state.version, fields);
    expect(saved.status).toBe(200);
    const preview = await client.get(`${path}/xem-truoc`, editorCookie);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const previewHtml = await preview.text();
    expect(previewHtml).toContain('<meta name="robots" content="noindex"');
    expect(previewHtml).toMatch(new RegExp(`<details id="faq-${next}" open=""`));
    expect(previewHtml).toContain(answer);
    expect(await page('/')).not.toContain(answer);

    const published = await contentClient(server, editorCookie).publish(state.itemId, state.version + 1, fields);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ status: 'published', publicHref: `/#faq-${next}` });
    const landing = await page('/');
    expect(landing).toMatch(
      new RegExp(`<details id="faq-${next}"[^>]*><summary[^>]*>Có dùng được trên iPad ở quầy không\\?`),
    );
    expect(landing).toContain(answer);
    const quote = await page('/bao-gia');
    expect(quote).toContain(answer);
    const faqData = [...quote.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as { '@type': string; mainEntity?: Array<{ name: string }> })
      .find((data) => data['@type'] === 'FAQPage');
    expect(faqData?.mainEntity?.map((question) => question.name)).toHaveLength(11);
    expect(faqData?.mainEntity?.at(-1)?.name).toBe('Có dùng được trên iPad ở quầy không?');
    expect(await page('/tim-kiem?q=ipad+quay')).toContain(`href="/#faq-${next}"`);
    expect(await page(`${path}/lich-su`, editorCookie)).toContain('Bản 1: Xuất bản');
  });

  it('publishes a story’s edit, a new address and its taking down to the landing page and /khach-hang', async () => {
    const list = await page('/admin/khach-hang', editorCookie);
    const path = list.match(/href="(\/admin\/khach-hang\/[0-9a-f-]{36})"[^>]*>Nhà nghỉ ở Đà Lạt/)?.[1];
    expect(path).toBeDefined();
    const state = await editing<StoryFields>(path!, 'story-editor-island');
    expect(state.initial).toMatchObject({ hotel: 'Nhà nghỉ Đồi Sim', products: ['khoa-thong-minh', 'the-tu'] });
    for (const address of ['/', '/khach-hang', '/khach-hang/nha-nghi-doi-sim']) await client.get(address);
    expect((await client.get('/khach-hang')).headers.get('x-astro-cache')).toBe('HIT');

    const quote = 'Giờ khách đi xe đêm tự mở cửa bằng mã, tôi ngủ trọn giấc và sáng ra chỉ xem lại điện thoại.';
    const editingClient = contentClient(server, editorCookie);
    const edited = await editingClient.publish(state.itemId, state.version, { ...state.initial, quote });
    expect(edited.status).toBe(200);
    for (const address of ['/', '/khach-hang', '/khach-hang/nha-nghi-doi-sim'])
      expect(await page(address)).toContain(quote);
    expect(await page('/tim-kiem?q=ngu+tron+giac')).toContain('href="/khach-hang/nha-nghi-doi-sim"');

    const moved = await editingClient.publish(state.itemId, state.version + 1, {
      ...state.initial,
      quote,
      slug: 'nha-nghi-doi-sim-da-lat',
    });
    expect(moved.status).toBe(200);
    const old = await client.get('/khach-hang/nha-nghi-doi-sim');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/khach-hang/nha-nghi-doi-sim-da-lat');
    expect(await page('/sitemap.xml')).toContain('/khach-hang/nha-nghi-doi-sim-da-lat</loc>');

    expect((await editingClient.unpublish(state.itemId, state.version + 2)).status).toBe(200);
    expect((await client.get('/khach-hang/nha-nghi-doi-sim-da-lat')).status).toBe(404);
    expect(await page('/')).not.toContain('Nhà nghỉ Đồi Sim');
    expect(await page('/khach-hang')).not.toContain('Nhà nghỉ Đồi Sim');
  });

  it('sends strangers to sign in and refuses salespeople on the FAQ’s and stories’ pages and forms', async () => {
    const story = (await page('/admin/khach-hang', editorCookie)).match(
      /href="(\/admin\/khach-hang\/[0-9a-f-]{36})"/,
    )![1]!;
    const question = (await page('/admin/hoi-dap', editorCookie)).match(
      /href="(\/admin\/hoi-dap\/[0-9a-f-]{36})"/,
    )![1]!;
    for (const path of [
      '/admin/hoi-dap',
      '/admin/khach-hang',
      question,
      `${question}/lich-su`,
      `${question}/xem-truoc`,
      story,
      `${story}/xem-truoc`,
    ]) {
      const anonymous = await client.get(path);
      expect(anonymous.status, path).toBe(303);
      expect(anonymous.headers.get('location')).toContain('/admin/login');
      expect((await client.get(path, salesCookie)).status, path).toBe(403);
    }
    const before = await questionCount();
    expect(
      (await client.post('/admin/hoi-dap/moi', { question: 'Câu hỏi của người bán hàng?' }, salesCookie)).status,
    ).toBe(403);
    expect((await client.post('/admin/khach-hang/moi', {}, salesCookie)).status).toBe(403);
    const anonymous = await client.post('/admin/hoi-dap/moi', { question: 'Câu hỏi của người lạ?' });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toContain('/admin/login');
    expect(await questionCount()).toBe(before);
    // The editors' menu offers both.
    const menu = await page('/admin/hoi-dap', editorCookie);
    expect(menu).toContain('href="/admin/khach-hang"');
    expect(await page('/admin', salesCookie)).not.toContain('href="/admin/hoi-dap"');
  });

  it('answers hostile posts to Thêm câu hỏi with a clear 4xx and stores nothing', async () => {
    const before = await questionCount();
    const post = (body: BodyInit, type: string) =>
      fetch(`${server.url}/admin/hoi-dap/moi`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': type, origin: server.url, cookie: editorCookie },
        body,
      });
    const refusals: Array<[Response, number, string]> = [
      [await client.get('/admin/hoi-dap/moi', editorCookie), 405, 'Phương thức không được hỗ trợ tại địa chỉ này.'],
      [
        await fetch(`${server.url}/admin/hoi-dap/moi`, {
          method: 'PUT',
          headers: { origin: server.url, cookie: editorCookie },
        }),
        405,
        // Refused before the site's handlers (scripts/lib/request-gate.ts): GET, HEAD and POST only.
        'Phương thức không được hỗ trợ.',
      ],
      [
        await post(JSON.stringify({ question: 'Có app không?' }), 'application/json'),
        415,
        'Định dạng dữ liệu không được hỗ trợ.',
      ],
      [await post('question=x', 'multipart/form-data; boundary=x'), 415, 'Định dạng dữ liệu không được hỗ trợ.'],
      [
        await post(`question=${'%E1%BB%A9'.repeat(25_000)}`, 'application/x-www-form-urlencoded'),
        413,
        'Dữ liệu gửi lên quá lớn (tối đa 64 KB).',
      ],
      [
        await post('question=C%F3%20app%20kh%F4ng', 'application/x-www-form-urlencoded; charset=windows-1252'),
        415,
        'Câu hỏi cần được gửi theo bảng mã UTF-8.',
      ],
      [
        await post('question=C%F3%20app%20kh%F4ng', 'application/x-www-form-urlencoded'),
        400,
        'Câu hỏi gửi lên không đọc được. Hãy gõ lại câu hỏi.',
      ],
      [
        await post(
          new Uint8Array([...Buffer.from('question=C'), 0xf3, ...Buffer.from(' app')]),
          'application/x-www-form-urlencoded',
        ),
        400,
        'Câu hỏi gửi lên không đọc được. Hãy gõ lại câu hỏi.',
      ],
    ];
    for (const [response, status, message] of refusals) {
      expect(response.status).toBe(status);
      expect((await response.text()).trim()).toBe(message);
    }
    expect(await questionCount()).toBe(before);
    // A question longer than the field is cut at a word, never refused: the editor rewrites it.
    const long = await client.post(
      '/admin/hoi-dap/moi',
      { question: `Có ${'hỗ trợ '.repeat(60)}không?` },
      editorCookie,
    );
    expect(long.status).toBe(303);
    const state = await editing<FaqFields>(long.headers.get('location')!, 'faq-editor-island');
    expect(state.initial.question.length).toBeLessThanOrEqual(200);
    expect(state.initial.question).toMatch(/^Có (hỗ trợ )+hỗ trợ$/);
    // And the server still answers.
    expect((await client.get('/')).status).toBe(200);
  });
});
