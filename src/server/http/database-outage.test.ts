import type { APIContext, MiddlewareNext } from 'astro';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { outageMessage } from '../../lib/outage-message.ts';
import { DatabaseUnavailableError } from '../db/database-unavailable.ts';
import { log } from '../log.ts';
import { answerDatabaseOutages, databaseOutagePage } from './database-outage.ts';

const connectRefused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
/** What the database driver throws when PostgreSQL refuses the connection (db/outage-marking-dialect.ts). */
const refused = new DatabaseUnavailableError(connectRefused());

/** A request for `path` through the middleware, whose next step does `first`; what it answered and what it asked for next. */
async function answer(path: string, first: () => Promise<Response>, method = 'GET') {
  const cacheSet = vi.fn();
  const locals: App.Locals = {};
  const context = {
    url: new URL(`http://localhost${path}`),
    request: new Request(`http://localhost${path}`, { method, headers: { cookie: 'a=b' } }),
    locals,
    cache: { set: cacheSet },
  } as unknown as APIContext;
  const rewrites: Request[] = [];
  const next = (async (payload?: unknown) => {
    if (payload === undefined) return first();
    rewrites.push(payload as Request);
    return new Response('<html lang="vi">trang tạm gián đoạn</html>', {
      status: 503,
      headers: { 'content-type': 'text/html', 'retry-after': '30' },
    });
  }) as MiddlewareNext;
  const response = (await answerDatabaseOutages(context, next)) as Response;
  return { response, rewrites, locals, cacheSet };
}

const failing = (error: unknown) => () => Promise.reject(error);

describe('answerDatabaseOutages', () => {
  const warnings = vi.spyOn(log, 'warn');
  beforeEach(() => {
    warnings.mockReset().mockImplementation(() => {});
  });

  it('renders the outage page, as a GET of its own, in place of a page that met the database away, caching nothing', async () => {
    const { response, rewrites, locals, cacheSet } = await answer('/dat-lich-demo', failing(refused), 'POST');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('trang tạm gián đoạn');
    expect(rewrites.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['GET', databaseOutagePage],
    ]);
    expect(rewrites[0]!.headers.get('cookie')).toBe('a=b');
    expect(locals.databaseOutage).toBe(true);
    expect(cacheSet).toHaveBeenCalledWith(false);
    expect(warnings).toHaveBeenCalledExactlyOnceWith('database_unavailable', {
      method: 'POST',
      path: '/dat-lich-demo',
      error: refused,
    });
  });

  it('answers JSON to the APIs and the editor, plain text for files, each with Retry-After', async () => {
    const json = await answer('/api/leads/trial', failing(refused), 'POST');
    expect(json.response.status).toBe(503);
    expect(json.response.headers.get('retry-after')).toBe('30');
    expect(await json.response.json()).toEqual({ ok: false, message: outageMessage });
    const assistant = await answer('/api/assistant', failing(refused), 'POST');
    expect(await assistant.response.json()).toEqual({ error: outageMessage });
    const editor = await answer('/admin/noi-dung/x/luu', failing(refused), 'POST');
    expect(await editor.response.json()).toEqual({ ok: false, message: outageMessage });
    const calendar = await answer('/dat-lich-demo/lich-hen.ics', failing(refused));
    expect(calendar.response.status).toBe(503);
    expect(calendar.response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(calendar.response.headers.get('retry-after')).toBe('30');
    expect(await calendar.response.text()).toBe(`${outageMessage}\n`);
    expect([json, editor, calendar].flatMap(({ rewrites }) => rewrites)).toEqual([]);
  });

  it('catches a page failing while it streams its body', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<html lang="vi"><p>Các câu hỏi'));
        controller.error(refused);
      },
    });
    const page = () => Promise.resolve(new Response(body, { headers: { 'content-type': 'text/html' } }));
    const { response, rewrites } = await answer('/tro-ly/khung', page);
    expect(response.status).toBe(503);
    expect(rewrites).toHaveLength(1);
  });

  it('leaves other failures to the 500 page', async () => {
    const bug = new TypeError('Cannot read properties of undefined');
    await expect(answer('/contact', failing(bug))).rejects.toBe(bug);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('leaves to the 500 page a failure with an outage’s code that did not come from the database', async () => {
    // The model, the mail server or a push service refusing, a file a page reads gone: bugs or
    // another service's fault, each with its error line, never the database outage's 503.
    const fetchFailed = new TypeError('fetch failed', { cause: connectRefused() });
    await expect(answer('/tro-ly/khung', failing(fetchFailed))).rejects.toBe(fetchFailed);
    const missingFile = Object.assign(new Error("ENOENT: no such file or directory, open 'x.md'"), { code: 'ENOENT' });
    await expect(answer('/contact', failing(missingFile))).rejects.toBe(missingFile);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('gives a 503 that came without Retry-After one, and leaves every other answer as it came', async () => {
    const bare = await answer('/gui-yeu-cau', () => Promise.resolve(new Response('Chưa lưu được', { status: 503 })));
    expect(bare.response.headers.get('retry-after')).toBe('30');
    expect(await bare.response.text()).toBe('Chưa lưu được');
    const own = await answer('/anh/x-480.webp', () =>
      Promise.resolve(new Response('', { status: 503, headers: { 'retry-after': '5' } })),
    );
    expect(own.response.headers.get('retry-after')).toBe('5');
    const page = new Response('<p>Xin chào</p>', { status: 200, headers: { 'content-type': 'text/html' } });
    const ok = await answer('/', () => Promise.resolve(page));
    expect(ok.response.status).toBe(200);
    expect(await ok.response.text()).toBe('<p>Xin chào</p>');
  });
});
