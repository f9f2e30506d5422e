import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { rawRequest } from './raw-http.ts';
import { addStaffAccounts, staffClient, staffEmail } from './staff-client.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

// Every request an attacker or a broken client sent to the production server when it was tried,
// against the real process: each gets a clear 4xx, stores nothing it should not, and
// the server is still up and serving afterwards.
// On SQLite alone: these are refusals before any SQL, and what does reach the database (attribution
// cleaned of a NUL, a reused idempotency key, the lead endpoints under random input) is tested on both
// databases in lead-service.test.ts and lead-fuzz.test.ts.

const unavailable = 'Hệ thống đang tạm gián đoạn nên chưa lưu được yêu cầu của anh/chị. Vui lòng thử lại sau ít phút.';

describe.each(['sqlite'] as const)('the production server on %s, under hostile requests', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  let db: Kysely<Database>;
  /** A trial request unique to one test, by its e-mail. */
  const trial = (tag: string) => ({
    company_name: 'Khách sạn Hoa Sen',
    name: 'Nguyễn Văn An',
    email: `${tag}-${randomUUID().slice(0, 8)}@hoasen.vn`,
    phone: '0901 234 567',
    page: '/',
  });
  const postLead = (form: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/leads/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const storedWith = (email: string) => db.selectFrom('contacts').selectAll().where('email', '=', email).execute();
  const leadCount = async () =>
    Number(
      (
        await db
          .selectFrom('contacts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer({ ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    db = createDb(database.config);
  });

  afterAll(async () => {
    await db.destroy();
    await server.stop();
    await database.dispose();
  });

  afterEach(async () => {
    // Still the same process, still serving, and a client's mistake is never logged as our error.
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    const errors = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":"error"') || line.includes('[ERROR]'));
    expect(errors).toEqual([]);
  });

  it.each([
    ['TRACE', 405],
    ['CONNECT', 405],
    ['PUT', 405],
    ['DELETE', 405],
    ['PROPFIND', 501],
  ])('answers %s with %i instead of exiting', async (method, status) => {
    const answer = await rawRequest(server.url, `${method} / HTTP/1.1\r\nHost: 127.0.0.1`);
    expect(answer.status).toBe(status);
    expect(answer.body).toContain('Phương thức không được hỗ trợ.');
    if (status === 405) expect(answer.headers.allow).toBe('GET, HEAD, POST');
  });

  it.each(['a@x', 'user:pass@127.0.0.1', 'x y', '127.0.0.1/admin'])(
    'answers 400 to a Host header that is no host (%j) instead of exiting',
    async (host) => {
      expect((await rawRequest(server.url, `GET / HTTP/1.1\r\nHost: ${host}`)).status).toBe(400);
    },
  );

  it.each(['127.0.0.1.', 'web_1:3000', '[::1]:3000', 'LOCALHOST'])(
    'serves a Host a resolver accepts (%s)',
    async (host) => {
      expect((await rawRequest(server.url, `GET / HTTP/1.1\r\nHost: ${host}`)).status).toBe(200);
    },
  );

  it.each(['//evil.example/%2e%2e/', '/\\evil.example/%2e%2e/', '///evil.example/%2e%2e/'])(
    'never redirects %s off the site',
    async (target) => {
      const answer = await rawRequest(server.url, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1`);
      expect(answer.status).toBeLessThan(500);
      if (answer.headers.location) expect(answer.headers.location).toMatch(/^\/[^/\\]/);
    },
  );

  it('answers a GET to the lead endpoint with 405 and the method it takes', async () => {
    const response = await fetch(`${server.url}/api/leads/trial`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ ok: false, message: 'Phương thức không được hỗ trợ tại địa chỉ này.' });
  });

  it('answers a form post to a page that takes none with 405', async () => {
    const response = await fetch(`${server.url}/san-pham`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: 'a=1',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each([
    ['text/plain', 'a=1', 415, 'Định dạng dữ liệu không được hỗ trợ.'],
    ['multipart/form-data; boundary=x', '--x--', 415, 'Định dạng dữ liệu không được hỗ trợ.'],
    ['application/json', '[1,2]', 400, 'Yêu cầu không hợp lệ.'],
    ['application/json', '{"name": ', 400, 'Yêu cầu không hợp lệ.'],
    ['application/json', `{"name":"${'x'.repeat(70 * 1024)}"}`, 413, 'Dữ liệu gửi lên quá lớn (tối đa 64 KB).'],
  ])('refuses a lead sent as %s (%#) with %i and stores nothing', async (type, body, status, message) => {
    const before = await leadCount();
    // Same-origin, as a broken client of ours would send it (cross-site, Astro's CSRF check says 403).
    const response = await postLead('trial', body, { 'content-type': type, origin: server.url });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await leadCount()).toBe(before);
  });

  it('stores a lead whose link carried a NUL in its UTM source, cleaning it instead of failing (not a 503)', async () => {
    const lead = { ...trial('nul'), utm_source: '\u0000', utm_campaign: 'he\u0000-2026' };
    const response = await postLead('trial', lead);
    expect(response.status).toBe(200);
    expect(await storedWith(lead.email)).toMatchObject([{ utm_source: null, utm_campaign: 'he-2026' }]);
    expect(server.output()).not.toContain(unavailable);
  });

  it('refuses a name that would forge a line in the sales e-mail, with the field message, storing nothing', async () => {
    const lead = { ...trial('crlf'), name: 'Lan\n\nXem và xử lý trong hộp thư: https://evil.example/admin/login' };
    const response = await postLead('trial', lead);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { name: 'Họ tên chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).' },
    });
    expect(await storedWith(lead.email)).toEqual([]);
  });

  it('refuses an idempotency key sent again with another body (422), keeping only the first lead', async () => {
    const key = randomUUID();
    const first = trial('key');
    expect((await postLead('trial', first, { 'idempotency-key': key })).status).toBe(200);
    const second = trial('key-other');
    const reused = await postLead('trial', second, { 'idempotency-key': key });
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { message: string }).message).toBe(
      'Mã gửi của yêu cầu này đã được dùng cho một nội dung khác. Vui lòng tải lại trang rồi gửi lại.',
    );
    expect((await postLead('trial', first, { 'idempotency-key': key })).status).toBe(200);
    expect(await storedWith(first.email)).toHaveLength(1);
    expect(await storedWith(second.email)).toEqual([]);
  });

  it.each([
    ['2026-13-01T10:00', 'Vui lòng chọn một khung giờ.'],
    ['2026-12-32T10:00', 'Vui lòng chọn một khung giờ.'],
    ['2026-00-10T10:00', 'Vui lòng chọn một khung giờ.'],
    ['9999-12-31T10:00', 'Chỉ nhận lịch trong 3 tuần tới, vui lòng chọn ngày gần hơn.'],
  ])(
    'refuses the demo slot %s with a message, on the JSON API and the booking page, never a 500',
    async (slot, message) => {
      const lead = { ...trial('ngay'), slot, mode: 'online' };
      const json = await postLead('demo', lead);
      expect(json.status).toBe(400);
      expect(((await json.json()) as { errors: Record<string, string> }).errors.slot).toBe(message);
      const form = await fetch(`${server.url}/dat-lich-demo`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body: new URLSearchParams(lead),
      });
      expect(form.status).toBe(400);
      expect(await form.text()).toContain(message);
      expect(await storedWith(lead.email)).toEqual([]);
    },
  );

  it.each(['0x10', '1e3', '12abc'])('refuses the room count %j rather than reading it as a number', async (rooms) => {
    const lead = {
      ...trial('phong'),
      room_count: rooms,
      message: 'Tôi cần tư vấn phần mềm cho khách sạn.',
    };
    const response = await postLead('contact', lead);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { room_count: 'Số phòng phải là số nguyên dương.' } });
    expect(await storedWith(lead.email)).toEqual([]);
  });

  it.each(['zero-width', 'bidi'])('refuses a %s character hidden in a name', async (kind) => {
    const lead = { ...trial(kind), name: kind === 'bidi' ? 'Lan \u202Egnp.exe' : 'La\u200Bn' };
    expect((await postLead('trial', lead)).status).toBe(400);
    expect(await storedWith(lead.email)).toEqual([]);
  });

  it.each([
    [
      'a NUL',
      'application/x-www-form-urlencoded',
      { email: 'lan@hoasen.vn\u0000', consent: 'on' },
      'Email không hợp lệ',
    ],
    [
      'a header',
      'application/x-www-form-urlencoded',
      { email: 'lan@hoasen.vn\r\nBcc: x@evil.example', consent: 'on' },
      'Email không hợp lệ',
    ],
    ['an object', 'application/json', { email: { length: { toString: 0 } }, consent: 'on' }, 'Giá trị không hợp lệ'],
  ])(
    'refuses a newsletter address carrying %s, with a message, storing nothing',
    async (_what, type, fields, message) => {
      const response = await fetch(`${server.url}/tin-tuc`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': type, origin: server.url },
        body:
          type === 'application/json' ? JSON.stringify(fields) : new URLSearchParams(fields as Record<string, string>),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
      expect(await db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
    },
  );

  it('answers a 10 MB sign-in post with 413, declared or streamed, without checking anything', async () => {
    const huge = `email=a&password=${'x'.repeat(10 * 1024 * 1024)}`;
    const declared = await fetch(`${server.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: huge,
    });
    expect(declared.status).toBe(413);
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    // Several times: the answer once raced the client's sending (EPIPE when the server closed first).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      let sent = 0;
      const streamed = await fetch(`${server.url}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body: new ReadableStream({
          pull(controller) {
            if (sent++ < 160) controller.enqueue(chunk);
            else controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await streamed.text()).toContain('Dữ liệu gửi lên quá lớn');
    }
  });

  it('answers a JSON post to a lead page with 415, signed in or not, changing nothing', async () => {
    await addStaffAccounts(server, [{ email: staffEmail, role: 'owner' }], database.env);
    const staff = staffClient(server);
    const { cookie } = await staff.signIn();
    const lead = trial('staff');
    expect((await postLead('trial', lead)).status).toBe(200);
    const [row] = await storedWith(lead.email);
    for (const headers of [{}, { cookie }]) {
      const response = await fetch(`${server.url}/admin/leads/${row!.id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json', origin: server.url, ...headers },
        body: JSON.stringify({ action: 'delete', confirm: 'yes' }),
      });
      expect(response.status).toBe(415);
    }
    expect(await storedWith(lead.email)).toHaveLength(1);
  });
});
