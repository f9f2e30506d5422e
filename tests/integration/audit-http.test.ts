import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { audit } from '../../src/server/audit/audit-log.ts';
import { createDb } from '../../src/server/db/client.ts';
import { addStaffAccounts, postTrialLead, runAccountCli, staffClient } from './staff-client.ts';

// /admin/nhat-ky over HTTP against the production server: what the team does through the browser
// and the command line shows up with who, what and from where; the filters, the CSV, and what a
// hostile request to it gets.

// `owner` is made by the CLI and signs in once on a phone, and does nothing after: the first test
// lists all its lines. `reader`, a second owner, reads and exports the log in the other tests.
const owner = 'chu@hotelix.vn';
const reader = 'quan-ly@hotelix.vn';
const sales = 'ban-hang@hotelix.vn';
const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-A556E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

const nextStep = { step_kind: 'call', step_date: '2030-01-02', step_time: '09:00' };

describe('the audit log page', () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let readerCookie: string;
  let salesCookie: string;

  const page = async (search = '') => (await client.get(`/admin/nhat-ky${search}`, readerCookie)).text();
  /** The lines a page lists (not its filters' options), as HTML, newest first. */
  const entries = async (search = '') => (await page(search)).split('<li data-action=').slice(1);

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    runAccountCli(server, ['--email', owner, '--name', 'Chủ Khách Sạn']);
    await addStaffAccounts(server, [
      { email: reader, role: 'owner' },
      { email: sales, role: 'sales' },
    ]);
    await client.signIn(owner, '/admin', undefined, phone);
    readerCookie = (await client.signIn(reader)).cookie;
    salesCookie = (await client.signIn(sales)).cookie;
    await postTrialLead(server, {
      company_name: 'Khách sạn Hoa Sen',
      name: 'Trần Bình',
      email: 'binh@vidu.vn',
      phone: '0900 222 333',
    });
  });

  afterAll(async () => {
    await server.stop();
  });

  it('shows a sign-in with the browser and address it came from, and the accounts the CLI made', async () => {
    const [signedIn, created, ...rest] = await entries(`?nguoi=${encodeURIComponent(owner)}`);
    expect(rest).toEqual([]);
    expect(signedIn).toContain('>Đăng nhập</p>');
    expect(signedIn).toContain('Từ: 127.0.0.1 · Chrome trên Android');
    expect(created).toContain('>Tạo tài khoản</p>');
    expect(created).toContain('Quản trị, từ dòng lệnh');
    expect(created).toContain('Dòng lệnh trên máy chủ');
  });

  it('records a salesperson’s status change and export, each with the lead or the file', async () => {
    const inbox = await (await client.get('/admin', salesCookie)).text();
    const leadId = /href="\/admin\/leads\/([0-9a-f-]{36})"/.exec(inbox)![1]!;
    const changed = await client.post(
      `/admin/leads/${leadId}`,
      { action: 'status', from: 'new', to: 'contacted', ...nextStep },
      salesCookie,
    );
    expect(changed.status).toBe(303);
    expect((await client.get('/admin/export.csv?trang-thai=contacted', salesCookie)).status).toBe(200);
    const html = (await entries(`?nguoi=${encodeURIComponent(sales)}`)).join('');
    expect(html).toContain('Đổi trạng thái khách hàng');
    expect(html).toContain('Mới → Đã liên hệ');
    expect(html).toContain(`href="/admin/leads/${leadId}"`);
    expect(html).toContain('>Xuất CSV</p>');
    expect(html).toContain('Bộ lọc: trang-thai=contacted');
    // The lead's details stay in the inbox: the log names it by id only, and keeps no search's words.
    expect((await client.get('/admin/export.csv?q=0900%20222%20333', salesCookie)).status).toBe(200);
    const logged = (await entries(`?nguoi=${encodeURIComponent(sales)}`)).join('');
    expect(logged).toContain('Bộ lọc: có tìm kiếm');
    expect(logged).not.toContain('Trần Bình');
    expect(logged).not.toContain('0900 222 333');
  });

  it('filters by action, and shows a clear empty state for a period with nothing in it', async () => {
    const signOuts = await page('?hanh-dong=sign_out');
    expect(signOuts).toContain('Không có hoạt động nào khớp bộ lọc.');
    const failures = await page('?hanh-dong=sign_in_failed&tu=2020-01-01&den=2020-01-31');
    expect(failures).toContain('Không có hoạt động nào khớp bộ lọc.');
    const signIns = await entries('?hanh-dong=sign_in');
    expect(signIns.map((entry) => entry.slice(0, 10))).toEqual(['"sign_in" ', '"sign_in" ', '"sign_in" ']);
    expect(await page('?hanh-dong=sign_in')).toContain('<option value="sign_in" selected="">Đăng nhập</option>');
  });

  it('renders what a stranger typed at sign-in as text, and exports it to CSV so no spreadsheet runs it', async () => {
    const typed = '=HYPERLINK("http://x.vn")<b>@x.vn';
    const refused = await client.post('/admin/login', { email: typed, password: 'sai-mat-khau-2026', next: '/admin' });
    expect(refused.status).toBe(401);
    // Addresses are compared in lower case, so the log keeps what was typed in lower case.
    const html = await page('?hanh-dong=sign_in_failed');
    expect(html).toContain('=hyperlink(&quot;http://x.vn&quot;)&lt;b&gt;@x.vn');
    expect(html).not.toContain('<b>@x.vn');

    const csv = await client.get('/admin/nhat-ky.csv?hanh-dong=sign_in_failed', readerCookie);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="nhat-ky-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // Excel reads Vietnamese right only after a byte-order mark.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(
      'Thời gian,Người thực hiện,Hành động,Đối tượng,Chi tiết,Địa chỉ IP,Thiết bị,Thời gian (UTC)',
    );
    expect(text).toContain(`"'=hyperlink(""http://x.vn"")<b>@x.vn",Đăng nhập sai`);
    // The export is itself in the log.
    expect(await page('?hanh-dong=export_made')).toContain('nhat-ky-');
  });

  it('answers hostile requests with a 4xx or a plain page, stores nothing, and keeps serving', async () => {
    // Counted from 2026-12-01 on: the run's own lines, not the 60 the paging test writes on 2026-11-30
    // (they would fill the first page, and a full page counts nothing).
    const before = (await entries('?tu=2026-12-01')).length;
    const exportsBefore = (await entries('?hanh-dong=export_made&tu=2026-12-01')).length;
    const post = await client.post('/admin/nhat-ky', { action: 'xoa' }, readerCookie);
    expect(post.status).toBe(405);
    const put = await fetch(`${server.url}/admin/nhat-ky`, { method: 'PUT', headers: { cookie: readerCookie } });
    expect(put.status).toBeGreaterThanOrEqual(400);
    expect(put.status).toBeLessThan(500);
    for (const search of [
      `?nguoi=${'a'.repeat(5000)}`,
      '?hanh-dong=%00%ff&tu=2026-02-31&den=ngay-mai',
      '?sau=khong-phai-con-tro',
      '?tu=2026-13-45&den=9999-12-31',
      "?nguoi=' OR 1=1 --",
    ]) {
      // Bytes that are not UTF-8 are refused at the door (400); the rest is read as no filter.
      const response = await client.get(`/admin/nhat-ky${search}`, readerCookie);
      expect([200, 400], search).toContain(response.status);
      const csv = await client.get(`/admin/nhat-ky.csv${search}`, readerCookie);
      expect(csv.status, search).toBe(response.status);
      await csv.text();
    }
    expect((await client.get('/admin/nhat-ky', salesCookie)).status).toBe(403);
    expect((await client.get('/admin/nhat-ky.csv', salesCookie)).status).toBe(403);
    // Only the owner's exports above were added; the refused requests left nothing.
    const exports = (await entries('?hanh-dong=export_made&tu=2026-12-01')).length;
    const after = (await entries('?tu=2026-12-01')).length;
    expect(after).toBeLessThan(50);
    expect(after - before).toBe(exports - exportsBefore);
    expect((await client.get('/tin-tuc')).status).toBe(200);
  });

  it('pages through lines of the same millisecond in the order they were written, none twice or lost', async () => {
    // Written by the test beside the server, into the same database, with one time stamp for all: the
    // order of writing is all that tells them apart. Dated before the run, so the counts of the
    // hostile-request test (from 2026-12-01 on) never meet them.
    const db = createDb({ dialect: 'sqlite', file: path.join(server.dataDir, 'site.db') });
    const actor = { email: 'thu-tu@hotelix.vn' };
    const at = new Date('2026-11-30T03:00:00.000Z');
    try {
      for (let i = 1; i <= 60; i++) await audit(db, { action: 'export_made', actor, detail: `Lần ${i}`, at });
    } finally {
      await db.destroy();
    }
    const details = (html: string) => [...html.matchAll(/<p>(Lần \d+)<\/p>/g)].map((match) => match[1]);
    const first = await page(`?nguoi=${encodeURIComponent(actor.email)}`);
    const next = /href="(\/admin\/nhat-ky\?[^"]+)"[^>]*>Trang sau</.exec(first)?.[1]?.replaceAll('&amp;', '&');
    const second = await (await client.get(next!, readerCookie)).text();
    expect([...details(first), ...details(second)]).toEqual(Array.from({ length: 60 }, (_, i) => `Lần ${60 - i}`));
    expect(next).toMatch(/sau=2026-11-30T03%3A00%3A00.000Z_\d+$/);
  });
});
