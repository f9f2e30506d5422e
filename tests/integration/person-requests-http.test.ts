import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type ReceivedEmail, type SmtpReceiver } from '../../scripts/lib/notify-receivers.ts';
import { sharedServer } from './shared-server.ts';
import { storeLead } from './stored-lead.ts';
import { teamEmails, useTeamServer } from './team-server.ts';
import { testDialects } from './test-databases.ts';

// A person's request about their data over HTTP, on the production server: the public page with a
// mail server (both databases) from the form to the owner's 'Đã trả lời', hostile requests refused
// with a clear 4xx and nothing stored, the team's other roles refused, an erased person's demo taken
// out of its host's calendar; and a default install, which
// sends no e-mail, offering no form it could not keep. The rules themselves: person-requests.test.ts.

const page = '/yeu-cau-du-lieu-ca-nhan';
const confirmPath = `${page}/xac-nhan`;
const owner = '/admin/du-lieu-ca-nhan';
const form = 'application/x-www-form-urlencoded';
const answer = 'Đã nhận. Nếu địa chỉ email này hợp lệ, trong ít phút anh/chị sẽ nhận được thư của chúng tôi';

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
  /** The one e-mail to `to` (whose subject holds `subject`), once it has arrived. */
  async function mailTo(to: string, subject = ''): Promise<ReceivedEmail> {
    // Addresses as the receiver read them: mail servers treat their domain in any case.
    const to_ = (mail: ReceivedEmail) =>
      mail.to.map((address) => address.toLowerCase()).includes(to.toLowerCase()) && mail.subject.includes(subject);
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
    expect(blank).toContain('Rút lại sự đồng ý, không muốn được liên hệ nữa');

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

  it('takes an erased person’s demo out of its host’s calendar, naming no one', async () => {
    const person = {
      name: 'Võ Thị Lịch Hẹn',
      email: 'lich.hen@ks-dalat.vn',
      phone: '0977000111',
      e164: '+84977000111',
    };
    const lead = await storeLead(team.db, person, new Date().toISOString());
    const host = await team.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', teamEmails.sales)
      .executeTakeFirstOrThrow();
    const meeting = crypto.randomUUID();
    const starts = new Date(Date.now() + 2 * 86_400_000);
    await team.db
      .insertInto('demo_meetings')
      .values({
        id: meeting,
        contact_id: lead,
        staff_id: host.id,
        host_key: host.id,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 30 * 60_000).toISOString(),
        mode: 'onsite',
        address: `Nhà ${person.name}, Đà Lạt`,
        meeting_link: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const erased = await team.client.post(
      owner,
      { action: 'erase', confirm: 'yes', q: person.email },
      team.cookies.owner,
    );
    expect(erased.status).toBe(303);
    const cancel = await mailTo(teamEmails.sales, 'Hủy lịch demo');
    expect(cancel.text).toContain('đã bị hủy vì khách yêu cầu xóa dữ liệu cá nhân');
    expect(cancel.calendar).toContain('METHOD:CANCEL');
    expect(cancel.calendar).toContain(`UID:${meeting}@localhost`);
    expect(cancel.calendar).toContain('SEQUENCE:1');
    for (const mark of [person.name, person.email, person.phone, 'Đà Lạt'])
      expect(`${cancel.subject}${cancel.text}${cancel.html}${cancel.calendar}`).not.toContain(mark);
    expect(await team.db.selectFrom('demo_meetings').select('id').where('id', '=', meeting).execute()).toEqual([]);
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

    // A withdrawal the owner records (a letter answered at the person's own address): the lead says
    // so instead of offering a call, and a call logged on it is refused; a note still goes in.
    const lead = await storeLead(
      team.db,
      { name: 'Đỗ Minh Rút', email: 'rut@ks-hue.vn', phone: '0905111333', e164: '+84905111333' },
      new Date().toISOString(),
    );
    await team.client.post(
      owner,
      { action: 'record_request', email: 'rut@ks-hue.vn', kind: 'withdraw', detail: '' },
      team.cookies.owner,
    );
    const leadPage = await (await team.client.get(`/admin/leads/${lead}`, team.cookies.owner)).text();
    expect(leadPage).toContain('Người này đã rút lại sự đồng ý: không gọi, nhắn tin hay gửi email cho họ.');
    expect(leadPage).not.toContain('href="tel:');
    const call = await team.client.post(
      `/admin/leads/${lead}`,
      { action: 'call', outcome: 'answered' },
      team.cookies.owner,
    );
    expect(call.status).toBe(409);
    expect(await call.text()).toContain('Người này đã rút lại sự đồng ý: không gọi, không hẹn bước tiếp theo.');
    const note = await team.client.post(
      `/admin/leads/${lead}`,
      { action: 'note', note: 'Khách gọi báo rút đồng ý' },
      team.cookies.owner,
    );
    expect(note.status).toBe(303);
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
