import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { instantOfLocal } from '../../src/lib/vietnam-time.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { offeredSlots, readable, shownValue } from './booking-page-html.ts';
import { requestFrom } from './loopback-client.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

// The visitor's booking page (/dat-lich-demo) against the production server: the free slots it
// offers, a plain POST that books and redirects, a slot taken meanwhile, and every malformed or
// hostile post a bot may send (refused, nothing stored, the server still up). On SQLite only: the
// booking's SQL and locks (a slot taken, one booked at once by many) run on both databases in
// demo-booking.test.ts.

const takenMessage = 'Khung giờ này vừa có người đặt, vui lòng chọn giờ khác.';

function visitor(n: number, slot: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    slot,
    mode: 'online',
    address: '',
    name: `Nguyễn Văn Khách ${n}`,
    company_name: `Khách sạn Hoa Sen ${n}`,
    email: `khach${n}@hoasen.vn`,
    phone: `0901 234 ${String(n).padStart(3, '0')}`,
    page: '/dat-lich-demo',
    website: '',
    idempotency_key: randomUUID(),
    ...extra,
  };
}

describe.each(['sqlite'] as const)('the demo booking page on %s', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  let db: Kysely<Database>;

  const post = (body: string | URLSearchParams, target = '/dat-lich-demo', headers: Record<string, string> = {}) =>
    fetch(`${server.url}${target}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...headers },
      body,
    });
  const book = (fields: Record<string, string>, target?: string) => post(new URLSearchParams(fields), target);
  const page = async (target = '/dat-lich-demo') => (await fetch(`${server.url}${target}`)).text();
  const counts = async () => ({
    leads: (await db.selectFrom('contacts').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    meetings: (await db.selectFrom('demo_meetings').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())
      .n,
  });

  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer({ ...database.env, RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_HOUR: '10000' });
    db = createDb(dialect === 'sqlite' ? { dialect, file: path.join(server.dataDir, 'site.db') } : database.config);
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.dispose();
  });

  it('shows free slots day by day as radio buttons, indexable, never cached, and listed in the sitemap', async () => {
    const response = await fetch(`${server.url}/dat-lich-demo`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = readable(await response.text());
    expect(html).toContain('<h1 class="text-3xl font-bold">Đặt lịch demo miễn phí</h1>');
    expect(html).not.toContain('name="robots"');
    const days = [...html.matchAll(/<h2 class="text-base font-bold">([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(/^(Thứ (Hai|Ba|Tư|Năm|Sáu|Bảy)|Chủ Nhật), \d{2}\/\d{2}$/);
    const slots = offeredSlots(html);
    expect(slots.length).toBeGreaterThan(0);
    expect(instantOfLocal(slots[0]!)!.getTime()).toBeGreaterThan(Date.now());
    expect(html).toMatch(/value="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}"\/>\d{2}:\d{2}<\/label>/);
    expect(html).toContain('<legend class="text-lg font-bold">Hình thức demo</legend>');
    expect(html).toContain('Trực tuyến');
    expect(html).toContain('Tại khách sạn');
    // No mail server here: the online demo's hint says where its link is found, without an e-mail.
    expect(html).toContain(
      'Gọi video; đường dẫn cuộc họp có trên trang xác nhận lịch hẹn, hoặc nhân viên tư vấn gửi qua Zalo.',
    );
    expect(html).not.toMatch(/qua email|trong email/);
    expect(html).toContain('Chính sách bảo mật');
    expect(html).toContain('name="website"');
    expect(await page('/sitemap.xml')).toContain('/dat-lich-demo</loc>');
  });

  it('pages to later days by a link and pre-selects the slot a link names', async () => {
    const first = readable(await page());
    const later = /href="(\/dat-lich-demo\?tu=[\d-]+)"[^>]*>Ngày sau →/.exec(first)?.[1];
    expect(later).toBeDefined();
    const second = readable(await page(later));
    expect(offeredSlots(second)[0]! > offeredSlots(first).at(-1)!).toBe(true);
    expect(second).toContain('← Ngày trước');
    const wanted = offeredSlots(second)[1]!;
    expect(await page(`/dat-lich-demo?gio=${wanted}`)).toContain(`checked="" value="${wanted}"`);
  });

  it('books with a plain post: 303 to the meeting’s page, the lead and its meeting stored; a resend books once', async () => {
    const slot = offeredSlots(await page())[0]!;
    const fields = visitor(1, slot, { utm_source: 'zalo' });
    const response = await book(fields);
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/dat-lich-demo\/da-dat\?ma=[\w.-]+$/);
    const again = await book(fields);
    expect(again.headers.get('location')).toBe(location);
    const leads = await db.selectFrom('contacts').selectAll().where('email', '=', 'khach1@hoasen.vn').execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      source: 'demo',
      page: '/dat-lich-demo',
      utm_source: 'zalo',
      preferred_time: slot,
    });
    const meeting = await db
      .selectFrom('demo_meetings')
      .selectAll()
      .where('contact_id', '=', leads[0]!.id)
      .executeTakeFirst();
    expect(meeting).toMatchObject({ mode: 'online', status: 'booked', starts_at: instantOfLocal(slot)!.toISOString() });
  });

  it('says a slot taken meanwhile at the slot group, with fresh slots and everything typed kept, storing nothing', async () => {
    const slot = offeredSlots(await page())[0]!;
    expect((await book(visitor(2, slot))).status).toBe(303);
    const before = await counts();
    const response = await book(
      visitor(3, slot, { mode: 'onsite', area: 'TP. Hồ Chí Minh', address: '12 Lê Lợi, Phường Thuận Hóa, Huế' }),
    );
    expect(response.status).toBe(400);
    const html = readable(await response.text());
    expect(html).toContain(`<p id="slot-error" role="alert" class="font-bold text-destructive">${takenMessage}</p>`);
    expect(html.indexOf(takenMessage)).toBeLessThan(html.indexOf('name="slot"'));
    expect(offeredSlots(html)).not.toContain(slot);
    expect(offeredSlots(html).length).toBeGreaterThan(0);
    expect(shownValue(html, 'name')).toBe('Nguyễn Văn Khách 3');
    expect(shownValue(html, 'company_name')).toBe('Khách sạn Hoa Sen 3');
    expect(shownValue(html, 'email')).toBe('khach3@hoasen.vn');
    expect(shownValue(html, 'phone')).toBe('0901 234 003');
    expect(shownValue(html, 'address')).toBe('12 Lê Lợi, Phường Thuận Hóa, Huế');
    expect(html).toContain('checked="" value="onsite"');
    expect(await counts()).toEqual(before);
  });

  it('books a personal link’s salesperson, and offers the pooled slots for a link to nobody', async () => {
    const id = randomUUID();
    await db
      .insertInto('staff_users')
      .values({
        id,
        email: 'lan@hotelix.vn',
        password_hash: 'x',
        role: 'sales',
        name: 'Trần Thị Lan',
        deactivated_at: null,
        created_at: new Date().toISOString(),
        taking_leads: 1,
      })
      .execute();
    const html = readable(await page(`/dat-lich-demo?nv=${id}`));
    expect(html).toContain('Chọn một giờ trống của Trần Thị Lan');
    expect(html).toContain(`name="salesperson" value="${id}"`);
    const response = await book({ ...visitor(4, offeredSlots(html)[0]!), salesperson: id }, `/dat-lich-demo?nv=${id}`);
    expect(response.status).toBe(303);
    const lead = await db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'khach4@hoasen.vn')
      .executeTakeFirstOrThrow();
    const meeting = await db
      .selectFrom('demo_meetings')
      .selectAll()
      .where('contact_id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(meeting.staff_id).toBe(id);
    const nobody = readable(await page(`/dat-lich-demo?nv=${randomUUID()}`));
    expect(nobody).toContain(
      'Nhân viên tư vấn trong liên kết này hiện không nhận lịch hẹn. Anh/chị vui lòng chọn một giờ trống của đội tư vấn bên dưới.',
    );
    expect(nobody).not.toContain('name="salesperson"');
    expect(offeredSlots(nobody).length).toBeGreaterThan(0);
    // A NUL byte in the address is refused before routing (PostgreSQL would refuse it in text with
    // an error); any other non-id from the URL is nobody, without a query.
    expect((await fetch(`${server.url}/dat-lich-demo?nv=%00`)).status).toBe(400);
    for (const forged of [`${id}x`, 'x'.repeat(300), "' or 1=1 --"]) {
      const response = await fetch(`${server.url}/dat-lich-demo?nv=${encodeURIComponent(forged)}`);
      expect(response.status).toBe(200);
      expect(readable(await response.text())).toContain(
        'Nhân viên tư vấn trong liên kết này hiện không nhận lịch hẹn.',
      );
    }
  });

  it('refuses posts it cannot use with a clear 4xx, storing nothing, and stays up', async () => {
    const slot = offeredSlots(await page()).at(-1)!;
    const before = await counts();
    const methods = await Promise.all(
      ['PUT', 'DELETE', 'PATCH'].map((method) => fetch(`${server.url}/dat-lich-demo`, { method, body: 'a=1' })),
    );
    for (const response of methods) expect(response.status).toBe(405);
    const json = await post(JSON.stringify(visitor(5, slot)), '/dat-lich-demo', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect(await json.text()).toBe('Định dạng dữ liệu không được hỗ trợ.\n');
    const multipart = new FormData();
    for (const [name, value] of Object.entries(visitor(5, slot))) multipart.append(name, value);
    expect(
      (await fetch(`${server.url}/dat-lich-demo`, { method: 'POST', body: multipart, headers: { origin: server.url } }))
        .status,
    ).toBe(415);
    const huge = await book(visitor(5, slot, { name: 'x'.repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    const broken = await requestFrom(server.url, '127.0.0.9', {
      method: 'POST',
      path: '/dat-lich-demo',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: Buffer.concat([
        Buffer.from(`slot=${slot}&mode=online&name=`),
        Buffer.from([0xff, 0xfe, 0xc0]),
        Buffer.from('&email=a'),
      ]),
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect(await counts()).toEqual(before);
    expect((await fetch(`${server.url}/dat-lich-demo`)).status).toBe(200);
  });

  it.each([
    ['no slot', '', 'Vui lòng chọn một khung giờ.'],
    ['a date that does not exist', '2026-02-30T09:00', 'Vui lòng chọn một khung giờ.'],
    ['words', 'ngày mai', 'Vui lòng chọn một khung giờ.'],
    ['a time in the past', '2020-01-06T09:00', 'Khung giờ này đã qua, vui lòng chọn giờ khác.'],
    ['a day years ahead', '2036-01-07T09:00', 'Chỉ nhận lịch trong 3 tuần tới, vui lòng chọn ngày gần hơn.'],
  ])('refuses %s as the slot, at the slot group, storing nothing', async (_case, slot, message) => {
    const before = await counts();
    const response = await book(visitor(6, slot));
    expect(response.status).toBe(400);
    expect(readable(await response.text())).toContain(
      `<p id="slot-error" role="alert" class="font-bold text-destructive">${message}</p>`,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a forged salesperson id and a demo at the hotel without its address, storing nothing', async () => {
    const slot = offeredSlots(await page()).at(-2)!;
    const before = await counts();
    const forged = readable(await (await book(visitor(7, slot, { salesperson: randomUUID() }))).text());
    expect(forged).toContain('Nhân viên tư vấn này hiện không nhận lịch hẹn. Vui lòng chọn giờ khác.');
    const injected = await book(visitor(7, slot, { salesperson: "' OR 1=1 --" }));
    expect(injected.status).toBe(400);
    const onsite = await book(visitor(7, slot, { mode: 'onsite', address: '' }));
    expect(onsite.status).toBe(400);
    expect(readable(await onsite.text())).toContain('Vui lòng nhập địa chỉ khách sạn để nhân viên đến demo.');
    const mode = await book(visitor(7, slot, { mode: 'video' }));
    expect(readable(await mode.text())).toContain('Vui lòng chọn hình thức demo.');
    expect(await counts()).toEqual(before);
  });

  it('books a demo at the hotel only in an area the owner serves, and gives the salesperson the area with the address', async () => {
    const slot = offeredSlots(await page()).at(-5)!;
    const form = await page();
    // A fresh install serves the office's city, the one the contact page always named.
    expect(form).toContain('Chuyên viên đến khách sạn của anh/chị ở TP. Hồ Chí Minh.');
    expect(form).toContain('<option value="TP. Hồ Chí Minh" selected="">TP. Hồ Chí Minh</option>');
    const before = await counts();
    for (const area of ['Khánh Hòa', '', undefined]) {
      const refused = await book(
        visitor(11, slot, {
          mode: 'onsite',
          address: '25 Trần Phú, Nha Trang',
          ...(area === undefined ? {} : { area }),
        }),
      );
      expect(refused.status, String(area)).toBe(400);
      const html = readable(await refused.text());
      expect(html).toContain('Vui lòng chọn tỉnh/thành phố trong danh sách. Ở nơi khác, chúng tôi demo trực tuyến.');
      expect(html).toContain('href="#booking-area"');
    }
    expect(await counts()).toEqual(before);
    const booked = await book(
      visitor(11, slot, { mode: 'onsite', area: 'TP. Hồ Chí Minh', address: '12 Lý Tự Trọng, Phường Sài Gòn' }),
    );
    expect(booked.status).toBe(303);
    const meeting = await db
      .selectFrom('demo_meetings')
      .innerJoin('contacts', 'contacts.id', 'demo_meetings.contact_id')
      .select(['demo_meetings.address', 'demo_meetings.mode'])
      .where('contacts.email', '=', 'khach11@hoasen.vn')
      .executeTakeFirstOrThrow();
    expect(meeting).toEqual({ mode: 'onsite', address: '12 Lý Tự Trọng, Phường Sài Gòn, TP. Hồ Chí Minh' });
  });

  it('takes a filled honeypot without booking anything', async () => {
    const before = await counts();
    const response = await book(visitor(8, offeredSlots(await page()).at(-3)!, { website: 'http://spam.example' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cam-on');
    expect(await counts()).toEqual(before);
  });
  it('shows the booked meeting by its link, offers the calendar file, and a GET of the cancel link cancels nothing', async () => {
    const slot = offeredSlots(await page()).at(-4)!;
    const location = (await book(visitor(9, slot))).headers.get('location')!;
    const confirmation = await fetch(`${server.url}${location}`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers.get('cache-control')).toBe('no-store');
    const html = readable(await confirmation.text());
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Lịch demo đã được đặt');
    // No mail server here: the page promises no e-mail, it offers the calendar file.
    expect(html).toContain('Cảm ơn anh/chị. Anh/chị có thể thêm buổi demo vào lịch của mình bằng nút “Thêm vào lịch”.');
    expect(html).not.toContain('Chúng tôi đã gửi xác nhận');
    const pending = 'Nhân viên tư vấn sẽ gửi đường dẫn cuộc họp qua Zalo hoặc tin nhắn trước giờ hẹn';
    expect(html).toContain(`Phòng họp trực tuyến</dt><dd>${pending}.</dd>`);
    expect(html).not.toMatch(/qua email|trong email/);
    const cancelHref = /href="(\/dat-lich-demo\/huy\?ma=[^"]+)"/.exec(html)![1]!;
    expect(html).toMatch(/href="\/dat-lich-demo\/doi-gio\?ma=[^"]+"/);
    const invite = await fetch(`${server.url}/dat-lich-demo/lich-hen.ics?ma=${location.split('ma=')[1]}`);
    expect(invite.status).toBe(200);
    expect(invite.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(invite.headers.get('content-disposition')).toBe('attachment; filename="lich-demo-hotelix.ics"');
    const calendar = await invite.text();
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar.replace(/\r?\n[ \t]/g, '')).toContain(`LOCATION:${pending}`);
    const asked = readable(await page(cancelHref));
    expect(asked).toContain('Hủy lịch demo?');
    const lead = await db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'khach9@hoasen.vn')
      .executeTakeFirstOrThrow();
    const status = () =>
      db.selectFrom('demo_meetings').select('status').where('contact_id', '=', lead.id).executeTakeFirstOrThrow();
    expect(await status()).toEqual({ status: 'booked' });
    const cancelled = await post('', cancelHref);
    expect(cancelled.status).toBe(303);
    expect(await status()).toEqual({ status: 'cancelled' });
    const cancelledView = cancelled.headers.get('location')!;
    expect(readable(await page(cancelledView))).toContain('Lịch demo đã được hủy');
    // The file from the cancelled meeting's page takes it off the calendar.
    expect(await page(`/dat-lich-demo/lich-hen.ics?ma=${cancelledView.split('ma=')[1]}`)).toContain('METHOD:CANCEL');
    // The cancel link was for the booked meeting: replayed, it does nothing and says so.
    const replayed = await post('', cancelHref);
    expect(replayed.status).toBe(410);
    expect(readable(await replayed.text())).toContain('Liên kết này không còn dùng được');
  });

  it.each([
    ['a confirmation without its token', '/dat-lich-demo/da-dat', 404],
    ['a token that is no token', '/dat-lich-demo/da-dat?ma=abc', 410],
    ['a forged signature', `/dat-lich-demo/doi-gio?ma=${randomUUID()}.r.0.9999999999.${'x'.repeat(32)}`, 410],
    ['direction and invisible characters', '/dat-lich-demo/huy?ma=%E2%80%AE%E2%80%8Babc', 410],
    ['a token of 5,000 characters', `/dat-lich-demo/lich-hen.ics?ma=${'a'.repeat(5000)}`, 410],
  ])('answers %s with a clear page that is not indexed', async (_case, target, status) => {
    const response = await fetch(`${server.url}${target}`);
    expect(response.status).toBe(status);
    const text = readable(await response.text());
    expect(text).toContain('Liên kết này không còn dùng được');
    if (!target.includes('.ics')) {
      expect(text).toContain('<meta name="robots" content="noindex">');
      expect(text).toContain('href="tel:+84900000000"');
      // No mail server: the visitor is not sent to an e-mail that never came.
      expect(text).toContain('Anh/chị vui lòng mở lại trang xác nhận lịch hẹn, hoặc gọi hotline');
      expect(text).not.toMatch(/qua email|trong email/);
    }
  });

  it('refuses a post to the confirmation page and the calendar file with 405, and odd bodies on the change pages', async () => {
    expect((await post('a=1', '/dat-lich-demo/da-dat?ma=abc')).status).toBe(405);
    expect((await post('a=1', '/dat-lich-demo/lich-hen.ics?ma=abc')).status).toBe(405);
    expect((await post('{}', '/dat-lich-demo/huy?ma=abc', { 'content-type': 'application/json' })).status).toBe(415);
    expect((await post('slot=x', '/dat-lich-demo/doi-gio?ma=abc')).status).toBe(410);
    expect((await post(`slot=${'x'.repeat(70 * 1024)}`, '/dat-lich-demo/doi-gio?ma=abc')).status).toBe(413);
    expect((await fetch(`${server.url}/dat-lich-demo`)).status).toBe(200);
  });
});
