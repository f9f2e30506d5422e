import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import { submitLead, type LeadSubmission } from '../../src/server/leads/lead.service.ts';
import { testCatalogue } from '../../src/lib/quote/quote-fixture.ts';
import { readStoredQuote } from '../../src/lib/quote/stored-quote.ts';
import { useMigratedDatabase } from './migrated-database.ts';
import { testDialects } from './test-databases.ts';

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

// Both databases for what their SQL or their concurrency could make differ: each column as stored and
// read back, the key claims and the rate limits, writes racing, a database that refuses writes.
describe.each(testDialects)('lead pipeline on %s', (dialect) => {
  const migrated = useMigratedDatabase(dialect);
  const rows = () => migrated.db.selectFrom('contacts').selectAll().orderBy('created_at').execute();

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
    const result = await submitLead(
      migrated.db,
      submission('quote', fields, { quoteCatalogue: testCatalogue }),
      noLimits,
    );
    expect(result).toMatchObject({ kind: 'stored', repeated: false });
    const [row] = await rows();
    expect(row).toMatchObject({ source: 'quote', room_count: 8, plan: 'basic' });
    expect(readStoredQuote(row!.quote)?.estimate).toMatchObject({
      oneTimeVnd: 16 * 15_000,
      firstYearVnd: 16 * 15_000 + 6_000_000,
    });
  });

  it('stores a trial request with every field, its attribution and consent', async () => {
    const result = await submitLead(
      migrated.db,
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

  it('stores a demo booking with its slot', async () => {
    const { room_count: _rooms, message: _message, ...person } = contact;
    await submitLead(
      migrated.db,
      submission('demo', { ...person, slot: '2026-11-24T10:30', mode: 'online' }),
      noLimits,
    );
    expect(await rows()).toMatchObject([
      {
        source: 'demo',
        preferred_time: '2026-11-24T10:30',
        message: 'Đặt lịch demo: Thứ Ba, 24/11 · 10:30 (trực tuyến)',
      },
    ]);
  });

  it('refuses the same key sent with another body, storing nothing more, and still repeats the first', async () => {
    const key = 'c0ffee00-2f4a-4c1e-9a53-7d0c2b8e1f00';
    const first = await submitLead(migrated.db, submission('trial', trial, { idempotencyKey: key }), noLimits);
    const other = { ...trial, name: 'Kẻ Gian', email: 'gian@evil.example' };
    expect(await submitLead(migrated.db, submission('trial', other, { idempotencyKey: key }), noLimits)).toEqual({
      kind: 'key_reused',
    });
    expect(await submitLead(migrated.db, submission('contact', contact, { idempotencyKey: key }), noLimits)).toEqual({
      kind: 'key_reused',
    });
    const again = await submitLead(migrated.db, submission('trial', { ...trial }, { idempotencyKey: key }), noLimits);
    expect(again).toEqual(first.kind === 'stored' ? { ...first, repeated: true } : first);
    expect((await rows()).map((row) => row.email)).toEqual([trial.email]);
  });

  it('keeps text exactly as typed: diacritics (NFC and NFD), emoji, quotes, markup and SQL', async () => {
    const nfd = 'Nguyễn Thị Ánh'.normalize('NFD');
    const tricky = `Phòng "VIP" 🏨 it's <script>alert(1)</script>; DROP TABLE contacts;--`;
    await submitLead(
      migrated.db,
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
      Array.from({ length: 20 }, () =>
        submitLead(migrated.db, submission('trial', trial, { idempotencyKey: key }), noLimits),
      ),
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
        submitLead(migrated.db, submission('trial', { ...trial, email: `khach${index}@hoasen.vn` }), noLimits),
      ),
    );
    const emails = (await rows()).map((row) => row.email);
    expect(emails).toHaveLength(200);
    expect(new Set(emails).size).toBe(200);
  });

  it('refuses a client past 5 a minute or 30 an hour, counting each client apart', async () => {
    const limits = { perMinute: 5, perHour: 30 };
    const send = (client: string, at: Date) =>
      submitLead(migrated.db, submission('trial', trial, { client, now: at }), limits);
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
    if (dialect === 'sqlite') await sql`PRAGMA query_only = ON`.execute(migrated.db);
    const down =
      dialect === 'sqlite'
        ? migrated.db
        : createDb({ dialect: 'postgres', connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    expect(await submitLead(down, submission('trial', trial), noLimits)).toEqual({ kind: 'unavailable' });
    if (dialect === 'sqlite') await sql`PRAGMA query_only = OFF`.execute(migrated.db);
    else await down.destroy();
    expect(await rows()).toEqual([]);
    expect((await submitLead(migrated.db, submission('trial', trial), noLimits)).kind).toBe('stored');
  });
});

// The pipeline's rules (what it stores, refuses or ignores) run the same statements as above:
// one database is enough to tell them apart.
describe('lead pipeline rules', () => {
  const migrated = useMigratedDatabase('sqlite');
  const rows = () => migrated.db.selectFrom('contacts').selectAll().orderBy('created_at').execute();

  it('answers a quote request it cannot price as unavailable and stores nothing', async () => {
    const fields = { ...trial, page: '/bao-gia', phong: '8' };
    expect(await submitLead(migrated.db, submission('quote', fields), noLimits)).toEqual({ kind: 'unavailable' });
    expect(await rows()).toEqual([]);
  });

  it('stores a pricing request with its plan and the plan in the message', async () => {
    await submitLead(migrated.db, submission('pricing', { ...trial, plan: 'professional', page: '/' }), noLimits);
    expect(await rows()).toMatchObject([
      { source: 'pricing', plan: 'professional', message: 'Quan tâm đến Gói Chuyên nghiệp' },
    ]);
  });

  it('stores a contact message with the room count as a number', async () => {
    await submitLead(migrated.db, submission('contact', { ...contact, page: '/contact' }), noLimits);
    expect(await rows()).toMatchObject([
      { source: 'contact', room_count: 45, message: 'Tôi muốn tìm hiểu phần mềm cho 45 phòng.', page: '/contact' },
    ]);
  });

  // Each form's messages for wrong fields are the schemas' (src/lib/leads/lead-schemas.test.ts);
  // here the pipeline's answer to one of them, and to the slots only the booking refuses.
  it.each([
    ['trial', 'email', 'Email không hợp lệ', { ...trial, email: 'an@' }],
    [
      'demo',
      'address',
      'Vui lòng nhập địa chỉ khách sạn để nhân viên đến demo.',
      { ...contact, slot: '2026-11-24T10:00', mode: 'onsite' },
    ],
    [
      'demo',
      'slot',
      'Chỉ nhận lịch trong 3 tuần tới, vui lòng chọn ngày gần hơn.',
      { ...contact, slot: '9999-12-31T10:00', mode: 'online' },
    ],
    [
      'demo',
      'slot',
      'Khung giờ này ngoài giờ làm việc, vui lòng chọn giờ khác.',
      { ...contact, slot: '2026-11-24T20:00', mode: 'online' },
    ],
  ] as const)('refuses %s when %s is wrong (%j), storing nothing', async (form, field, message, fields) => {
    const result = await submitLead(migrated.db, submission(form, fields), noLimits);
    expect(result).toMatchObject({ kind: 'invalid', errors: { [field]: message } });
    expect(await rows()).toEqual([]);
  });

  it('reads a no-break space pasted into a phone or a name as a space', async () => {
    const pasted = { ...trial, phone: '0901\u00A0234\u202F567', name: 'Nguyễn\u00A0Văn An' };
    expect((await submitLead(migrated.db, submission('trial', pasted), noLimits)).kind).toBe('stored');
    expect(await rows()).toMatchObject([{ phone: '0901 234 567', name: 'Nguyễn Văn An' }]);
  });

  it('accepts a demo on the last day of the booking window, and a message with line breaks and emoji', async () => {
    const demo = { ...contact, slot: '2026-12-14T10:00', mode: 'online' };
    expect((await submitLead(migrated.db, submission('demo', demo), noLimits)).kind).toBe('stored');
    const message = 'Chào anh,\nCần tư vấn phòng gia đình 👨‍👩‍👧 cho 45 phòng.';
    expect((await submitLead(migrated.db, submission('contact', { ...contact, message }), noLimits)).kind).toBe(
      'stored',
    );
    expect((await rows()).map((row) => row.message)).toContain(message);
  });

  it('cleans attribution instead of refusing the lead: NUL, line breaks and overrides dropped, lengths capped', async () => {
    const result = await submitLead(
      migrated.db,
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

  it('counts refused submissions against the rate limit too, so bad input cannot be sent without end', async () => {
    const limits = { perMinute: 3, perHour: 30 };
    const bad = submission('trial', { ...trial, email: 'khong-phai-email' });
    for (let index = 0; index < 3; index += 1)
      expect((await submitLead(migrated.db, bad, limits)).kind).toBe('invalid');
    expect(await submitLead(migrated.db, bad, limits)).toEqual({ kind: 'rate_limited' });
    expect(await submitLead(migrated.db, submission('trial', trial), limits)).toEqual({ kind: 'rate_limited' });
    expect(await rows()).toEqual([]);
  });

  it('answers a filled honeypot as if it worked and stores nothing', async () => {
    expect(
      await submitLead(migrated.db, submission('trial', { ...trial, website: 'http://spam.example' }), noLimits),
    ).toEqual({
      kind: 'ignored',
    });
    expect(await rows()).toEqual([]);
  });
});
