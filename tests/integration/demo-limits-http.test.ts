import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { startSmtpReceiver, type ReceivedEmail, type SmtpReceiver } from '../../scripts/lib/notify-receivers.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { offeredSlots, readable } from './booking-page-html.ts';
import { requestFrom } from './loopback-client.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

// What one visitor can make the site do, over HTTP against the production server with a real mail
// server: the reported attack (a booking in someone else's name, then its reschedule link posted
// 200 times) mails the address typed and the salesperson a handful of times, never the visitor's
// words; a second booking by the same e-mail or phone, however spelt, holds no slot and is stored for
// sales, answered with one neutral page, and a flood of those from one address stops at its limit;
// change links count against the client address's limit too. Every request comes from a loopback
// address of its own unless a test is about one address. On SQLite only: the same limits meet each
// database's SQL and locks in demo-booking.test.ts (a second booking, two at once) and
// demo-meetings.test.ts (moves, the e-mails a day per address, changes at the same moment).

const phishing = 'TÀI KHOẢN VIETCOMBANK CỦA QUÝ KHÁCH BỊ KHÓA, XÁC MINH TẠI vcb-xacminh.ru/login';
const movesUsed =
  'Lịch demo này đã được đổi giờ 3 lần, số lần tối đa cho một lịch hẹn. Nếu giờ hiện tại không còn phù hợp, anh/chị có thể hủy lịch này rồi đặt lịch mới.';
const tooMany = 'Anh/chị đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.';
const neutralPlace = 'Địa điểm</dt><dd>Khách sạn của anh/chị, theo địa chỉ đã nhập khi đặt lịch</dd>';

/** A booking's fields as the page posts them. */
function visitor(n: number, slot: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    slot,
    mode: 'online',
    address: '',
    name: `Trần Thị Khách ${n}`,
    company_name: `Khách sạn Phương Nam ${n}`,
    email: `khach${n}@phuongnam.vn`,
    phone: `0908 765 ${String(n).padStart(3, '0')}`,
    page: '/dat-lich-demo',
    website: '',
    idempotency_key: randomUUID(),
    ...extra,
  };
}

