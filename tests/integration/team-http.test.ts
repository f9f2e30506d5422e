import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';

// /admin/nhan-vien and an invitation's page over HTTP, against the production server without SMTP:
// the owner is shown the link once, the invited person opens it in another browser.

const owner = 'chu@hotelix.vn';
const newPassword = 'bốn mùa hoa nở ven sông';

describe('the team page', () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let ownerCookie: string;

  const invitationsOf = async () =>
    (await (await client.get('/admin/nhan-vien', ownerCookie)).text()).match(/Lời mời đang chờ \((\d+)\)/)?.[1] ?? '0';
  const invite = async (email: string, role = 'sales') =>
    client.post('/admin/nhan-vien', { action: 'invite', email, role }, ownerCookie);
  /** The id of the member listed with `email` (each member is one list item with their forms). */
  const memberId = async (email: string) => {
    const page = await (await client.get('/admin/nhan-vien', ownerCookie)).text();
    const item = page.split('<li').find((chunk) => chunk.includes(`>${email}<`) && chunk.includes('name="user"'));
    return /name="user" value="([0-9a-f-]{36})"/.exec(item ?? '')![1]!;
  };
  const linkIn = (page: string) =>
    /value="(http[^"]+\/admin\/loi-moi\?ma=[^"]+)"/.exec(page)?.[1]?.replace('&amp;', '&');

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    await addStaffAccounts(server, [{ email: owner, role: 'owner' }]);
    ownerCookie = (await client.signIn(owner)).cookie;
  });

  afterAll(async () => {
    await server.stop();
  });

  it('shows the link once when e-mail is not configured, and the invited person joins with it', async () => {
    const response = await invite('ha@hotelix.vn');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Máy chủ chưa được cấu hình gửi email.');
    const link = new URL(linkIn(page)!);
    expect(await (await client.get('/admin/nhan-vien', ownerCookie)).text()).not.toContain(link.searchParams.get('ma'));

    const path = `${link.pathname}${link.search}`;
    const form = await client.get(path);
    expect(form.status).toBe(200);
    expect(form.headers.get('referrer-policy')).toBe('same-origin');
    expect(await form.text()).toContain('Tài khoản ha@hotelix.vn, vai trò “Kinh doanh”.');

    const weak = await client.post('/admin/loi-moi', {
      ma: link.searchParams.get('ma')!,
      name: 'Hà',
      password: 'qwerty123456',
      confirm: 'qwerty123456',
    });
    expect(weak.status).toBe(422);
    expect(await weak.text()).toContain('Mật khẩu này quá phổ biến hoặc dễ đoán.');

    const joined = await client.post('/admin/loi-moi', {
      ma: link.searchParams.get('ma')!,
      name: 'Trần Thu Hà',
      password: newPassword,
      confirm: newPassword,
    });
    expect(joined.status).toBe(303);
    // A salesperson joins straight into 'Hôm nay'.
    expect(joined.headers.get('location')).toBe('/admin/hom-nay');
    const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(await (await client.get('/admin', cookie)).text()).toContain('Trần Thu Hà · Kinh doanh');

    const again = await client.get(path);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('Lời mời không còn hiệu lực');
  });

  it('deactivating a member ends their session at once; reactivating lets them sign in again', async () => {
    await addStaffAccounts(server, [{ email: 'lan@hotelix.vn', role: 'sales' }]);
    const lan = (await client.signIn('lan@hotelix.vn')).cookie;
    const lanId = await memberId('lan@hotelix.vn');
    const locked = await client.post('/admin/nhan-vien', { action: 'deactivate', user: lanId }, ownerCookie);
    expect(locked.headers.get('location')).toBe('/admin/nhan-vien?thong-bao=deactivated');
    expect((await client.get('/admin', lan)).status).toBe(303);
    expect((await client.signIn('lan@hotelix.vn')).response.status).toBe(401);
    await client.post('/admin/nhan-vien', { action: 'reactivate', user: lanId }, ownerCookie);
    expect((await client.signIn('lan@hotelix.vn')).response.status).toBe(303);
  });

  it('keeps the last owner an owner, with a Vietnamese message', async () => {
    const ownerId = await memberId(owner);
    const refused = await client.post(
      '/admin/nhan-vien',
      { action: 'role', user: ownerId, role: 'sales' },
      ownerCookie,
    );
    const notice = await (await client.get(refused.headers.get('location')!, ownerCookie)).text();
    expect(notice).toContain('Không thể đổi vai trò hoặc khoá người quản trị cuối cùng đang hoạt động.');
  });

  it.each([
    ['an address with a line break', 'a@b.vn\nBcc: x@y.vn'],
    ['no address at all', 'khong-phai-email'],
    ['a 300-character address', `${'a'.repeat(290)}@hotelix.vn`],
  ])('refuses %s and stores no invitation', async (_case, email) => {
    const before = await invitationsOf();
    const response = await invite(email);
    expect(response.headers.get('location')).toBe('/admin/nhan-vien?thong-bao=invalid_email');
    expect(await invitationsOf()).toBe(before);
  });

  it('refuses an unknown role, an address that has an account, a foreign origin, another encoding and an oversized body', async () => {
    const before = await invitationsOf();
    expect((await invite('moi@hotelix.vn', 'admin')).headers.get('location')).toBe(
      '/admin/nhan-vien?thong-bao=invalid_email',
    );
    expect((await invite(owner)).headers.get('location')).toBe('/admin/nhan-vien?thong-bao=account_exists');
    expect(
      (
        await client.post(
          '/admin/nhan-vien',
          { action: 'invite', email: 'x@hotelix.vn', role: 'sales' },
          ownerCookie,
          'https://ke-gian.example',
        )
      ).status,
    ).toBe(403);
    const json = await fetch(`${server.url}/admin/nhan-vien`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: ownerCookie },
      body: JSON.stringify({ action: 'invite', email: 'y@hotelix.vn', role: 'sales' }),
    });
    expect(json.status).toBe(415);
    const huge = await client.post(
      '/admin/nhan-vien',
      { action: 'invite', email: 'z@hotelix.vn', role: 'sales', pad: 'x'.repeat(100_000) },
      ownerCookie,
    );
    expect(huge.status).toBe(413);
    expect(await invitationsOf()).toBe(before);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it.each([
    '/admin/nhan-vien',
    '/admin/tai-khoan',
    '/admin/hai-buoc',
    '/admin/loi-moi',
    '/admin/quen-mat-khau',
    '/admin/dat-lai-mat-khau',
    '/admin/xac-thuc',
  ])('answers %s posted as JSON, oversized or with PUT with a clear 4xx, and stays up', async (path) => {
    const json = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: ownerCookie },
      body: JSON.stringify({ action: 'invite', email: 'json@hotelix.vn' }),
    });
    expect(json.status).toBe(415);
    const huge = await client.post(path, { email: 'to@hotelix.vn', pad: 'x'.repeat(100_000) }, ownerCookie);
    expect(huge.status).toBe(413);
    const put = await fetch(`${server.url}${path}`, {
      method: 'PUT',
      headers: { origin: server.url, cookie: ownerCookie },
    });
    expect(put.status).toBeGreaterThanOrEqual(400);
    expect(put.status).toBeLessThan(500);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});

