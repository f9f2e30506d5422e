import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { addStaffAccounts, postDistinctLead, staffClient } from './staff-client.ts';

// Marking a demo held or no-show over HTTP (POST /admin/leads/<id>, action 'meeting_outcome'), against
// the production server on SQLite. The demos are written into the database file (one an hour ago, one
// tomorrow): the server's clock is the real one, and a booking is always in the future. Every refusal
// leaves the meetings, timelines and audit log as they were, and the site keeps serving. A test that
// marks, cancels or deletes has a lead and demo of its own, so the tests pass in any order.

const emails = { owner: 'chu@hotelix.vn', lan: 'lan@hotelix.vn', minh: 'minh@hotelix.vn', editor: 'bt@hotelix.vn' };
const link = 'https://meet.google.com/abc-defg-hij';

describe('marking a demo over HTTP', () => {
  let server: LaunchedServer;
  let db: DatabaseSync;
  const cookies = { owner: '', lan: '', minh: '', editor: '' };
  const ids = { owner: '', lan: '', minh: '', editor: '' };
  // `past`, `future`, `later` and `started` are only read or refused; `held` is marked by one test,
  // `cancelled` cancelled and deleted by another; `marked` is written already held.
  const leads = { past: '', future: '', later: '', started: '', held: '', cancelled: '', marked: '' };
  const meetings = { past: '', future: '', later: '', started: '', held: '', cancelled: '', marked: '' };
  const answered: number[] = [];

  const send = async (
    path: string,
    init: { method?: string; cookie?: string; body?: string; type?: string; origin?: string | null } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (init.origin !== null) headers.origin = init.origin ?? server.url;
    if (init.cookie) headers.cookie = init.cookie;
    if (init.type ?? init.body) headers['content-type'] = init.type ?? 'application/x-www-form-urlencoded';
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: init.body }),
      redirect: 'manual',
    });
    answered.push(response.status);
    return response;
  };
  const cancel = (lead: string, meeting: string, cookie: string, extra: Parameters<typeof send>[1] = {}) =>
    send(`/admin/leads/${lead}`, {
      body: new URLSearchParams({ action: 'meeting_cancel', meeting }).toString(),
      cookie,
      ...extra,
    });
  const mark = (lead: string, form: Record<string, string>, cookie: string, extra: Parameters<typeof send>[1] = {}) =>
    send(`/admin/leads/${lead}`, {
      body: new URLSearchParams({ action: 'meeting_outcome', ...form }).toString(),
      cookie,
      ...extra,
    });
  const state = () => ({
    meetings: db.prepare('SELECT id, status, sequence, updated_at FROM demo_meetings ORDER BY id').all(),
    leads: db.prepare('SELECT id, status, first_response_at FROM contacts ORDER BY id').all(),
    events: db.prepare('SELECT * FROM lead_events ORDER BY id').all(),
    audit: db
      .prepare(
        "SELECT action, subject, detail FROM audit_events WHERE action NOT IN ('sign_in', 'account_created') ORDER BY seq",
      )
      .all(),
  });
  const idOfLead = (email: string) =>
    (db.prepare('SELECT id FROM contacts WHERE email = ?').get(email) as { id: string }).id;
  const addMeeting = (contactId: string, startsAt: Date, status: 'booked' | 'held' = 'booked') => {
    const id = randomUUID();
    const at = new Date().toISOString();
    db.prepare(
      `INSERT INTO demo_meetings (id, contact_id, host_key, staff_id, starts_at, ends_at, mode, address, meeting_link, status, sequence, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'online', NULL, ?, ?, 0, ?, ?)`,
    ).run(
      id,
      contactId,
      ids.lan,
      ids.lan,
      startsAt.toISOString(),
      new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      link,
      status,
      at,
      at,
    );
    return id;
  };

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    const client = staffClient(server);
    db = new DatabaseSync(`${server.dataDir}/site.db`);
    await addStaffAccounts(server, [
      { email: emails.owner, role: 'owner' },
      { email: emails.lan, role: 'sales', name: 'Nguyễn Thị Lan' },
      { email: emails.minh, role: 'sales', name: 'Lê Văn Minh' },
      { email: emails.editor, role: 'editor' },
    ]);
    for (const [who, email] of Object.entries(emails)) {
      ids[who as keyof typeof ids] = (
        db.prepare('SELECT id FROM staff_users WHERE email = ?').get(email) as { id: string }
      ).id;
      cookies[who as keyof typeof cookies] = (await client.signIn(email)).cookie;
    }
    // Only Lan takes leads: every lead is hers.
    db.prepare('UPDATE staff_users SET taking_leads = 0 WHERE id <> ?').run(ids.lan);
    leads.past = idOfLead(await postDistinctLead(server, 'Trần Bình'));
    leads.future = idOfLead(await postDistinctLead(server, 'Phạm Hoa'));
    meetings.past = addMeeting(leads.past, new Date(Date.now() - 3_600_000));
    meetings.future = addMeeting(leads.future, new Date(Date.now() + 86_400_000));
    leads.later = idOfLead(await postDistinctLead(server, 'Đỗ Mai'));
    leads.started = idOfLead(await postDistinctLead(server, 'Vũ Nam'));
    meetings.later = addMeeting(leads.later, new Date(Date.now() + 2 * 86_400_000));
    meetings.started = addMeeting(leads.started, new Date(Date.now() - 2 * 3_600_000));
    leads.held = idOfLead(await postDistinctLead(server, 'Hồ Quang'));
    meetings.held = addMeeting(leads.held, new Date(Date.now() - 3_600_000));
    leads.cancelled = idOfLead(await postDistinctLead(server, 'Lý Thu'));
    meetings.cancelled = addMeeting(leads.cancelled, new Date(Date.now() + 2 * 86_400_000));
    leads.marked = idOfLead(await postDistinctLead(server, 'Đinh Sơn'));
    meetings.marked = addMeeting(leads.marked, new Date(Date.now() - 3 * 3_600_000), 'held');
  }, 60_000);

  afterAll(async () => {
    db?.close();
    await server?.stop();
  });

  it("shows 'Lịch demo' on the lead's page: time, mode, the meeting link in a new tab, who holds it, its status", async () => {
    const page = await (await send(`/admin/leads/${leads.past}`, { cookie: cookies.lan })).text();
    expect(page).toContain('Lịch demo');
    expect(page).toContain('Trực tuyến');
    expect(page).toContain(`href="${link}" target="_blank" rel="noopener noreferrer"`);
    expect(page).toContain('Nguyễn Thị Lan');
    expect(page).toContain('Đã đặt lịch');
    expect(page).toContain('value="held"');
    expect(page).toContain('Khách không đến');
    const ahead = await (await send(`/admin/leads/${leads.future}`, { cookie: cookies.lan })).text();
    expect(ahead).toContain('Ghi kết quả được sau giờ hẹn.');
    expect(ahead).not.toContain('value="held"');
  });

  it('refuses a wrong method, a wrong type, an editor, a colleague, a forged or foreign meeting, a bad outcome and a demo not started, changing nothing', async () => {
    const before = state();
    const form = { meeting: meetings.past, outcome: 'held' };
    const body = new URLSearchParams({ action: 'meeting_outcome', ...form }).toString();
    for (const method of ['PUT', 'DELETE', 'PATCH'])
      expect((await send(`/admin/leads/${leads.past}`, { method, body, cookie: cookies.lan })).status, method).toBe(
        405,
      );
    const json = await send(`/admin/leads/${leads.past}`, {
      body: JSON.stringify(form),
      type: 'application/json',
      cookie: cookies.lan,
    });
    expect(json.status).toBe(415);
    expect((await mark(leads.past, form, cookies.lan, { origin: 'https://evil.example' })).status).toBe(403);
    // Signed out: to the sign-in page, nothing marked.
    const signedOut = await mark(leads.past, form, '');
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toMatch(/^\/admin\/login/);
    expect((await mark(leads.past, form, cookies.editor)).status).toBe(403);

    const refusals: Array<[string, Record<string, string>, string, number, string]> = [
      [leads.past, form, cookies.minh, 403, 'Chỉ người phụ trách buổi demo hoặc quản trị mới ghi được kết quả.'],
      [
        leads.past,
        { meeting: randomUUID(), outcome: 'held' },
        cookies.lan,
        404,
        'Không tìm thấy buổi demo này của khách hàng.',
      ],
      [
        leads.past,
        { meeting: meetings.future, outcome: 'held' },
        cookies.lan,
        404,
        'Không tìm thấy buổi demo này của khách hàng.',
      ],
      [
        leads.past,
        { meeting: 'x'.repeat(5000), outcome: 'held' },
        cookies.lan,
        404,
        'Không tìm thấy buổi demo này của khách hàng.',
      ],
      [
        leads.past,
        { meeting: meetings.past, outcome: 'cancelled' },
        cookies.lan,
        400,
        'Hãy chọn “Đã demo” hoặc “Khách không đến”.',
      ],
      [
        leads.future,
        { meeting: meetings.future, outcome: 'held' },
        cookies.lan,
        409,
        'Buổi demo chưa bắt đầu: chỉ ghi kết quả được sau giờ hẹn.',
      ],
    ];
    for (const [lead, fields, cookie, status, message] of refusals) {
      const response = await mark(lead, fields, cookie);
      expect(response.status, message).toBe(status);
      expect(await response.text()).toContain(message);
    }
    expect((await mark(randomUUID(), form, cookies.lan)).status).toBe(404);
    expect(state()).toEqual(before);
    expect((await send('/tin-tuc')).status).toBe(200);
  });

  it('marks the demo held in one tap and opens the page on the next step; a second mark is refused', async () => {
    const before = state();
    const marked = await mark(leads.held, { meeting: meetings.held, outcome: 'held' }, cookies.lan);
    expect(marked.status).toBe(303);
    expect(marked.headers.get('location')).toBe(`/admin/leads/${leads.held}?demo=held#lam-viec`);
    const page = await (await send(marked.headers.get('location')!, { cookie: cookies.lan })).text();
    expect(page).toContain('Đã ghi: Đã demo. Giờ hãy đặt bước tiếp theo.');
    expect(page).toMatch(/Demo (Chủ Nhật|Thứ \S+), \d{2}\/\d{2} · \d{2}:\d{2}: Đã demo/);
    expect(page).not.toContain('value="held"');
    const after = state();
    expect(after.audit.slice(0, before.audit.length)).toEqual(before.audit);
    expect(after.audit.slice(before.audit.length).map((row) => (row as { action: string }).action)).toEqual([
      'meeting_marked',
      'lead_status_changed',
    ]);
    const again = await mark(leads.held, { meeting: meetings.held, outcome: 'no_show' }, cookies.lan);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Buổi demo này đã được ghi kết quả rồi.');
    expect(state()).toEqual(after);
    expect(answered.filter((status) => status >= 500)).toEqual([]);
  });

  it("offers 'Hủy lịch demo' behind a question to the demo's salesperson before it starts, not to a colleague nor after the start", async () => {
    const page = await (await send(`/admin/leads/${leads.later}`, { cookie: cookies.lan })).text();
    expect(page).toContain('Hủy lịch demo…');
    // No mail server here: the question says the customer is not e-mailed, and who tells them.
    expect(page).toContain('Hủy lịch demo này? Trang web không gửi email: hãy báo khách qua điện thoại hoặc Zalo.');
    expect(page).toContain('name="action" value="meeting_cancel"');
    const colleague = await (await send(`/admin/leads/${leads.later}`, { cookie: cookies.minh })).text();
    expect(colleague).toContain('Lịch demo');
    expect(colleague).not.toContain('value="meeting_cancel"');
    const started = await (await send(`/admin/leads/${leads.started}`, { cookie: cookies.lan })).text();
    expect(started).not.toContain('value="meeting_cancel"');
  });

  it('refuses to cancel with a wrong method or type, for an editor or a colleague, a forged or foreign meeting, a demo started or marked, changing nothing', async () => {
    const before = state();
    const body = new URLSearchParams({ action: 'meeting_cancel', meeting: meetings.later }).toString();
    for (const method of ['PUT', 'DELETE', 'PATCH'])
      expect((await send(`/admin/leads/${leads.later}`, { method, body, cookie: cookies.lan })).status, method).toBe(
        405,
      );
    const json = await send(`/admin/leads/${leads.later}`, {
      body: JSON.stringify({ action: 'meeting_cancel', meeting: meetings.later }),
      type: 'application/json',
      cookie: cookies.lan,
    });
    expect(json.status).toBe(415);
    const huge = await send(`/admin/leads/${leads.later}`, {
      body: `${body}&note=${'a'.repeat(2_000_000)}`,
      cookie: cookies.lan,
    });
    expect(huge.status).toBe(413);
    expect((await cancel(leads.later, meetings.later, cookies.lan, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    const signedOut = await cancel(leads.later, meetings.later, '');
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toMatch(/^\/admin\/login/);
    expect((await cancel(leads.later, meetings.later, cookies.editor)).status).toBe(403);

    const unknown = 'Không tìm thấy buổi demo này của khách hàng.';
    const refusals: Array<[string, string, string, number, string]> = [
      [
        leads.later,
        meetings.later,
        cookies.minh,
        403,
        'Chỉ người phụ trách buổi demo hoặc quản trị mới hủy được lịch demo.',
      ],
      [leads.later, randomUUID(), cookies.lan, 404, unknown],
      [leads.later, meetings.future, cookies.lan, 404, unknown],
      [leads.later, 'x'.repeat(5000), cookies.lan, 404, unknown],
      [leads.later, '\u0000\u202e', cookies.lan, 404, unknown],
      [
        leads.started,
        meetings.started,
        cookies.lan,
        409,
        'Buổi demo đã bắt đầu hoặc đã qua giờ hẹn, không hủy được nữa.',
      ],
      [leads.marked, meetings.marked, cookies.owner, 409, 'Buổi demo này đã được ghi kết quả, không hủy được.'],
    ];
    for (const [lead, meeting, cookie, status, message] of refusals) {
      const response = await cancel(lead, meeting, cookie);
      expect(response.status, message).toBe(status);
      expect(await response.text()).toContain(message);
    }
    expect((await cancel(randomUUID(), meetings.later, cookies.lan)).status).toBe(404);
    expect(state()).toEqual(before);
    expect((await send('/tin-tuc')).status).toBe(200);
  });

  it('keeps a lead with a demo ahead from deletion; cancelled from the page, the lead is then deleted with its demo', async () => {
    const remove = () =>
      send(`/admin/leads/${leads.cancelled}`, {
        body: new URLSearchParams({ action: 'delete', confirm: 'yes' }).toString(),
        cookie: cookies.lan,
      });
    const before = state();
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Khách hàng này có lịch demo sắp tới. Hãy hủy lịch demo trước khi xoá.');
    expect(state()).toEqual(before);

    const cancelled = await cancel(leads.cancelled, meetings.cancelled, cookies.lan);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/admin/leads/${leads.cancelled}?demo=cancelled#lich-demo`);
    const page = await (await send(cancelled.headers.get('location')!, { cookie: cookies.lan })).text();
    expect(page).toContain('Đã hủy lịch demo. Trang web không gửi email: hãy báo khách qua điện thoại hoặc Zalo.');
    expect(page).toContain('Đã hủy lịch');
    expect(page).toMatch(/Demo (Chủ Nhật|Thứ \S+), \d{2}\/\d{2} · \d{2}:\d{2}: Đã hủy lịch/);
    expect(page).not.toContain('value="meeting_cancel"');
    expect(db.prepare('SELECT status, sequence FROM demo_meetings WHERE id = ?').get(meetings.cancelled)).toEqual({
      status: 'cancelled',
      sequence: 1,
    });
    expect(state().audit.at(-1)).toMatchObject({ action: 'meeting_cancelled', subject: leads.cancelled });
    const again = await cancel(leads.cancelled, meetings.cancelled, cookies.lan);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Lịch demo này đã được hủy rồi.');

    const deleted = await remove();
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/admin?da-xoa=1');
    expect(db.prepare('SELECT id FROM contacts WHERE id = ?').get(leads.cancelled)).toBeUndefined();
    expect(db.prepare('SELECT id FROM demo_meetings WHERE id = ?').get(meetings.cancelled)).toBeUndefined();
    expect(answered.filter((status) => status >= 500)).toEqual([]);
  });
});
