import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { createStaffAccount, postTrialLead, staffClient, staffEmail as email } from './staff-client.ts';

// The staff area over HTTP, against the production server: what a browser, a bot or another site sees.

describe('the staff area', () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  const get: typeof client.get = (...args) => client.get(...args);
  const post: typeof client.post = (...args) => client.post(...args);
  const signIn = () => client.signIn();

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    expect(createStaffAccount(server)).toContain(`Account created: ${email}`);
    await postTrialLead(server, {
      company_name: 'Khách sạn "Ánh Trăng"',
      name: '<img src=x onerror=alert(1)>',
      email: 'xss@vidu.vn',
      phone: '0900 111 222',
    });
  });

  afterAll(async () => {
    await server.stop();
  });

  it('refuses a password shorter than 12 characters when creating an account', () => {
    const run = spawnSync(process.execPath, ['scripts/admin-create-user.ts', '--email', 'ngan@hotelix.vn'], {
      env: { ...process.env, DATA_DIR: server.dataDir, ADMIN_PASSWORD: 'ngan-qua' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Mật khẩu cần ít nhất 12 ký tự.');
  });

  it('sends anonymous visitors of pages to sign in and refuses anonymous endpoints with 401', async () => {
    for (const path of ['/admin', '/admin/newsletter', '/admin/leads/00000000-0000-4000-8000-000000000000']) {
      const response = await get(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    }
    expect((await get('/admin/export.csv')).status).toBe(401);
    expect((await get('/admin/newsletter.csv')).status).toBe(401);
    expect((await post('/admin/logout', {})).status).toBe(401);
  });

  it('refuses a wrong password with a Vietnamese message and no cookie', async () => {
    const response = await post('/admin/login', { email, password: 'sai-mat-khau-hoan-toan' });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('Email hoặc mật khẩu không đúng.');
  });

  it('signs in with a __Host- session cookie, and the inbox is private, uncached and shows visitor text as text', async () => {
    const { response, cookie } = await signIn();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-session=[\w-]{43};/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/']) expect(setCookie).toContain(attribute);

    const inbox = await get('/admin', cookie);
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('cache-control')).toBe('no-store');
    expect(inbox.headers.get('x-robots-tag')).toContain('noindex');
    const html = await inbox.text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('accepts staff changes only from its own origin', async () => {
    const { cookie } = await signIn();
    const foreign = await post('/admin/logout', {}, cookie, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect((await get('/admin', cookie)).status).toBe(200);
  });

  it('exports CSV for the signed-in member, and sign-out ends the session on the server', async () => {
    const { cookie } = await signIn();
    const csv = await get('/admin/export.csv?q=xss', cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('"Khách sạn ""Ánh Trăng"""');

    expect((await post('/admin/logout', {}, cookie)).status).toBe(303);
    expect((await get('/admin', cookie)).status).toBe(303);
  });
});
