import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { createDb } from '../../src/server/db/client.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

// 'Thông tin công ty' refuses what the lead forms refuse: a right-to-left override in the hotline's
// hours showed them reversed on every page. Each hidden character is a 422 with the reason beside
// its field, what was typed shown again, nothing stored. Input checks: on SQLite only (the row's SQL
// on both databases is company-details.test.ts's).

const owner = 'chu@hotelix.vn';
const unsafe = 'Chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).';

const valid = {
  legalName: 'Công ty TNHH Phần mềm Khách sạn Việt',
  hotline: '028 3822 1234',
  hotlineHours: '7:30–21:30 hằng ngày',
  zalo: '0912 345 678',
  salesEmail: 'lienhe@khachsanviet.vn',
  officeAddress: '45 Lê Thánh Tôn, Phường Sài Gòn, TP. Hồ Chí Minh',
  mapUrl: '',
  officeHours: 'Thứ Hai đến thứ Sáu: 8:00–17:30\nThứ Bảy: 8:00–12:00',
  social_facebook: '',
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
  claim_timeSaved_source: '',
};

/** A field of the form with a character in it that hides or reverses what visitors read. */
const hidden: Array<[field: keyof typeof valid, value: string]> = [
  ['hotlineHours', '\u202E22:00–7:30 hằng ngày'], // shown as 'ngày hằng 7:30–22:00' backwards
  ['legalName', 'Công ty TNHH\u200B Phần mềm Khách sạn Việt'],
  ['officeAddress', '45 Lê Thánh Tôn\u2066, TP. Hồ Chí Minh\u2069'],
  ['officeHours', 'Thứ Hai đến thứ Sáu: 8:00–17:30\nThứ Bảy:\u200F 8:00–12:00'],
  ['claim_hotels_source', 'Khảo sát\u061C 42 khách sạn'],
  ['social_facebook', 'https://www.facebook.com/\u202Ekhachsanviet'],
];

describe.each(['sqlite'] as const)('the company form and invisible characters on %s', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let cookie: string;
  let db: ReturnType<typeof createDb>;
  const stored = () => db.selectFrom('company_details').selectAll().execute();

  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer(database.env);
    client = staffClient(server);
    db = createDb(database.config);
    await addStaffAccounts(server, [{ email: owner, role: 'owner' }], database.env);
    cookie = (await client.signIn(owner)).cookie;
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.dispose();
  });

  it.each(hidden)(
    'refuses %s with a hidden character, says why beside it, and stores nothing',
    async (field, value) => {
      // What is stored already: the test that saves the form may have run first.
      const before = await stored();
      const response = await client.post('/admin/cong-ty', { ...valid, [field]: value }, cookie);
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toContain(`id="${field}-error"`);
      expect(html).toContain(unsafe);
      // What was typed is still there to correct.
      expect(html).toContain('value="Công ty TNHH');
      expect(await stored()).toEqual(before);
    },
  );

  it('keeps showing the details saved before, and saves the same form once the character is gone', async () => {
    const home = await (await client.get('/')).text();
    expect(home).toContain('0900 000 000');
    expect(home).not.toContain('\u202E');
    const response = await client.post('/admin/cong-ty', valid, cookie);
    expect(response.status).toBe(303);
    expect(await stored()).toHaveLength(1);
    expect(await (await client.get('/')).text()).toContain('7:30–21:30 hằng ngày');
  });
});
