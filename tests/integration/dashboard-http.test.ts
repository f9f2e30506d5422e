import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { addStaffAccounts, postTrialLead, staffClient } from './staff-client.ts';

// /admin/tong-quan over HTTP against the production server: the owner's page and its CSV tables,
// closed to the other roles, and what hostile addresses get.

const owner = 'chu@hotelix.vn';
const sales = 'ban-hang@hotelix.vn';
const editor = 'bien-tap@hotelix.vn';
const headings = [
  'Khách hàng theo ngày',
  'Nguồn và chiến dịch',
  'Phễu bán hàng',
  'Thời gian phản hồi đầu tiên',
  'Việc quá hạn',
];

describe('the dashboard page', () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let ownerCookie: string;
  let salesCookie: string;
  let editorCookie: string;

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    await addStaffAccounts(server, [
      { email: owner, role: 'owner' },
      { email: sales, role: 'sales' },
      { email: editor, role: 'editor' },
    ]);
    ownerCookie = (await client.signIn(owner)).cookie;
    salesCookie = (await client.signIn(sales)).cookie;
    editorCookie = (await client.signIn(editor, '/admin/tai-khoan')).cookie;
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

  it('shows the owner every chart as an SVG image, with its heading, table and CSV, and no script', async () => {
    const response = await client.get('/admin/tong-quan?ky=7', ownerCookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('>Tổng quan</h1>');
    for (const heading of headings) expect(html).toContain(`>${heading}</h2>`);
    const svgs = html.match(/<svg role="img"[\s\S]*?<\/svg>/g) ?? [];
    expect(svgs.length).toBeGreaterThanOrEqual(3);
    for (const svg of svgs) expect(svg).not.toContain('style=');
    expect(html).toContain('<caption');
    expect(html).toContain('href="/admin/tong-quan.csv?ky=7&amp;bang=ngay"');
    expect(html).toMatch(/aria-current="page"[^>]*>7 ngày</);
    expect(html).toContain('href="/admin/tong-quan"');
    // Nothing hydrates: the page is links, a GET form and SVG.
    expect(html).not.toContain('<astro-island');
    // The headline: the one lead, against a previous week that had none.
    expect(html).toMatch(/>Khách hàng tiềm năng<\/dt><dd[^>]*>1<\/dd><dd[^>]*>Kỳ trước không có khách hàng nào<\/dd>/);
  });

  it('downloads a chart’s table as CSV with a byte-order mark and its headings', async () => {
    const csv = await client.get(
      '/admin/tong-quan.csv?ky=tuy-chon&tu=2026-11-01&den=2026-11-07&bang=ngay',
      ownerCookie,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="tong-quan-ngay-2026-11-01-2026-11-07.csv"',
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Ngày,Dùng thử,Bảng giá,Liên hệ,Đặt lịch demo,Báo giá,Trợ lý,Tổng');
    expect(lines[1]).toBe('01/11/2026,0,0,0,0,0,0,0');
    expect(lines).toHaveLength(9);
    const funnel = await (await client.get('/admin/tong-quan.csv?bang=pheu', ownerCookie)).text();
    expect(funnel.split('\r\n')[1]).toBe('Mới,1,0,—');
  });

  it('is for owners only: sales and editors get 403, a stranger is sent to sign in', async () => {
    for (const cookie of [salesCookie, editorCookie]) {
      expect((await client.get('/admin/tong-quan', cookie)).status).toBe(403);
      expect((await client.get('/admin/tong-quan.csv?bang=ngay', cookie)).status).toBe(403);
    }
    const anonymous = await client.get('/admin/tong-quan');
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get('location')).toMatch(/^\/admin\/login/);
    expect((await client.get('/admin/tong-quan.csv?bang=ngay')).status).toBe(401);
    expect(await (await client.get('/admin', salesCookie)).text()).not.toContain('href="/admin/tong-quan"');
  });

  it('answers hostile addresses with the page or a 4xx, never a 5xx, and keeps serving', async () => {
    for (const search of [
      '?ky=abc',
      '?period=abc',
      '?ky=tuy-chon&tu=2026-13-45&den=9999-12-31',
      '?ky=tuy-chon&tu=2000-01-01&den=2100-12-31',
      `?ky=${'9'.repeat(10_000)}`,
      `?tu=${'a'.repeat(10_000)}&den=%00%ff`,
      "?ky=' OR 1=1 --",
    ]) {
      const page = await client.get(`/admin/tong-quan${search}`, ownerCookie);
      expect(page.status, search).toBeGreaterThanOrEqual(200);
      expect(page.status, search).toBeLessThan(500);
      await page.text();
      const csv = await client.get(`/admin/tong-quan.csv${search}&bang=nguon`, ownerCookie);
      expect(csv.status, search).toBeLessThan(500);
      await csv.text();
    }
    expect((await client.get('/admin/tong-quan.csv?bang=khong-co', ownerCookie)).status).toBe(404);
    expect((await client.get('/admin/tong-quan.csv', ownerCookie)).status).toBe(404);
    expect((await client.post('/admin/tong-quan', { ky: '7' }, ownerCookie)).status).toBe(405);
    expect((await client.post('/admin/tong-quan.csv', { bang: 'ngay' }, ownerCookie)).status).toBe(405);
    const put = await fetch(`${server.url}/admin/tong-quan`, { method: 'PUT', headers: { cookie: ownerCookie } });
    expect(put.status).toBeGreaterThanOrEqual(400);
    expect(put.status).toBeLessThan(500);
    expect((await client.get('/admin/tong-quan', ownerCookie)).status).toBe(200);
  });
});