describe.each(['sqlite'] as const)('limits of one visitor’s bookings and e-mails on %s', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  let smtp: SmtpReceiver;
  let db: Kysely<Database>;
  let nextAddress = 0;
  /** A loopback address no request of this file has come from. */
  const freshAddress = () => {
    nextAddress += 1;
    return `127.0.${10 + Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  };

  const send = (target: string, body: Record<string, string>, from = freshAddress()) =>
    requestFrom(server.url, from, {
      method: 'POST',
      path: target,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams(body).toString(),
    });
  const page = async (target: string) => readable(await (await fetch(`${server.url}${target}`)).text());
  const counts = async () => ({
    leads: Number((await db.selectFrom('contacts').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    meetings: Number(
      (await db.selectFrom('demo_meetings').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    ),
  });
  /** Resolves once the server's notifier has sent every meeting e-mail due now. */
  const outboxDrained = () =>
    expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('notifications')
              .select('id')
              .where('status', 'in', ['pending', 'sending'])
              .where('next_attempt_at', '<=', new Date().toISOString())
              .execute()
          ).length,
        { timeout: 15_000 },
      )
      .toBe(0);
  const mailsTo = (address: string) =>
    smtp.emails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  const meetingMailsTo = (address: string) => mailsTo(address).filter((mail) => mail.calendar);
  /** A link's path on a page ('/dat-lich-demo/doi-gio?ma=…'), by its start. */
  const hrefIn = (html: string, start: string) =>
    new RegExp(`href="(${start.replace('?', '\\?')}[^"]+)"`).exec(html)?.[1];

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer({
      ...database.env,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'sales@hotelix.vn',
      NOTIFY_EMAIL_FROM: 'Hotelix <no-reply@hotelix.vn>',
    });
    db = createDb(dialect === 'sqlite' ? { dialect, file: path.join(server.dataDir, 'site.db') } : database.config);
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.dispose();
    await smtp?.close();
  });

  it('moves a booking made in a stranger’s name 3 times of 40 asked: at most 4 e-mails to them and to sales, none with the typed words, nor the pages their links open', async () => {
    // The sales mailbox also gets the other tests' bookings: this test counts from here, once theirs are sent.
    await outboxDrained();
    const salesBefore = meetingMailsTo('sales@hotelix.vn').length;
    const slots = offeredSlots(await page('/dat-lich-demo'));
    const victim = 'nan-nhan@vidu.vn';
    const booked = await send(
      '/dat-lich-demo',
      visitor(1, slots[0]!, {
        email: victim,
        name: phishing,
        company_name: `Khách sạn ${phishing}`,
        mode: 'onsite',
        area: 'TP. Hồ Chí Minh',
        address: `12 Lê Lợi, ${phishing}`,
      }),
    );
    expect(booked.status).toBe(303);
    // The pages the e-mailed links open are on our domain too: they show nothing typed either.
    const typedShown = (html: string) =>
      ['VIETCOMBANK', 'vcb-xacminh', '12 Lê Lợi'].filter((typed) => html.includes(typed));
    let view = booked.headers.location!;
    const confirmation = await page(view);
    expect(typedShown(confirmation)).toEqual([]);
    expect(confirmation).toContain(neutralPlace);
    const cancelPage = await page(hrefIn(confirmation, '/dat-lich-demo/huy?ma=')!);
    expect(typedShown(cancelPage)).toEqual([]);
    expect(cancelPage).toContain(neutralPlace);
    // As the attacker did (200 times: 201 e-mails to the victim): post the change link, follow each
    // move to its page for the next link. Forty asks show the cap as well as 200 did.
    let reschedule = hrefIn(confirmation, '/dat-lich-demo/doi-gio?ma=')!;
    expect(typedShown(await page(reschedule))).toEqual([]);
    const statuses: number[] = [];
    let refusal = '';
    for (let n = 0; n < 40; n++) {
      const moved = await send(reschedule, { slot: slots[1 + (n % 2)]! });
      statuses.push(moved.status);
      if (moved.status === 303) {
        view = moved.headers.location!;
        reschedule = hrefIn(await page(view), '/dat-lich-demo/doi-gio?ma=')!;
      } else refusal = readable(moved.body);
    }
    expect(statuses.filter((status) => status === 303)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(37);
    expect(refusal).toContain(movesUsed);
    expect(refusal).toContain('href="tel:+84900000000"');
    // The visitor may still keep or cancel it; GET of the change link explains without refusing.
    const explained = await fetch(`${server.url}${reschedule}`);
    expect(explained.status).toBe(200);
    const explanation = readable(await explained.text());
    expect(explanation).toContain(movesUsed);
    for (const shown of [refusal, explanation, await page(view)]) {
      expect(typedShown(shown)).toEqual([]);
      expect(shown).toContain(neutralPlace);
    }
    // This booking's meeting: the other tests book meetings of their own.
    const meeting = await db
      .selectFrom('demo_meetings')
      .innerJoin('contacts', 'contacts.id', 'demo_meetings.contact_id')
      .select(['demo_meetings.sequence', 'demo_meetings.status'])
      .where('contacts.email', '=', victim)
      .executeTakeFirstOrThrow();
    expect(meeting).toEqual({ sequence: 3, status: 'booked' });

    await outboxDrained();
    // An invitation or update still waiting when the next move came was replaced by it: 4 at most
    // (the invitation and 3 updates), the last one always.
    const toVictim = meetingMailsTo(victim);
    expect(toVictim.length).toBeLessThanOrEqual(4);
    expect(toVictim.at(-1)!.subject).toMatch(/^Lịch demo đã đổi sang /);
    expect(toVictim.at(-1)!.text).not.toContain('Đổi giờ:');
    expect(mailsTo(victim)).toHaveLength(toVictim.length);
    const toSales = meetingMailsTo('sales@hotelix.vn').slice(salesBefore);
    expect(toSales.length).toBeLessThanOrEqual(4);
    expect(toSales.at(-1)!.subject).toMatch(/^Khách đổi giờ demo: /);
    const typed = (mail: ReceivedEmail) =>
      [mail.subject, mail.text, mail.html, mail.calendar.replace(/\r?\n[ \t]/g, '')].join('\n');
    for (const mail of toVictim) {
      expect(typed(mail)).not.toContain('VIETCOMBANK');
      expect(typed(mail)).not.toContain('vcb-xacminh');
      expect(typed(mail)).not.toContain('12 Lê Lợi');
    }
    // Our own mailbox gets what was typed, to call the hotel back.
    expect(typed(toSales[0]!)).toContain('VIETCOMBANK');
    // The calendar file of the confirmation page is the visitor's invitation too.
    const ics = await fetch(`${server.url}/dat-lich-demo/lich-hen.ics?ma=${view.split('ma=')[1]}`);
    expect((await ics.text()).replace(/\r?\n[ \t]/g, '')).not.toContain('VIETCOMBANK');
  }, 90_000);

  it('takes a second booking by the same person, however spelt, as a request holding no slot: one neutral page with the hotline, the slot still offered', async () => {
    const form = await page('/dat-lich-demo');
    // A mail server is set: the online demo's hint may name the e-mail.
    expect(form).toContain(
      'Gọi video; đường dẫn cuộc họp có trên trang xác nhận lịch hẹn và trong email, hoặc nhân viên tư vấn gửi qua Zalo.',
    );
    const slots = offeredSlots(form);
    const first = visitor(2, slots.at(-1)!, { email: 'minh.chau@gmail.com', phone: '0913 222 333' });
    const booked = await send('/dat-lich-demo', first);
    expect(booked.status).toBe(303);
    const confirmation = await page(booked.headers.location!);
    expect(confirmation).toContain('Cảm ơn anh/chị. Chúng tôi đã gửi xác nhận kèm lời mời vào lịch qua email.');
    const before = await counts();
    // Whoever types this person's e-mail (in any spelling of the inbox) or phone gets the same answer,
    // which tells them nothing about a demo the person may have.
    const landed = new Set<string>();
    for (const spelling of [{ email: 'Minh.Chau+demo@GoogleMail.com' }, { phone: '+84 913.222.333' }]) {
      const response = await send('/dat-lich-demo', visitor(3, slots.at(-5)!, spelling));
      expect(response.status).toBe(303);
      landed.add(response.headers.location!);
    }
    expect([...landed]).toEqual(['/dat-lich-demo/chua-giu-gio']);
    const notHeld = await page('/dat-lich-demo/chua-giu-gio');
    expect(notHeld).toContain('<h1 class="text-3xl font-bold">Lịch demo chưa được đặt</h1>');
    expect(notHeld).toContain(
      'Chúng tôi đã nhận yêu cầu của anh/chị nhưng chưa giữ giờ này. Nhân viên tư vấn sẽ gọi lại để xác nhận giờ demo.',
    );
    expect(notHeld).toContain('href="tel:+84900000000"');
    expect(notHeld).not.toMatch(/sắp tới|đã có/);
    // No request is lost: both are leads for sales, and neither took the slot.
    expect(await counts()).toEqual({ leads: before.leads + 2, meetings: before.meetings });
    expect(offeredSlots(await page('/dat-lich-demo'))).toContain(slots.at(-5));
    const requests = await db
      .selectFrom('contacts')
      .select(['email', 'phone', 'message'])
      .where('name', '=', 'Trần Thị Khách 3')
      .execute();
    expect(requests.sort((a, b) => a.phone.localeCompare(b.phone))).toEqual([
      expect.objectContaining({ email: 'khach3@phuongnam.vn', phone: '+84 913.222.333' }),
      expect.objectContaining({ email: 'Minh.Chau+demo@GoogleMail.com', phone: '0908 765 003' }),
    ]);
    for (const request of requests) expect(request.message).toMatch(/^Khách đã có lịch demo sắp tới\. /);
  });

  it('bounds requests in one person’s name from one address by the address’s limit: the sixth in a minute is refused', async () => {
    const slots = offeredSlots(await page('/dat-lich-demo'));
    const person = { email: 'lan.anh@gmail.com', phone: '0914 555 666' };
    const before = await counts();
    const one = freshAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const spelling = { ...person, email: `lan.anh+${n}@gmail.com` };
      // The first books; the others ask for a time still free, which their requests leave free.
      const slot = n === 0 ? slots.at(-7)! : slots[5]!;
      statuses.push((await send('/dat-lich-demo', visitor(10 + n, slot, spelling), one)).status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    // One booking, four requests for sales, nothing from the sixth.
    expect(await counts()).toEqual({ leads: before.leads + 5, meetings: before.meetings + 1 });
  });

  it('counts change links against the client address: the sixth post in a minute is refused, cancelling nothing', async () => {
    const slots = offeredSlots(await page('/dat-lich-demo'));
    const booked = await send('/dat-lich-demo', visitor(4, slots.at(-3)!));
    const view = await page(booked.headers.location!);
    const reschedule = hrefIn(view, '/dat-lich-demo/doi-gio?ma=')!;
    const cancel = hrefIn(view, '/dat-lich-demo/huy?ma=')!;
    const one = freshAddress();
    for (let n = 0; n < 5; n++) expect((await send(reschedule, { slot: '' }, one)).status).toBe(400);
    const limited = await send(reschedule, { slot: slots.at(-4)! }, one);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(readable(limited.body)).toContain(tooMany);
    const cancelled = await send(cancel, {}, one);
    expect(cancelled.status).toBe(429);
    expect(readable(cancelled.body)).toContain(tooMany);
    const lead = await db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'khach4@phuongnam.vn')
      .executeTakeFirstOrThrow();
    const meeting = await db
      .selectFrom('demo_meetings')
      .selectAll()
      .where('contact_id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(meeting).toMatchObject({ status: 'booked', sequence: 0 });
    // Another address is not held back by it.
    expect((await send(cancel, {})).status).toBe(303);
  });
});
