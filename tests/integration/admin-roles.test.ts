import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { postTrialLead, runAccountCli as runCli, staffClient } from './staff-client.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

// Every admin route × every role × anonymous, against the production server: what each may open,
// and that a refused change leaves the data as it was.

type Who = 'anonymous' | 'owner' | 'sales' | 'editor';
const accounts = { owner: 'chu@hotelix.vn', sales: 'ban-hang@hotelix.vn', editor: 'bien-tap@hotelix.vn' };

const nextStep = { step_kind: 'call', step_date: '2030-01-02', step_time: '09:00' };

// On SQLite only: a role is checked before any query runs, and accounts (roles, the last owner,
// sessions ended) are tested on both databases in accounts.test.ts. This file is where the CLI's own behaviour is tested over
// HTTP (the first account an owner, later ones sales, --role, a reset ending sessions); other files
// make their accounts with addStaffAccounts (staff-client.ts).
describe.each(['sqlite'] as const)('roles on %s', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  const runAccountCli = (on: LaunchedServer, args: string[], env: Record<string, string> = {}) =>
    runCli(on, args, { ...database.env, ...env });
  let client: ReturnType<typeof staffClient>;
  const cookies: Partial<Record<Who, string>> = {};
  let leadId: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer({ ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    // The first account is an owner and later ones sales, unless --role says otherwise.
    expect(runAccountCli(server, ['--email', accounts.owner]).stdout).toContain('(owner, Quản trị)');
    expect(runAccountCli(server, ['--email', accounts.sales]).stdout).toContain('(sales, Kinh doanh)');
    expect(runAccountCli(server, ['--email', accounts.editor, '--role', 'editor']).stdout).toContain(
      '(editor, Biên tập)',
    );
    for (const role of ['owner', 'sales', 'editor'] as const)
      cookies[role] = (await client.signIn(accounts[role])).cookie;
    await postTrialLead(server, {
      company_name: 'Khách sạn Hoa Sen',
      name: 'Trần Bình',
      email: 'binh@vidu.vn',
      phone: '0900 222 333',
    });
    const inbox = await (await client.get('/admin', cookies.owner)).text();
    leadId = /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(inbox)![1]!;
  }, 60_000);

  afterAll(async () => {
    await server.stop();
    await database.dispose();
  });

  it('refuses an unknown role on the command line and changes nothing', () => {
    const run = runAccountCli(server, ['--email', 'moi@hotelix.vn', '--role', 'admin']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Unknown role 'admin'");
  });

  const matrix: Array<[method: 'GET' | 'POST', path: string, expected: Record<Who, number>]> = [
    ['GET', '/admin', { anonymous: 303, owner: 200, sales: 200, editor: 403 }],
    ['GET', '/admin/newsletter', { anonymous: 303, owner: 200, sales: 200, editor: 403 }],
    ['GET', '/admin/leads/:lead', { anonymous: 303, owner: 200, sales: 200, editor: 403 }],
    ['GET', '/admin/export.csv', { anonymous: 401, owner: 200, sales: 200, editor: 403 }],
    ['GET', '/admin/newsletter.csv', { anonymous: 401, owner: 200, sales: 200, editor: 403 }],
    ['POST', '/admin/notifications/resend', { anonymous: 401, owner: 303, sales: 303, editor: 403 }],
    ['GET', '/admin/nhan-vien', { anonymous: 303, owner: 200, sales: 403, editor: 403 }],
    ['GET', '/admin/nhat-ky', { anonymous: 303, owner: 200, sales: 403, editor: 403 }],
    ['GET', '/admin/nhat-ky.csv', { anonymous: 401, owner: 200, sales: 403, editor: 403 }],
    ['POST', '/admin/nhat-ky', { anonymous: 405, owner: 405, sales: 405, editor: 405 }],
    ['POST', '/admin/nhan-vien', { anonymous: 303, owner: 303, sales: 403, editor: 403 }],
    ['GET', '/admin/tai-khoan', { anonymous: 303, owner: 200, sales: 200, editor: 200 }],
    ['GET', '/admin/tim', { anonymous: 303, owner: 200, sales: 200, editor: 403 }],
    ['GET', '/admin/tu-khoa', { anonymous: 303, owner: 200, sales: 403, editor: 200 }],
    ['POST', '/admin/tu-khoa', { anonymous: 405, owner: 405, sales: 405, editor: 405 }],
    ['GET', '/admin/tro-ly-chua-tra-loi', { anonymous: 303, owner: 200, sales: 403, editor: 200 }],
    // 'Gắn' and the synonyms' forms post to their pages: an empty post is no action of theirs (400).
    ['POST', '/admin/tro-ly-chua-tra-loi', { anonymous: 303, owner: 400, sales: 403, editor: 400 }],
    ['GET', '/admin/tro-ly-tu-dong-nghia', { anonymous: 303, owner: 200, sales: 403, editor: 200 }],
    ['POST', '/admin/tro-ly-tu-dong-nghia', { anonymous: 303, owner: 400, sales: 403, editor: 400 }],
    ['GET', '/admin/them', { anonymous: 303, owner: 200, sales: 200, editor: 200 }],
    ['GET', '/admin/loi-moi', { anonymous: 410, owner: 410, sales: 410, editor: 410 }],
    ['GET', '/admin/quen-mat-khau', { anonymous: 200, owner: 200, sales: 200, editor: 200 }],
    ['GET', '/admin/dat-lai-mat-khau', { anonymous: 410, owner: 410, sales: 410, editor: 410 }],
    ['GET', '/admin/khong-du-quyen', { anonymous: 303, owner: 403, sales: 403, editor: 403 }],
    ['GET', '/admin/login', { anonymous: 200, owner: 303, sales: 303, editor: 303 }],
    // A path no rule names is for owners only: a page added without a rule is closed, not open.
    ['GET', '/admin/trang-moi', { anonymous: 303, owner: 404, sales: 403, editor: 403 }],
  ];

  it.each(matrix)('%s %s answers each role as expected', async (method, path, expected) => {
    const url = path.replace(':lead', leadId);
    for (const who of ['anonymous', 'owner', 'sales', 'editor'] as const) {
      const cookie = cookies[who];
      const response = method === 'GET' ? await client.get(url, cookie) : await client.post(url, {}, cookie);
      expect(response.status, `${method} ${path} as ${who}`).toBe(expected[who]);
      expect(response.headers.get('cache-control'), `${method} ${path} as ${who}`).toBe('no-store');
    }
  });

  it('shows a refused page in Vietnamese, naming the role, with no link to pages the role cannot open', async () => {
    const response = await client.get('/admin', cookies.editor);
    const page = await response.text();
    expect(page).toContain('Bạn không có quyền xem trang này');
    expect(page).toContain('vai trò “Biên tập”');
    expect(page).not.toContain('href="/admin/newsletter"');
    expect(page).not.toContain('Trần Bình');
  });

  it('refuses a lead change from a role without the right and keeps the lead as it was', async () => {
    const path = `/admin/leads/${leadId}`;
    const refused = await client.post(
      path,
      { action: 'status', from: 'new', to: 'contacted', ...nextStep },
      cookies.editor,
    );
    expect(refused.status).toBe(403);
    const page = await (await client.get(path, cookies.sales)).text();
    expect(page).not.toContain('Chuyển sang “');
    // The same change from sales goes through: the refusal above was the role, not the form.
    expect(
      (await client.post(path, { action: 'status', from: 'new', to: 'contacted', ...nextStep }, cookies.sales)).status,
    ).toBe(303);
    expect(await (await client.get(path, cookies.sales)).text()).toContain('Chuyển sang “');
    const json = await client.post('/admin/notifications/resend', {}, cookies.editor);
    expect(await json.json()).toEqual({ message: 'Bạn không có quyền thực hiện thao tác này.' });
  });

  it('sends each role, signing in without a destination, to the first page it opens', async () => {
    for (const [role, home] of [
      ['owner', '/admin'],
      // A salesperson's day starts on 'Hôm nay', new leads first.
      ['sales', '/admin/hom-nay'],
      ['editor', '/admin/bai-viet'],
    ] as const) {
      const response = await client.post('/admin/login', {
        email: accounts[role],
        password: 'mat-khau-rat-dai-2026',
        next: '',
      });
      expect(response.headers.get('location'), role).toBe(home);
      // '/admin' alone is where a sign-in is sent from a bookmark or an expired session: the role's
      // first page too, so a salesperson opening the app later starts on 'Hôm nay' again.
      const fromAdmin = await client.post('/admin/login', {
        email: accounts[role],
        password: 'mat-khau-rat-dai-2026',
        next: '/admin',
      });
      expect(fromAdmin.headers.get('location'), role).toBe(home);
    }
    const asked = await client.post('/admin/login', {
      email: accounts.sales,
      password: 'mat-khau-rat-dai-2026',
      next: '/admin?nguon=demo',
    });
    expect(asked.headers.get('location')).toBe('/admin?nguon=demo');
  });

  it('shows each member the header links of their role, with their role named', async () => {
    const sales = await (await client.get('/admin', cookies.sales)).text();
    expect(sales).toContain('href="/admin/newsletter"');
    expect(sales).toContain('ban-hang@hotelix.vn · Kinh doanh');
  });

  it('ends every session of an account whose password the CLI resets, and keeps the last owner an owner', async () => {
    const { cookie } = await client.signIn(accounts.sales);
    expect((await client.get('/admin', cookie)).status).toBe(200);
    const reset = runAccountCli(server, ['--email', accounts.sales], { ADMIN_PASSWORD: 'mat-khau-rat-dai-2026' });
    expect(reset.stdout).toContain('every session of the account is ended');
    expect((await client.get('/admin', cookie)).status).toBe(303);
    expect((await client.get('/admin', cookies.sales)).status).toBe(303);
    cookies.sales = (await client.signIn(accounts.sales)).cookie;

    const demote = runAccountCli(server, ['--email', accounts.owner, '--role', 'sales']);
    expect(demote.status).toBe(1);
    expect(demote.stderr).toContain('last active owner');
    cookies.owner = (await client.signIn(accounts.owner)).cookie;
    expect((await client.get('/admin/trang-moi', cookies.owner)).status).toBe(404);
  });
});
