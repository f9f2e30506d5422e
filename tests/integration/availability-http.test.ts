import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { dayLabel } from '../../src/lib/format.ts';
import { addDays, vietnamDateOf } from '../../src/lib/vietnam-time.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';

// /admin/lich-hen (a salesperson's demo hours, meeting link, days off; the owner edits anyone's) and
// /admin/ngay-nghi (the owner's closed days) over HTTP on the production server. Every refusal is
// checked against the database file: nothing stored, and the site keeps serving.

// Lan's hours are never saved (the first test reads the office hours on her page); Hoa saves hers, the
// owner Minh's.
const emails = {
  owner: 'chu@hotelix.vn',
  lan: 'lan@hotelix.vn',
  hoa: 'hoa@hotelix.vn',
  minh: 'minh@hotelix.vn',
  editor: 'bt@hotelix.vn',
};

const messages = {
  format: 'Giờ chưa đúng dạng: viết như 8:00–12:00, 13:30–17:30 (để trống nếu nghỉ cả ngày).',
  order: 'Giờ kết thúc phải sau giờ bắt đầu.',
  overlap: 'Các khoảng giờ trong ngày không được chồng lên nhau.',
  link: 'Đường dẫn họp phải là địa chỉ đầy đủ bắt đầu bằng https:// (Google Meet, Zoom hoặc Zalo), ví dụ https://meet.google.com/abc-defg-hij.',
  badDay: 'Ngày không hợp lệ: chọn một ngày có thật trên lịch.',
  past: 'Chỉ chọn được hôm nay hoặc một ngày sau này.',
  taken: 'Ngày này đã có trong danh sách: đổi tên ở bên dưới nếu cần.',
  name: 'Vui lòng nhập tên ngày nghỉ, ví dụ “Giỗ Tổ Hùng Vương”.',
};

/** A week as the form posts it: Monday to Friday two periods, Saturday the morning, Sunday off. */
const week = {
  day1: '8:00–12:00, 13:30–17:30',
  day2: '8:00–12:00, 13:30–17:30',
  day3: '8:00–12:00, 13:30–17:30',
  day4: '8:00–12:00, 13:30–17:30',
  day5: '8:00–12:00, 13:30–17:30',
  day6: '8:00–11:00',
  day0: '',
};
const storedWeek = JSON.stringify([
  [],
  ...Array.from({ length: 5 }, () => [
    [480, 720],
    [810, 1050],
  ]),
  [[480, 660]],
]);

