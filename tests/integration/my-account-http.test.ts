import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { addStaffAccounts, staffClient, staffPassword } from './staff-client.ts';

// 'Tài khoản của tôi' over HTTP: a member on a phone and a laptop sees both sessions, renames
// themselves, changes their password (ending the other session) and ends sessions. Each test has an
// account of its own, so that they pass in any order.

const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const laptop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const newPassword = 'trời hôm nay nhiều mây cực';

describe('my account', () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** A salesperson's account (`staffPassword`) no other test of this file uses; its e-mail. */
  const member = async (label: string) => {
    const email = `lan-${label}@hotelix.vn`;
    await addStaffAccounts(server, [{ email, role: 'sales' }]);
    return email;
  };

  const account = async (cookie: string) => (await client.get('/admin/tai-khoan', cookie)).text();
  const sessionIds = (page: string) =>
    [...page.matchAll(/name="session" value="([0-9a-f]{64})"/g)].map((match) => match[1]!);

  it('lists the sessions with their device, marks this one, and ends another', async () => {
    const email = await member('sessions');
    const onPhone = (await client.signIn(email, '/admin', staffPassword, phone)).cookie;
    const onLaptop = (await client.signIn(email, '/admin', staffPassword, laptop)).cookie;
    const page = await account(onPhone);
    expect(page).toContain('Chrome trên Android');
    expect(page).toContain('Firefox trên Windows');
    expect(page).toContain('Phiên đăng nhập (2)');
    // The list is newest first: the laptop's session, then this one.
    const [laptopSession] = sessionIds(page);
    const ended = await client.post('/admin/tai-khoan', { action: 'end_session', session: laptopSession! }, onPhone);
    expect(ended.headers.get('location')).toBe('/admin/tai-khoan?thong-bao=session_ended');
    expect((await client.get('/admin', onLaptop)).status).toBe(303);
    expect((await client.get('/admin', onPhone)).status).toBe(200);
  });

  it("never ends another member's session", async () => {
    const email = await member('others');
    await addStaffAccounts(server, [{ email: 'chu@hotelix.vn', role: 'owner' }]);
    const owner = (await client.signIn('chu@hotelix.vn')).cookie;
    const ownerSession = sessionIds(await account(owner))[0]!;
    const mine = (await client.signIn(email)).cookie;
    const refused = await client.post('/admin/tai-khoan', { action: 'end_session', session: ownerSession }, mine);
    expect(refused.headers.get('location')).toBe('/admin/tai-khoan?thong-bao=unchanged');
    expect((await client.get('/admin', owner)).status).toBe(200);
  });

  it('renames, and refuses an empty or multi-line name without changing it', async () => {
    const email = await member('name');
    const cookie = (await client.signIn(email)).cookie;
    expect((await client.post('/admin/tai-khoan', { action: 'name', name: '  Nguyễn Thị Lan ' }, cookie)).status).toBe(
      303,
    );
    expect(await (await client.get('/admin', cookie)).text()).toContain('Nguyễn Thị Lan · Kinh doanh');
    for (const name of ['', 'Lan\nBcc: x@y.vn', 'L'.repeat(101)]) {
      const refused = await client.post('/admin/tai-khoan', { action: 'name', name }, cookie);
      expect(refused.status, JSON.stringify(name)).toBe(422);
    }
    expect(await (await client.get('/admin', cookie)).text()).toContain('Nguyễn Thị Lan · Kinh doanh');
  });

  it('changes the password only with the current one, ending every other session', async () => {
    const email = await member('password');
    const here = (await client.signIn(email)).cookie;
    const elsewhere = (await client.signIn(email)).cookie;
    const wrong = await client.post(
      '/admin/tai-khoan',
      { action: 'password', current: 'khong-phai-mat-khau', password: newPassword, confirm: newPassword },
      here,
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Mật khẩu hiện tại không đúng.');
    const weak = await client.post(
      '/admin/tai-khoan',
      { action: 'password', current: staffPassword, password: '123456789012', confirm: '123456789012' },
      here,
    );
    expect(weak.status).toBe(422);

    const changed = await client.post(
      '/admin/tai-khoan',
      { action: 'password', current: staffPassword, password: newPassword, confirm: newPassword },
      here,
    );
    expect(changed.headers.get('location')).toBe('/admin/tai-khoan?thong-bao=password_changed');
    expect((await client.get('/admin', elsewhere)).status).toBe(303);
    expect((await client.get('/admin', here)).status).toBe(200);
    expect((await client.signIn(email)).response.status).toBe(401);
    expect((await client.signIn(email, '/admin', newPassword)).response.status).toBe(303);
  });

  it('signs out when the member ends the session they are using', async () => {
    const cookie = (await client.signIn(await member('sign-out'))).cookie;
    const page = await account(cookie);
    const item = page.split('<li').find((chunk) => chunk.includes('Đăng xuất phiên này'))!;
    const mine = sessionIds(item)[0]!;
    const response = await client.post('/admin/tai-khoan', { action: 'end_session', session: mine }, cookie);
    expect(response.headers.get('location')).toBe('/admin/login');
    expect((await client.get('/admin', cookie)).status).toBe(303);
  });
});
