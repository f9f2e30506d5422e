import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';

// 'Thông tin công ty' over HTTP on the production server: the owner's details replace the samples on
// every public page (cached pages included), in the structured data, and the figures without a
// source go once samples are off; anyone else, and any malformed post, changes nothing.
//
// The details are the server's own, one row for every page: the pages of the fresh install are read
// (and so cached) in beforeAll, then the owner saves once, so each test reads the state it checks
// whatever the order (the tests once built on each other, and failed shuffled).

const owner = 'chu@hotelix.vn';
const seller = 'lan@hotelix.vn';

const saved = {
  legalName: 'Công ty TNHH Phần mềm Khách sạn Việt',
  hotline: '028 3822 1234',
  hotlineHours: '7:30–21:30 hằng ngày',
  zalo: '0912 345 678',
  salesEmail: 'lienhe@khachsanviet.vn',
  officeAddress: '45 Lê Thánh Tôn, Phường Sài Gòn, TP. Hồ Chí Minh',
  mapUrl: 'https://maps.app.goo.gl/abc123',
  officeHours: 'Thứ Hai đến thứ Sáu: 8:00–17:30\nThứ Bảy: 8:00–12:00',
  social_facebook: 'https://www.facebook.com/khachsanviet',
  social_youtube: '',
  social_tiktok: '',
  social_linkedin: '',
  claim_hotels_value: '120+',
  claim_hotels_source: 'Hợp đồng đang hiệu lực, tháng 10/2026',
  claim_rating_value: '4.8',
  claim_rating_source: '',
  claim_revenue_value: '+30%',
  claim_revenue_source: '',
  claim_timeSaved_value: '50%',
  claim_timeSaved_source: 'Khảo sát 42 khách sạn, tháng 9/2026',
};

const publicPages = [
  '/',
  '/contact',
  '/tin-tuc',
  '/san-pham',
  '/chinh-sach-bao-mat',
  '/cam-on',
  '/khach-hang',
  '/bao-gia',
];