describe('demo hours and closed days over HTTP', () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let db: DatabaseSync;
  const cookies = { owner: '', lan: '', hoa: '', minh: '', editor: '' };
  const ids = { owner: '', lan: '', hoa: '', minh: '', editor: '' };
  const today = vietnamDateOf(new Date());
  const statuses: number[] = [];

  const post = async (path: string, form: Record<string, string>, cookie: string, from?: string) => {
    const response = await client.post(path, form, cookie, from);
    statuses.push(response.status);
    return response;
  };
  const page = async (path: string, cookie: string) => {
    const response = await client.get(path, cookie);
    statuses.push(response.status);
    return { status: response.status, html: await response.text() };
  };
  const state = () => ({
    hours: db.prepare('SELECT * FROM staff_availability ORDER BY user_id').all(),
    daysOff: db.prepare('SELECT * FROM staff_days_off ORDER BY user_id, day').all(),
    closed: db.prepare('SELECT * FROM closed_days ORDER BY day').all(),
    audit: db.prepare("SELECT action, subject FROM audit_events WHERE action NOT IN ('sign_in') ORDER BY at").all(),
  });
  const hoursOf = (id: string) =>
    db.prepare('SELECT weekly_hours, meeting_link FROM staff_availability WHERE user_id = ?').get(id) as
      { weekly_hours: string; meeting_link: string | null } | undefined;
  const audits = (action: string) =>
    db
      .prepare('SELECT actor_email, subject, detail FROM audit_events WHERE action = ? ORDER BY at')
      .all(action) as Array<Record<string, string>>;

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    db = new DatabaseSync(`${server.dataDir}/site.db`, { readOnly: true });
    await addStaffAccounts(server, [
      { email: emails.owner, role: 'owner' },
      { email: emails.lan, role: 'sales', name: 'Nguyễn Thị Lan' },
      { email: emails.hoa, role: 'sales', name: 'Phạm Thu Hoa' },
      { email: emails.minh, role: 'sales', name: 'Lê Văn Minh' },
      { email: emails.editor, role: 'editor' },
    ]);
    for (const [who, email] of Object.entries(emails)) {
      ids[who as keyof typeof ids] = (
        db.prepare('SELECT id FROM staff_users WHERE email = ?').get(email) as { id: string }
      ).id;
      cookies[who as keyof typeof cookies] = (await client.signIn(email)).cookie;
    }
  }, 60_000);

  afterAll(async () => {
    db?.close();
    await server?.stop();
  });

  it('shows a salesperson the office hours, an empty link and their personal booking link', async () => {
    const { status, html } = await page('/admin/lich-hen', cookies.lan);
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="text-2xl font-bold break-words">Lịch nhận demo</h1>');
    expect(html).toMatch(/id="day1"[^>]*value="8:00–18:00"/);
    expect(html).toMatch(/id="day6"[^>]*value="8:00–12:00"/);
    expect(html).toContain(`/dat-lich-demo?nv=${ids.lan}</a>`);
  });

  it('stores the week and link a salesperson saves, in the slot engine’s format, and audits it', async () => {
    const auditedBefore = audits('demo_hours_changed');
    const saved = await post(
      '/admin/lich-hen',
      { action: 'hours', ...week, meeting_link: 'https://meet.google.com/abc-defg-hij' },
      cookies.hoa,
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/lich-hen?thong-bao=hours_saved');
    expect(hoursOf(ids.hoa)).toEqual({
      weekly_hours: storedWeek,
      meeting_link: 'https://meet.google.com/abc-defg-hij',
    });
    const { html } = await page('/admin/lich-hen?thong-bao=hours_saved', cookies.hoa);
    expect(html).toContain('Đã lưu giờ nhận demo và đường dẫn họp.');
    expect(html).toMatch(/id="day6"[^>]*value="8:00–11:00"/);
    expect(audits('demo_hours_changed')).toEqual([
      ...auditedBefore,
      expect.objectContaining({ actor_email: emails.hoa, subject: emails.hoa }),
    ]);
  });

  it('adds and removes a day off', async () => {
    const day = addDays(today, 3);
    const added = await post('/admin/lich-hen', { action: 'day_off_add', day, note: 'Nghỉ phép' }, cookies.lan);
    expect(added.headers.get('location')).toBe('/admin/lich-hen?thong-bao=day_off_added');
    expect(db.prepare('SELECT day, note FROM staff_days_off WHERE user_id = ?').all(ids.lan)).toEqual([
      { day, note: 'Nghỉ phép' },
    ]);
    expect((await page('/admin/lich-hen', cookies.lan)).html).toContain('Nghỉ phép');
    const removed = await post('/admin/lich-hen', { action: 'day_off_remove', day }, cookies.lan);
    expect(removed.headers.get('location')).toBe('/admin/lich-hen?thong-bao=day_off_removed');
    expect(db.prepare('SELECT * FROM staff_days_off').all()).toEqual([]);
    expect(audits('day_off_added')).toHaveLength(1);
    expect(audits('day_off_removed')).toHaveLength(1);
  });

  it('refuses bad hours, links and days with their message, storing nothing', async () => {
    const before = state();
    const refusals: Array<[Record<string, string>, string]> = [
      [{ action: 'hours', ...week, day3: '17:00–8:00' }, messages.order],
      [{ action: 'hours', ...week, day2: '8:00–12:00, 11:00–14:00' }, messages.overlap],
      [{ action: 'hours', ...week, day1: 'cả ngày' }, messages.format],
      [{ action: 'hours', ...week, meeting_link: 'javascript:alert(1)' }, messages.link],
      [{ action: 'hours', ...week, meeting_link: 'http://zoom.us/j/1' }, messages.link],
      [{ action: 'day_off_add', day: '2026-02-30' }, messages.badDay],
      [{ action: 'day_off_add', day: addDays(today, -1) }, messages.past],
    ];
    for (const [form, message] of refusals) {
      const refused = await post('/admin/lich-hen', form, cookies.lan);
      expect(refused.status).toBe(422);
      const html = await refused.text();
      expect(html).toContain(message);
      expect(html).toContain('Vui lòng sửa các mục được đánh dấu bên dưới.');
    }
    expect(state()).toEqual(before);
  });

  it('refuses a wrong method, encoding, size, action, origin, role or someone else’s page, and keeps serving', async () => {
    const before = state();
    const put = await fetch(`${server.url}/admin/lich-hen`, {
      method: 'PUT',
      headers: { cookie: cookies.lan, origin: server.url },
    });
    expect(put.status).toBe(405);
    const json = await fetch(`${server.url}/admin/lich-hen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: cookies.lan },
      body: JSON.stringify({ action: 'hours', ...week }),
    });
    expect(json.status).toBe(415);
    expect(
      (await post('/admin/lich-hen', { action: 'hours', ...week, day1: 'x'.repeat(70_000) }, cookies.lan)).status,
    ).toBe(413);
    expect((await post('/admin/lich-hen', { action: 'xoa-het' }, cookies.lan)).status).toBe(400);
    expect(
      (await post('/admin/lich-hen', { action: 'hours', ...week }, cookies.lan, 'https://ke-gian.example')).status,
    ).toBe(403);
    // A salesperson on a colleague's page, an editor anywhere here, the owner on a non-salesperson.
    expect((await post(`/admin/lich-hen?nv=${ids.minh}`, { action: 'hours', ...week }, cookies.lan)).status).toBe(403);
    const colleague = await page(`/admin/lich-hen?nv=${ids.minh}`, cookies.lan);
    expect(colleague.status).toBe(403);
    expect(colleague.html).toContain('Bạn không có quyền xem trang này');
    expect((await page('/admin/lich-hen', cookies.editor)).status).toBe(403);
    expect((await post('/admin/lich-hen', { action: 'hours', ...week }, cookies.editor)).status).toBe(403);
    expect((await post(`/admin/lich-hen?nv=${ids.editor}`, { action: 'hours', ...week }, cookies.owner)).status).toBe(
      404,
    );
    expect((await post('/admin/lich-hen', { action: 'hours', ...week }, cookies.owner)).status).toBe(400);
    expect((await post('/admin/lich-hen', { action: 'hours', ...week }, '')).status).toBe(303);
    expect(state()).toEqual(before);
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect((await fetch(`${server.url}/tin-tuc`)).status).toBe(200);
  });

  it('lets the owner pick a salesperson and edit their hours, audited as the owner', async () => {
    const picker = await page('/admin/lich-hen', cookies.owner);
    expect(picker.html).toContain('Chọn nhân viên kinh doanh');
    expect(picker.html).toContain(`/admin/lich-hen?nv=${ids.minh}`);
    const saved = await post(
      `/admin/lich-hen?nv=${ids.minh}`,
      { action: 'hours', ...week, meeting_link: '' },
      cookies.owner,
    );
    expect(saved.headers.get('location')).toBe(`/admin/lich-hen?nv=${ids.minh}&thong-bao=hours_saved`);
    expect(hoursOf(ids.minh)).toEqual({ weekly_hours: storedWeek, meeting_link: null });
    expect(audits('demo_hours_changed').at(-1)).toMatchObject({ actor_email: emails.owner, subject: emails.minh });
    expect((await page(`/admin/lich-hen?nv=${ids.minh}`, cookies.owner)).html).toContain('Lịch nhận demo: Lê Văn Minh');
  });

  it('seeds the closed days with the coming holidays, and lets the owner add, rename and remove one', async () => {
    const nextYear = Number(today.slice(0, 4)) + 1;
    const first = await page('/admin/ngay-nghi', cookies.owner);
    expect(first.status).toBe(200);
    expect(first.html).toContain(`${dayLabel(`${nextYear}-09-02`)}/${nextYear}`);
    expect(db.prepare('SELECT name FROM closed_days WHERE day = ?').get(`${nextYear}-09-02`)).toEqual({
      name: 'Quốc khánh',
    });
    expect(first.html).toContain('Mùng 3 Tết Nguyên đán');
    expect(first.html).toContain('Ngày nghỉ bù, ngày hoán đổi');

    const day = `${nextYear}-09-03`;
    const added = await post('/admin/ngay-nghi', { action: 'add', day, name: 'Nghỉ bù Quốc khánh' }, cookies.owner);
    expect(added.headers.get('location')).toBe('/admin/ngay-nghi?thong-bao=added');
    const again = await post('/admin/ngay-nghi', { action: 'add', day, name: 'Lần nữa' }, cookies.owner);
    expect(again.status).toBe(422);
    expect(await again.text()).toContain(messages.taken);
    const renamed = await post(
      '/admin/ngay-nghi',
      { action: 'rename', day, name: 'Nghỉ Quốc khánh (ngày 2)' },
      cookies.owner,
    );
    expect(renamed.headers.get('location')).toBe('/admin/ngay-nghi?thong-bao=renamed');
    expect(db.prepare('SELECT name FROM closed_days WHERE day = ?').get(day)).toEqual({
      name: 'Nghỉ Quốc khánh (ngày 2)',
    });
    const removed = await post('/admin/ngay-nghi', { action: 'remove', day: `${nextYear}-09-02` }, cookies.owner);
    expect(removed.headers.get('location')).toBe('/admin/ngay-nghi?thong-bao=removed');
    expect(db.prepare('SELECT * FROM closed_days WHERE day = ?').get(`${nextYear}-09-02`)).toBeUndefined();
    expect(audits('closed_day_added')).toEqual([expect.objectContaining({ actor_email: emails.owner, subject: day })]);
    expect(audits('closed_day_renamed')).toHaveLength(1);
    expect(audits('closed_day_removed')).toHaveLength(1);
  });

  it('refuses bad closed days and anyone but the owner, storing nothing', async () => {
    const before = state();
    for (const [form, message] of [
      [{ action: 'add', day: '2027-02-30', name: 'Sai ngày' }, messages.badDay],
      [{ action: 'add', day: addDays(today, -1), name: 'Hôm qua' }, messages.past],
      [{ action: 'add', day: addDays(today, 5), name: '' }, messages.name],
      [{ action: 'rename', day: `${Number(today.slice(0, 4)) + 1}-01-01`, name: '   ' }, messages.name],
    ] as Array<[Record<string, string>, string]>) {
      const refused = await post('/admin/ngay-nghi', form, cookies.owner);
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain(message);
    }
    expect((await post('/admin/ngay-nghi', { action: 'remove', day: 'không phải ngày' }, cookies.owner)).status).toBe(
      400,
    );
    expect((await page('/admin/ngay-nghi', cookies.lan)).status).toBe(403);
    expect(
      (await post('/admin/ngay-nghi', { action: 'add', day: addDays(today, 5), name: 'Nghỉ' }, cookies.lan)).status,
    ).toBe(403);
    expect((await post('/admin/ngay-nghi', { action: 'remove', day: addDays(today, 5) }, cookies.editor)).status).toBe(
      403,
    );
    expect(state()).toEqual(before);
    expect((await fetch(`${server.url}/tin-tuc`)).status).toBe(200);
  });
});
