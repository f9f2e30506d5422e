import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type ReceivedEmail, type SmtpReceiver } from '../../scripts/lib/notify-receivers.ts';
import { sharedServer } from './shared-server.ts';
import { storeLead } from './stored-lead.ts';
import { useTeamServer } from './team-server.ts';
import { testDialects } from './test-databases.ts';

// A person's request about their data over HTTP, on the production server: the public page with a
// mail server (both databases) from the form to the owner's 'Đã trả lời', hostile requests refused
// with a clear 4xx and nothing stored, the team's other roles refused; and a default install, which
// sends no e-mail, offering no form it could not keep. The rules themselves: person-requests.test.ts.

const page = '/yeu-cau-du-lieu-ca-nhan';
const confirmPath = `${page}/xac-nhan`;
const owner = '/admin/du-lieu-ca-nhan';
const form = 'application/x-www-form-urlencoded';
const answer = 'Nếu địa chỉ này nhận được thư, chúng tôi vừa gửi tới đó một đường dẫn xác nhận.';

describe.each(testDialects)('a person’s requests over HTTP on %s', (dialect) => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());
  const team = useTeamServer(dialect, 'migrated', () => ({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL_TO: 'kinh-doanh@hotelix.vn',
    NOTIFY_EMAIL_FROM: 'Hotelix <no-reply@hotelix.vn>',
  }));
  const post = (path: string, body: string, type = form, headers: Record<string, string> = {}) =>
    fetch(`${team.server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': type, origin: team.server.url, ...headers },
      body,
    });
  const stored = () => team.db.selectFrom('personal_data_requests').selectAll().execute();
  /** The one e-mail to `to`, once it has arrived. */
  async function mailTo(to: string): Promise<ReceivedEmail> {
    // Addresses as the receiver read them: mail servers treat their domain in any case.
    const to_ = (mail: ReceivedEmail) => mail.to.map((address) => address.toLowerCase()).includes(to.toLowerCase());
    await expect.poll(() => smtp.emails.filter(to_).length, { timeout: 10_000 }).toBe(1);
    return smtp.emails.find(to_)!;
  }
  const linkIn = (mail: ReceivedEmail) => {
    const url = new URL(
      /(http:\/\/localhost:3000\/yeu-cau-du-lieu-ca-nhan\/xac-nhan\?ma=[\w.%-]+)/.exec(mail.text)![1]!,
    );
    return `${url.pathname}${url.search}`;
  };

  it('takes a request, proves the address by its link once, and puts it on the owner’s list with its clock', async () => {
    await storeLead(
      team.db,
      { name: 'Phạm Quốc Bảo', email: 'bao@ks-hoian.vn', phone: '0935111222', e164: '+84935111222' },
      new Date().toISOString(),
    );
    const shown = await fetch(`${team.server.url}${page}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const blank = await shown.text();
    expect(blank).toContain('Yêu cầu về dữ liệu cá nhân');
    expect(blank).toContain('Rút lại sự đồng ý, không liên hệ nữa');

    // A known address and an unknown one: the same answer.
    const known = await post(page, 'email=Bao%40KS-HoiAn.vn&kind=erase&detail=X%C3%B3a+h%E1%BA%BFt');
    const unknown = await post(page, 'email=ai-do%40ks-hoian.vn&kind=erase&detail=');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.text()).toContain(answer);
    expect(await unknown.text()).toContain(answer);
    const mail = await mailTo('Bao@KS-HoiAn.vn');
    expect(mail.subject).toBe('Xác nhận yêu cầu về dữ liệu cá nhân tại Hotelix');
    // What the visitor typed is not in it (a stranger's text would be phishing from our domain).
    expect(mail.text).not.toContain('Xóa hết');
    const link = linkIn(mail);

    // Opening the link changes nothing (a mail scanner opens links too); the button's post confirms.
    const opened = await fetch(`${team.server.url}${link}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('referrer-policy')).toBe('same-origin');
    expect(await opened.text()).toContain('Xác nhận yêu cầu');
    expect((await stored()).every((row) => row.confirmed_at === null)).toBe(true);
    const confirmed = await post(link, '');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Chúng tôi đã nhận yêu cầu “Xóa dữ liệu” và sẽ trả lời trước');
    const reused = await post(link, '');
    expect(reused.status).toBe(409);
    expect(await reused.text()).toContain('Đường dẫn này đã được dùng');
    const altered = await fetch(`${team.server.url}${link.slice(0, -2)}xx`);
    expect(altered.status).toBe(404);
    expect(await altered.text()).toContain('Đường dẫn không đúng');

    // The owner: a reminder on /admin (not for sales), the request with its clock, then answered.
    const inbox = await (await team.client.get('/admin', team.cookies.owner)).text();
    expect(inbox).toContain('1 yêu cầu về dữ liệu cá nhân đang chờ trả lời');
    expect(inbox).toMatch(/Gần hạn nhất: còn 7[12] giờ/);
    expect(await (await team.client.get('/admin', team.cookies.sales)).text()).not.toContain(
      'dữ liệu cá nhân đang chờ',
    );
    const list = await (await team.client.get(owner, team.cookies.owner)).text();
    expect(list).toContain('Bao@KS-HoiAn.vn');
    expect(list).toContain('Xóa hết');
    expect(list).toMatch(/Còn 7[12] giờ/);
    const id = (await stored()).find((row) => row.confirmed_at)!.id;
    const done = await team.client.post(owner, { action: 'request_done', request: id }, team.cookies.owner);
    expect(done.headers.get('location')).toBe(`${owner}?thong-bao=answered`);
    expect(await (await team.client.get('/admin', team.cookies.owner)).text()).not.toContain(
      'dữ liệu cá nhân đang chờ',
    );
  });

  it('refuses hostile requests with a clear 4xx, stores nothing, and stays up', async () => {
    const before = (await stored()).length;
    const refused = [
      [await post(page, 'email=khong-phai-email&kind=erase'), 422, 'Địa chỉ email không hợp lệ.'],
      [await post(page, 'email=a%40b.vn&kind=nuke'), 422, 'Chọn một yêu cầu.'],
      [await post(page, `email=a%40b.vn&kind=copy&detail=${'d'.repeat(1001)}`), 422, 'Nội dung tối đa 1000 ký tự'],
      [await post(page, 'email=a%40b.vn&kind=copy&detail=a%00b'), 422, 'không chứa ký tự điều khiển'],
      [await post(page, `email=a%40b.vn&kind=copy&detail=${'d'.repeat(70_000)}`), 413, ''],
      [await post(page, JSON.stringify({ email: 'a@b.vn', kind: 'copy' }), 'application/json'), 415, ''],
      [await post(page, 'email=%FF%FE%40b.vn&kind=copy'), 422, ''],
      [await post(`${confirmPath}?ma=khong-phai-ma`, ''), 404, 'Đường dẫn không đúng'],
      [await post(`${confirmPath}?ma=x`, '{}', 'application/json'), 415, ''],
    ] as const;
    for (const [response, status, message] of refused) {
      expect(response.status).toBe(status);
      if (message) expect(await response.text()).toContain(message);
    }
    expect((await fetch(`${team.server.url}${page}`, { method: 'PUT', body: 'x' })).status).toBe(405);
    // From another site, through a proxy with forged headers: refused, nothing stored, no e-mail.
    const forged = await post(page, 'email=nan-nhan%40gmail.com&kind=erase', form, {
      origin: 'https://evil.example',
      'x-forwarded-for': '203.0.113.66',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(forged.status).toBe(403);
    expect((await stored()).length).toBe(before);
    expect(smtp.emails.some((mail) => mail.to.includes('nan-nhan@gmail.com'))).toBe(false);
    expect((await fetch(`${team.server.url}${page}`)).status).toBe(200);
  });

  it('refuses a salesperson and an editor the owner’s steps, and checks what the owner records', async () => {
    for (const cookie of [team.cookies.sales, team.cookies.editor]) {
      for (const body of [
        { action: 'record_request', email: 'ai@ks.vn', kind: 'erase', detail: '' },
        { action: 'request_done', request: '00000000-0000-4000-8000-000000000000' },
      ])
        expect((await team.client.post(owner, body, cookie)).status).toBe(403);
    }
    const before = (await stored()).length;
    const bad = await team.client.post(
      owner,
      { action: 'record_request', email: 'ai', kind: 'erase', detail: '' },
      team.cookies.owner,
    );
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Địa chỉ email không hợp lệ.');
    const long = await team.client.post(owner, { action: 'request_done', request: 'x'.repeat(40) }, team.cookies.owner);
    expect(long.status).toBe(400);
    expect((await stored()).length).toBe(before);

    const recorded = await team.client.post(
      owner,
      { action: 'record_request', email: 'goi-dien@ks.vn', kind: 'copy', detail: 'Gọi hotline lúc 9h' },
      team.cookies.owner,
    );
    expect(recorded.headers.get('location')).toBe(`${owner}?thong-bao=recorded`);
    const list = await (await team.client.get(`${owner}?thong-bao=recorded`, team.cookies.owner)).text();
    expect(list).toContain('Đã ghi nhận yêu cầu; hạn trả lời là 72 giờ kể từ bây giờ.');
    expect(list).toContain('goi-dien@ks.vn · ghi nhận lúc');
  });
});

describe('a person’s requests on a default install (no mail server)', () => {
  it('explains how to ask by e-mail and takes no request it could not prove', async () => {
    const { url } = sharedServer();
    const shown = await fetch(`${url}${page}`);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('Hãy gửi email tới');
    expect(html).toContain('sales@hotelix.vn');
    expect(html).not.toContain('Gửi yêu cầu</button>');
    const posted = await fetch(`${url}${page}`, {
      method: 'POST',
      headers: { 'content-type': form, origin: url },
      body: 'email=a%40b.vn&kind=copy',
    });
    expect(posted.status).toBe(405);
  });
});