describe("the company's details", () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let db: DatabaseSync;
  const cookies = { owner: '', seller: '' };
  const page = async (path: string) => (await client.get(path)).text();
  const stored = () => db.prepare('SELECT details, updated_at, updated_by FROM company_details').all();
  /** What the fresh install served, before the owner's save. */
  const fresh = { pages: new Map<string, string>(), inbox: '', form: '', sellerInbox: '' };
  let save: Response;

  beforeAll(async () => {
    server = await launchServer();
    client = staffClient(server);
    db = new DatabaseSync(`${server.dataDir}/site.db`, { readOnly: true });
    await addStaffAccounts(server, [
      { email: owner, role: 'owner' },
      { email: seller, role: 'sales' },
    ]);
    cookies.owner = (await client.signIn(owner)).cookie;
    cookies.seller = (await client.signIn(seller)).cookie;
    for (const path of publicPages) fresh.pages.set(path, await page(path));
    fresh.inbox = await (await client.get('/admin', cookies.owner)).text();
    fresh.form = await (await client.get('/admin/cong-ty', cookies.owner)).text();
    fresh.sellerInbox = await (await client.get('/admin', cookies.seller)).text();
    save = await client.post('/admin/cong-ty', { ...saved, showSamples: '' }, cookies.owner);
  }, 60_000);

  afterAll(async () => {
    db?.close();
    await server?.stop();
  });

  it('shows the samples on a fresh install, and lists them to the owner on their first page', async () => {
    const home = fresh.pages.get('/')!;
    expect(home).toContain('0900 000 000');
    expect(home).toContain('50+');
    expect(home).toContain('4.9/5');
    expect(fresh.inbox).toContain('Trang web còn 8 giá trị mẫu.');
    expect(fresh.form).toContain('Trang web còn hiển thị giá trị mẫu');
    for (const field of ['Hotline', 'Số Zalo', 'Email kinh doanh', 'Địa chỉ văn phòng'])
      expect(fresh.form).toContain(`<li>${field}</li>`);
    expect(fresh.sellerInbox).not.toContain('giá trị mẫu');
  });

  it('refuses a salesperson, another body type, an oversized body and an uncallable number, storing nothing', async () => {
    // The saved row, its time and author: a refused post that wrote would change them.
    const before = stored();
    expect(before).toHaveLength(1);
    expect((await client.post('/admin/cong-ty', saved, cookies.seller)).status).toBe(403);
    // Posted from another site with the owner's cookie, or claiming another Host: refused as a forgery.
    expect((await client.post('/admin/cong-ty', saved, cookies.owner, 'https://ke-gian.example')).status).toBe(403);
    const forgedHost = await fetch(`${server.url}/admin/cong-ty`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://ke-gian.example',
        host: 'ke-gian.example',
        'x-forwarded-host': 'ke-gian.example',
        'x-forwarded-for': '203.0.113.9',
        cookie: cookies.owner,
      },
      body: new URLSearchParams(saved),
    });
    expect(forgedHost.status).not.toBe(303);
    expect(forgedHost.status).toBeGreaterThanOrEqual(400);
    const json = await fetch(`${server.url}/admin/cong-ty`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: cookies.owner },
      body: JSON.stringify(saved),
    });
    expect(json.status).toBe(415);
    const huge = await client.post('/admin/cong-ty', { ...saved, legalName: 'x'.repeat(70_000) }, cookies.owner);
    expect(huge.status).toBe(413);
    const wrong = await client.post(
      '/admin/cong-ty',
      { ...saved, hotline: '123', mapUrl: 'javascript:alert(1)' },
      cookies.owner,
    );
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain('Số điện thoại không hợp lệ.');
    expect(html).toContain('Hãy nhập một địa chỉ bắt đầu bằng https://.');
    // What was typed is still there.
    expect(html).toContain('value="Công ty TNHH Phần mềm Khách sạn Việt"');
    expect(stored()).toEqual(before);
    expect((await client.get('/')).status).toBe(200);
  });

  it('puts the saved details on every public page at once, cached ones too, and in the structured data', async () => {
    for (const path of publicPages) expect(fresh.pages.get(path), path).toContain('0900 000 000');
    const officeAnswer = () => page('/tro-ly?q=v%C4%83n+ph%C3%B2ng+c%C3%B4ng+ty+%E1%BB%9F+%C4%91%C3%A2u');
    expect(save.status).toBe(303);
    expect(save.headers.get('location')).toBe('/admin/cong-ty?da-luu=1');
    for (const path of publicPages) {
      const html = await page(path);
      expect(html, path).toContain('028 3822 1234');
      expect(html, path).toContain('tel:+842838221234');
      expect(html, path).toContain('https://zalo.me/0912345678');
      expect(html, path).not.toContain('0900 000 000');
    }
    const home = await page('/');
    expect(home).toContain('"telephone":"+842838221234"');
    expect(home).toContain('"email":"lienhe@khachsanviet.vn"');
    expect(home).toContain('Công ty TNHH Phần mềm Khách sạn Việt');
    expect(await page('/contact')).toContain('href="https://maps.app.goo.gl/abc123"');
    expect(await page('/contact')).toContain('Thứ Hai đến thứ Sáu: 8:00–17:30');
    expect(home).toContain('href="https://www.facebook.com/khachsanviet"');
    // The assistant and the site search read the saved details at once, not the samples. (With these
    // details retrieval is not sure enough to quote the address, and offers the contact page.)
    const answer = await officeAnswer();
    expect(answer).toContain(
      '<a href="/contact" class="text-primary underline underline-offset-2">Liên hệ, địa chỉ văn phòng và giờ làm việc</a>',
    );
    const found = await page('/tim-kiem?q=so+hotline');
    expect(found).toContain('Liên hệ, địa chỉ văn phòng và giờ làm việc');
    expect(found).toContain('028 3822 1234');
    expect(found).not.toContain('0900 000 000');
  });

  it('states only the figures with a source once samples are off, and hides the invented stories', async () => {
    const home = await page('/');
    expect(home).toContain('120+');
    expect(home).toContain('Nguồn: Hợp đồng đang hiệu lực, tháng 10/2026');
    expect(home).toContain('Nguồn: Khảo sát 42 khách sạn, tháng 9/2026');
    expect(home).not.toContain('4.8/5');
    expect(home).not.toContain('+30%');
    expect(home).not.toContain('Câu chuyện minh họa, không phải khách hàng thật');
    const stories = await page('/khach-hang');
    expect(stories).not.toContain('Câu chuyện minh họa, không phải khách hàng thật');
    // No real story yet: the page the footer links to says so and offers the next step.
    expect(stories).toContain('Câu chuyện khách hàng đang được chuẩn bị');
    expect(stories).toContain('href="/dat-lich-demo"');
    expect((await client.get('/khach-hang/gio-nam-resort')).status).toBe(404);
    expect(await page('/sitemap.xml')).not.toContain('/khach-hang/gio-nam-resort');
  });

  it('records the change in the audit log and keeps the owner’s notice to what is left', async () => {
    const audit = db.prepare("SELECT actor_email FROM audit_events WHERE action = 'company_details_changed'").all();
    expect(audit).toEqual([{ actor_email: owner }]);
    const form = await (await client.get('/admin/cong-ty', cookies.owner)).text();
    expect(form).toContain('Số liệu trên trang chủ');
    expect(form).toContain('Điểm đánh giá trung bình (trên 5) (chưa có nguồn)');
    expect(form).not.toContain('<li>Hotline</li>');
  });
});
