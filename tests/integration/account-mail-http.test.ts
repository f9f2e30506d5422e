import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { startSmtpReceiver, type ReceivedEmail, type SmtpReceiver } from '../../scripts/lib/notify-receivers.ts';
import { requestFrom } from './loopback-client.ts';
import { addStaffAccounts, staffClient, staffPassword } from './staff-client.ts';

// Invitations and password resets by e-mail, through a real SMTP receiver, against the production
// server: what arrives, what the link opens, and what a stranger can learn.

const owner = 'chu@hotelix.vn';
const chosen = 'gió mùa về trên phố cổ';

describe('account e-mails', () => {
  let server: LaunchedServer;
  let smtp: SmtpReceiver;
  let client: ReturnType<typeof staffClient>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await launchServer({
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_HOUR: '0',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'kinh-doanh@hotelix.vn',
      NOTIFY_EMAIL_FROM: 'Hotelix <no-reply@hotelix.vn>',
    });
    client = staffClient(server);
    await addStaffAccounts(server, [{ email: owner, role: 'owner' }]);
  });

  afterAll(async () => {
    await server.stop();
    await smtp.close();
  });

  /** The first e-mail to `to` with `subject` in it, once it has arrived. */
  async function mailTo(to: string, subject: string): Promise<ReceivedEmail> {
    await expect
      .poll(() => smtp.emails.some((mail) => mail.to.includes(to) && mail.subject.includes(subject)), {
        timeout: 10_000,
      })
      .toBe(true);
    return smtp.emails.find((mail) => mail.to.includes(to) && mail.subject.includes(subject))!;
  }
  /** The path and query of the link in an e-mail (the server's own address stands in for SITE_URL). */
  const linkOf = (mail: ReceivedEmail) => {
    const url = new URL(/(http:\/\/localhost:3000\/admin\/[a-z-]+\?ma=[\w-]+)/.exec(mail.text)![1]!);
    return `${url.pathname}${url.search}`;
  };

  it('e-mails an invitation whose link lets the invited person join', async () => {
    const ownerCookie = (await client.signIn(owner)).cookie;
    const sent = await client.post(
      '/admin/nhan-vien',
      { action: 'invite', email: 'moi@hotelix.vn', role: 'editor' },
      ownerCookie,
    );
    expect(sent.headers.get('location')).toBe('/admin/nhan-vien?thong-bao=invited');
    const mail = await mailTo('moi@hotelix.vn', 'Lời mời tham gia');
    expect(mail.text).toContain('với vai trò “Biên tập”');
    const joined = await client.post('/admin/loi-moi', {
      ma: new URLSearchParams(linkOf(mail).split('?')[1]).get('ma')!,
      name: 'Lê Biên Tập',
      password: chosen,
      confirm: chosen,
    });
    expect(joined.headers.get('location')).toBe('/admin/bai-viet');
  });

  it('answers the same for a known and an unknown address, and e-mails a link only to the known one', async () => {
    await addStaffAccounts(server, [{ email: 'lan@hotelix.vn', role: 'sales' }]);
    const session = (await client.signIn('lan@hotelix.vn')).cookie;
    const known = await client.post('/admin/quen-mat-khau', { email: 'lan@hotelix.vn' });
    const unknown = await client.post('/admin/quen-mat-khau', { email: 'khong-ai@hotelix.vn' });
    expect(known.status).toBe(unknown.status);
    const answer = 'Nếu email này có tài khoản, chúng tôi đã gửi liên kết đặt lại mật khẩu.';
    expect(await known.text()).toContain(answer);
    expect(await unknown.text()).toContain(answer);

    const mail = await mailTo('lan@hotelix.vn', 'Đặt lại mật khẩu');
    expect(smtp.emails.some((sent) => sent.to.includes('khong-ai@hotelix.vn'))).toBe(false);
    const link = linkOf(mail);
    const page = await client.get(link);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(await page.text()).toContain('Tài khoản lan@hotelix.vn.');

    const token = new URLSearchParams(link.split('?')[1]).get('ma')!;
    const reset = await client.post('/admin/dat-lai-mat-khau', { ma: token, password: chosen, confirm: chosen });
    expect(reset.headers.get('location')).toBe('/admin/login?da-dat-lai=1');
    expect(await (await client.get('/admin/login?da-dat-lai=1')).text()).toContain(
      'Đã đặt mật khẩu mới. Vui lòng đăng nhập.',
    );
    expect((await client.get('/admin', session)).status).toBe(303);
    expect((await client.signIn('lan@hotelix.vn')).response.status).toBe(401);
    expect((await client.signIn('lan@hotelix.vn', '/admin', chosen)).response.status).toBe(303);

    const again = await client.post('/admin/dat-lai-mat-khau', {
      ma: token,
      password: staffPassword,
      confirm: staffPassword,
    });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('Liên kết không còn hiệu lực');
  });

  it('limits requests for one address, saying so in Vietnamese, and sends no more links', async () => {
    await addStaffAccounts(server, [{ email: 'thu@hotelix.vn', role: 'sales' }]);
    // From a client address of its own: the per-client limit (5 a minute) would count the other
    // tests' requests, and the limit this holds is the e-mail address's (3 an hour).
    const ask = () =>
      requestFrom(server.url, '127.0.0.3', {
        method: 'POST',
        path: '/admin/quen-mat-khau',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body: new URLSearchParams({ email: 'thu@hotelix.vn' }).toString(),
      });
    for (let index = 0; index < 3; index += 1) await ask();
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.body).toContain('Bạn đã yêu cầu quá nhiều lần. Vui lòng thử lại sau ít phút.');
    await expect
      .poll(() => smtp.emails.filter((mail) => mail.to.includes('thu@hotelix.vn')).length, { timeout: 10_000 })
      .toBe(3);
  });
});