// Requiring two-factor sign-in holds for every account on the server, so it has a server of its own:
// on the team page's server, every test after it would be sent to enrol.
describe('two-factor sign-in required of the team', () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let ownerCookie: string;

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    await addStaffAccounts(server, [
      { email: owner, role: 'owner' },
      { email: 'lan@hotelix.vn', role: 'sales' },
    ]);
    ownerCookie = (await client.signIn(owner)).cookie;
  });

  afterAll(async () => {
    await server.stop();
  });

  it('sends every account without two-factor sign-in to enrol once the owner requires it', async () => {
    const saved = await client.post('/admin/nhan-vien', { action: 'require_two_factor', required: 'on' }, ownerCookie);
    expect(saved.headers.get('location')).toBe('/admin/nhan-vien?thong-bao=two_factor_required');
    const lan = (await client.signIn('lan@hotelix.vn')).cookie;
    for (const cookie of [lan, ownerCookie]) {
      const page = await client.get('/admin', cookie);
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toBe('/admin/hai-buoc?bat-buoc=1');
      expect(await (await client.get('/admin/hai-buoc', cookie)).text()).toContain(
        'Quản trị yêu cầu mọi tài khoản bật xác thực hai bước.',
      );
    }
    const endpoint = await client.get('/admin/export.csv', lan);
    expect(endpoint.status).toBe(403);
    expect(await endpoint.json()).toEqual({ message: 'Vui lòng bật xác thực hai bước trước.' });
    expect((await client.post('/admin/logout', {}, lan)).status).toBe(303);
  });
});
