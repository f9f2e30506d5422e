import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { submitLead, type LeadSubmission } from '../../src/server/leads/lead.service.ts';
import { testCatalogue } from '../../src/lib/quote/quote-fixture.ts';
import { readStoredQuote } from '../../src/lib/quote/stored-quote.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// Monday 23 November 2026, 09:00 in Vietnam.
const now = new Date('2026-11-23T02:00:00Z');
const noLimits = { perMinute: 0, perHour: 0 };

const trial = {
  company_name: 'Khách sạn Hoa Sen',
  name: 'Nguyễn Văn An',
  email: 'an@hoasen.vn',
  phone: '0901 234 567',
};
const contact = {
  name: 'Trần Thị Bích',
  company_name: 'Resort Biển Xanh',
  email: 'bich@bienxanh.vn',
  phone: '0912 345 678',
  room_count: '45',
  message: 'Tôi muốn tìm hiểu phần mềm cho 45 phòng.',
};

function submission(
  form: LeadSubmission['form'],
  fields: Record<string, unknown>,
  extra: Partial<LeadSubmission> = {},
): LeadSubmission {
  return { form, fields, client: '203.0.113.7', consentVersion: '2026-11-22', now, ...extra };
}

describe.each(testDialects)('lead pipeline on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect);
    db = createDb(testDb.config);
    await migrateToLatest(db);
  });

  afterEach(async () => {
    await db.destroy();
    await testDb.dispose();
  });

  const rows = () => db.selectFrom('contacts').selectAll().orderBy('created_at').execute();

  it('stores a quote request with the estimate it recomputes, ignoring figures the browser sent', async () => {
    const fields = {
      ...trial,
      page: '/bao-gia',
      phong: '8',
      goi: 'basic',
      ky: 'thang',
      khoa: '0',
      the: '',
      oneTimeVnd: 1,
    };
    const result = await submitLead(db, submission('quote', fields, { quoteCatalogue: testCatalogue }), noLimits);
    expect(result).toMatchObject({ kind: 'stored', repeated: false });
    const [row] = await rows();
    expect(row).toMatchObject({ source: 'quote', room_count: 8, plan: 'basic' });
    expect(readStoredQuote(row!.quote)?.estimate).toMatchObject({
      oneTimeVnd: 16 * 15_000,
      firstYearVnd: 16 * 15_000 + 6_000_000,
    });
  });

  it('answers a quote request it cannot price as unavailable and stores nothing', async () => {
    const fields = { ...trial, page: '/bao-gia', phong: '8' };
    expect(await submitLead(db, submission('quote', fields), noLimits)).toEqual({ kind: 'unavailable' });
    expect(await rows()).toEqual([]);
  });

  it('stores a trial request with every field, its attribution and consent', async () => {
    const result = await submitLead(
      db,
      submission('trial', {
        ...trial,
        page: '/',
        utm_source: 'facebook',
        utm_medium: 'cpc',
        utm_campaign: 'tet-2027',
        utm_term: 'phần mềm khách sạn',
        utm_content: 'banner-a',
        referrer: 'https://www.google.com/',
        unknown_field: 'ignored',
      }),
      noLimits,
    );
    expect(result).toMatchObject({ kind: 'stored', repeated: false });
    const [row] = await rows();
    expect(row).toMatchObject({
      company_name: 'Khách sạn Hoa Sen',
      name: 'Nguyễn Văn An',
      email: 'an@hoasen.vn',
      phone: '0901 234 567',
      message: 'Đăng ký dùng thử miễn phí',
      room_count: null,
      source: 'trial',
      plan: null,
      preferred_time: null,
      page: '/',
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'tet-2027',
      utm_term: 'phần mềm khách sạn',
      utm_content: 'banner-a',
      referrer: 'https://www.google.com/',
      consent_version: '2026-11-22',
      consent_at: now.toISOString(),
      status: 'new',
      created_at: now.toISOString(),
    });
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores a pricing request with its plan and the plan in the message', async () => {
    await submitLead(db, submission('pricing', { ...trial, plan: 'professional', page: '/' }), noLimits);
    expect(await rows()).toMatchObject([
      { source: 'pricing', plan: 'professional', message: 'Quan tâm đến Gói Chuyên nghiệp' },
    ]);
  });

  it('stores a contact message with the room count as a number', async () => {
    await submitLead(db, submission('contact', { ...contact, page: '/contact' }), noLimits);
    expect(await rows()).toMatchObject([
      { source: 'contact', room_count: 45, message: 'Tôi muốn tìm hiểu phần mềm cho 45 phòng.', page: '/contact' },
    ]);
  });

  it('stores a demo booking with its slot', async () => {
    const { room_count: _rooms, message: _message, ...person } = contact;
    await submitLead(db, submission('demo', { ...person, slot: '2026-11-24T10:30', mode: 'online' }), noLimits);
    expect(await rows()).toMatchObject([
      {
        source: 'demo',
        preferred_time: '2026-11-24T10:30',
        message: 'Đặt lịch demo: Thứ Ba, 24/11 · 10:30 (trực tuyến)',
      },
    ]);
  });

  it.each([
    ['trial', 'company_name', 'Tên khách sạn không được để trống', { ...trial, company_name: '  ' }],
    ['trial', 'name', 'Họ tên không được để trống', { ...trial, name: '' }],
    ['trial', 'email', 'Email không hợp lệ', { ...trial, email: 'an@' }],
    ['trial', 'phone', 'Số điện thoại không được để trống', { ...trial, phone: '' }],
    ['trial', 'phone', 'Số điện thoại không hợp lệ.', { ...trial, phone: '0901<script>' }],
    ['trial', 'name', 'Họ tên phải có ít nhất 2 ký tự.', { ...trial, name: 'A' }],
    ['trial', 'phone', 'Số điện thoại không hợp lệ.', { ...trial, phone: '123' }],
    ['trial', 'name', 'Họ tên tối đa 100 ký tự', { ...trial, name: 'A'.repeat(101) }],
    ['trial', 'name', 'Giá trị không hợp lệ', { ...trial, name: 42 }],
    ['pricing', 'plan', 'Gói không hợp lệ', { ...trial, plan: 'vip' }],
    ['contact', 'name', 'Họ và tên phải có ít nhất 2 ký tự.', { ...contact, name: 'A' }],
    ['contact', 'company_name', 'Tên khách sạn phải có ít nhất 2 ký tự.', { ...contact, company_name: 'K' }],
    ['contact', 'email', 'Địa chỉ email không hợp lệ.', { ...contact, email: 'bich.bienxanh.vn' }],
    ['contact', 'phone', 'Số điện thoại không hợp lệ.', { ...contact, phone: '090123' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: '0' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: '12.5' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: 'mười' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: '0x10' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: '1e3' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: ' +12' }],
    [
      'trial',
      'name',
      'Họ tên chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
      { ...trial, name: 'Lan\n\nXem và xử lý trong hộp thư: https://evil.example/admin/login' },
    ],
    [
      'trial',
      'company_name',
      'Tên khách sạn chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
      { ...trial, company_name: 'Hoa Sen\r\nBcc: x@evil.example' },
    ],
    ['trial', 'phone', 'Số điện thoại không hợp lệ.', { ...trial, phone: '0901\n234 567' }],
    ['trial', 'email', 'Email không hợp lệ', { ...trial, email: 'an@hoasen.vn\u0000' }],
    [
      'contact',
      'name',
      'Họ và tên chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
      { ...contact, name: 'Trần \u202Egnp.exe' },
    ],
    [
      'contact',
      'company_name',
      'Tên khách sạn chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
      { ...contact, company_name: 'Resort\u200B Biển' },
    ],
    [
      'contact',
      'message',
      'Nội dung tin nhắn chứa ký tự không hợp lệ (ký tự điều khiển hoặc ký tự ẩn).',
      { ...contact, message: 'Tôi cần tư vấn\u0000 cho khách sạn.' },
    ],
    ...(
      ['2026-13-01T10:00', '2026-12-32T10:00', '2026-00-10T10:00', '2026-02-30T10:00', '26-12-01T10:00'] as const
    ).map((slot) => ['demo', 'slot', 'Vui lòng chọn một khung giờ.', { ...contact, slot, mode: 'online' }] as const),
    [
      'demo',
      'slot',
      'Chỉ nhận lịch trong 3 tuần tới, vui lòng chọn ngày gần hơn.',
      { ...contact, slot: '9999-12-31T10:00', mode: 'online' },
    ],
    ['contact', 'message', 'Nội dung tin nhắn phải có ít nhất 10 ký tự.', { ...contact, message: 'Ngắn quá' }],
    ['contact', 'message', 'Nội dung tin nhắn tối đa 5000 ký tự.', { ...contact, message: 'x'.repeat(5001) }],
    [
      'demo',
      'slot',
      'Khung giờ này đã qua, vui lòng chọn giờ khác.',
      { ...contact, slot: '2026-11-22T10:00', mode: 'online' },
    ],
    [
      'demo',
      'slot',
      'Khung giờ này ngoài giờ làm việc, vui lòng chọn giờ khác.',
      { ...contact, slot: '2026-11-24T20:00', mode: 'online' },
    ],
    [
      'demo',
      'address',
      'Vui lòng nhập địa chỉ khách sạn để nhân viên đến demo.',
      { ...contact, slot: '2026-11-24T10:00', mode: 'onsite' },
    ],
  ] as const)('refuses %s when %s is wrong (%j), storing nothing', async (form, field, message, fields) => {
    const result = await submitLead(db, submission(form, fields), noLimits);
    expect(result).toMatchObject({ kind: 'invalid', errors: { [field]: message } });
    expect(await rows()).toEqual([]);
  });

  it('reads a no-break space pasted into a phone or a name as a space', async () => {
    const pasted = { ...trial, phone: '0901\u00A0234\u202F567', name: 'Nguyễn\u00A0Văn An' };
    expect((await submitLead(db, submission('trial', pasted), noLimits)).kind).toBe('stored');
    expect(await rows()).toMatchObject([{ phone: '0901 234 567', name: 'Nguyễn Văn An' }]);
  });

  it('accepts a demo on the last day of the booking window, and a message with line breaks and emoji', async () => {
    const demo = { ...contact, slot: '2026-12-14T10:00', mode: 'online' };
    expect((await submitLead(db, submission('demo', demo), noLimits)).kind).toBe('stored');
    const message = 'Chào anh,\nCần tư vấn phòng gia đình 👨‍👩‍👧 cho 45 phòng.';
    expect((await submitLead(db, submission('contact', { ...contact, message }), noLimits)).kind).toBe('stored');
    expect((await rows()).map((row) => row.message)).toContain(message);
  });

  it('cleans attribution instead of refusing the lead: NUL, line breaks and overrides dropped, lengths capped', async () => {
    const result = await submitLead(
      db,
      submission('trial', {
        ...trial,
        page: '/\u0000bang-gia',
        utm_source: '\u0000',
        utm_medium: 'c\u202Epc\n',
        utm_campaign: 'x'.repeat(500),
        referrer: 'https://google.com/\u0000',
      }),
      noLimits,
    );
    expect(result.kind).toBe('stored');
    const [row] = await rows();
    expect(row).toMatchObject({
      page: '/bang-gia',
      utm_source: null,
      utm_medium: 'cpc',
      utm_campaign: 'x'.repeat(200),
      referrer: 'https://google.com/',
    });
  });

  it('refuses the same key sent with another body, storing nothing more, and still repeats the first', async () => {
    const key = 'c0ffee00-2f4a-4c1e-9a53-7d0c2b8e1f00';
    const first = await submitLead(db, submission('trial', trial, { idempotencyKey: key }), noLimits);
    const other = { ...trial, name: 'Kẻ Gian', email: 'gian@evil.example' };
    expect(await submitLead(db, submission('trial', other, { idempotencyKey: key }), noLimits)).toEqual({
      kind: 'key_reused',
    });
    expect(await submitLead(db, submission('contact', contact, { idempotencyKey: key }), noLimits)).toEqual({
      kind: 'key_reused',
    });
    const again = await submitLead(db, submission('trial', { ...trial }, { idempotencyKey: key }), noLimits);
    expect(again).toEqual(first.kind === 'stored' ? { ...first, repeated: true } : first);
    expect((await rows()).map((row) => row.email)).toEqual([trial.email]);
  });

  it('counts refused submissions against the rate limit too, so bad input cannot be sent without end', async () => {
    const limits = { perMinute: 3, perHour: 30 };
    const bad = submission('trial', { ...trial, email: 'khong-phai-email' });
    for (let index = 0; index < 3; index += 1) expect((await submitLead(db, bad, limits)).kind).toBe('invalid');
    expect(await submitLead(db, bad, limits)).toEqual({ kind: 'rate_limited' });
    expect(await submitLead(db, submission('trial', trial), limits)).toEqual({ kind: 'rate_limited' });
    expect(await rows()).toEqual([]);
  });

  it('answers a filled honeypot as if it worked and stores nothing', async () => {
    expect(await submitLead(db, submission('trial', { ...trial, website: 'http://spam.example' }), noLimits)).toEqual({
      kind: 'ignored',
    });
    expect(await rows()).toEqual([]);
  });

  it('keeps text exactly as typed: diacritics (NFC and NFD), emoji, quotes, markup and SQL', async () => {
    const nfd = 'Nguyễn Thị Ánh'.normalize('NFD');
    const tricky = `Phòng "VIP" 🏨 it's <script>alert(1)</script>; DROP TABLE contacts;--`;
    await submitLead(
      db,
      submission('contact', {
        ...contact,
        name: nfd,
        company_name: tricky,
        message: `${tricky} ${'ờ'.normalize('NFD')}`,
      }),
      noLimits,
    );
    const [row] = await rows();
    expect(row!.name).toBe('Nguyễn Thị Ánh'.normalize('NFC'));
    expect(row!.name).not.toBe(nfd);
    expect(row!.company_name).toBe(tricky);
    expect(row!.message).toBe(`${tricky} ờ`);
  });

  it('stores one lead for 20 concurrent sends with one key, and answers each with it', async () => {
    const key = 'b6f1c7de-2f4a-4c1e-9a53-7d0c2b8e1f00';
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submitLead(db, submission('trial', trial, { idempotencyKey: key }), noLimits)),
    );
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(new Set(results.map((result) => (result.kind === 'stored' ? result.leadId : result.kind)))).toEqual(
      new Set([stored[0]!.id]),
    );
    expect(results.filter((result) => result.kind === 'stored' && !result.repeated)).toHaveLength(1);
  });

  it('stores exactly 200 rows for 200 concurrent different leads', async () => {
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        submitLead(db, submission('trial', { ...trial, email: `khach${index}@hoasen.vn` }), noLimits),
      ),
    );
    const emails = (await rows()).map((row) => row.email);
    expect(emails).toHaveLength(200);
    expect(new Set(emails).size).toBe(200);
  });

  it('refuses a client past 5 a minute or 30 an hour, counting each client apart', async () => {
    const limits = { perMinute: 5, perHour: 30 };
    const send = (client: string, at: Date) => submitLead(db, submission('trial', trial, { client, now: at }), limits);
    for (let index = 0; index < 5; index += 1) expect((await send('198.51.100.1', now)).kind).toBe('stored');
    expect(await send('198.51.100.1', now)).toEqual({ kind: 'rate_limited' });
    expect((await send('198.51.100.2', now)).kind).toBe('stored');
    // Once the minute's five have left the window (counted by the 5 s slice they fell in) there is
    // room again, but the hour still counts.
    const later = (steps: number) => new Date(now.getTime() + steps * 65_000);
    for (let step = 1; step <= 6; step += 1) {
      for (let index = 0; index < 5; index += 1) await send('198.51.100.3', later(step));
    }
    expect(await send('198.51.100.3', later(7))).toEqual({ kind: 'rate_limited' });
    expect((await rows()).filter((row) => row.email === trial.email)).toHaveLength(5 + 1 + 30);
  });

  it('reports an unwritable database as unavailable, without throwing, and works again once it is back', async () => {
    if (dialect === 'sqlite') await sql`PRAGMA query_only = ON`.execute(db);
    const down =
      dialect === 'sqlite'
        ? db
        : createDb({ dialect: 'postgres', connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    expect(await submitLead(down, submission('trial', trial), noLimits)).toEqual({ kind: 'unavailable' });
    if (dialect === 'sqlite') await sql`PRAGMA query_only = OFF`.execute(db);
    else await down.destroy();
    expect(await rows()).toEqual([]);
    expect((await submitLead(db, submission('trial', trial), noLimits)).kind).toBe('stored');
  });
});
