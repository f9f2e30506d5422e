import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { addStaffAccounts, postDistinctLead, staffClient } from './staff-client.ts';

// The sales workspace over HTTP, against the production server on SQLite: lead actions posted to
// /admin/leads/<id> (status with a next step, call, next_step, owner), /admin/hom-nay, the
// 'Đang nhận khách' switch at /admin/nhan-khach, and the inbox's owner filter and phone search.
// Every refusal is checked against the database file (read-only): nothing changed, and the site
// keeps serving.

const emails = {
  owner: 'chu@hotelix.vn',
  lan: 'lan@hotelix.vn',
  minh: 'minh@hotelix.vn',
  editor: 'bien-tap@hotelix.vn',
  retired: 'nghi-viec@hotelix.vn',
};
const names = { lan: 'Nguyễn Thị Lan', minh: 'Lê Văn Minh' };

const notices = {
  saved: 'Đã lưu.',
  unchanged: 'Không lưu được: trạng thái đã thay đổi hoặc thiếu xác nhận.',
  needsStep: 'Hãy đặt bước tiếp theo (việc gì, ngày và giờ) trước khi chuyển trạng thái.',
  badStep:
    'Bước tiếp theo chưa hợp lệ: chọn việc, ngày và giờ (giờ Việt Nam) từ bây giờ trở đi; việc khác cần ghi rõ nội dung.',
  notAllowed: 'Chỉ quản trị hoặc người đang phụ trách mới giao lại được khách hàng này.',
};

const laterStep = { step_kind: 'call', step_date: '2030-01-02', step_time: '09:00' };

/** 'YYYY-MM-DDTHH:MM…' of an instant in Vietnam time (UTC+7). */
const inVietnam = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString();

describe('the sales workspace over HTTP', () => {
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let db: DatabaseSync;
  const cookies = { owner: '', lan: '', minh: '', editor: '' };
  const ids = { owner: '', lan: '', minh: '', editor: '', retired: '' };
  /** Leads: lan's (with her calls and steps), minh's (given him by the owner), and two nobody has. */
  const leads = { lan: '', minh: '', free: '', free2: '' };
  /** Every status the server answered, to check that none was a 5xx. */
  const answered: Array<[request: string, status: number]> = [];

  /** One request, redirects left unfollowed, from the site's own origin unless told otherwise. */
  const send = async (
    path: string,
    init: {
      method?: string;
      cookie?: string;
      form?: Record<string, string>;
      body?: string | Uint8Array | ReadableStream<Uint8Array>;
      type?: string;
    } = {},
  ) => {
    const headers: Record<string, string> = { origin: server.url };
    if (init.cookie) headers.cookie = init.cookie;
    let body = init.body;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    if (init.type) headers['content-type'] = init.type;
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    answered.push([`${method} ${path.slice(0, 80)}`, response.status]);
    return response;
  };
  const leadPath = (id: string) => `/admin/leads/${id}`;
  const act = (id: string, form: Record<string, string>, cookie: string) => send(leadPath(id), { form, cookie });
  const pageOf = async (path: string, cookie: string) => (await send(path, { cookie })).text();
  /** The page a lead action redirects to, with its notice. */
  const followed = async (response: Response, cookie: string) => {
    expect(response.status).toBe(303);
    return pageOf(response.headers.get('location')!, cookie);
  };

  const leadRow = (id: string) =>
    db.prepare('SELECT * FROM contacts WHERE id = ?').get(id) as Record<string, string | null> | undefined;
  const eventsOf = (id: string) =>
    db
      .prepare('SELECT kind, outcome, note, author_email FROM lead_events WHERE contact_id = ? ORDER BY created_at')
      .all(id) as Array<Record<string, string | null>>;
  const idOfLead = (email: string) =>
    (db.prepare('SELECT id FROM contacts WHERE email = ?').get(email) as { id: string }).id;
  /** What a refused request must leave as it was: leads, timelines, accounts' switches, the audit log. */
  const state = () => ({
    leads: db.prepare('SELECT * FROM contacts ORDER BY id').all(),
    events: db.prepare('SELECT * FROM lead_events ORDER BY id').all(),
    staff: db.prepare('SELECT id, role, taking_leads, deactivated_at FROM staff_users ORDER BY id').all(),
    audit: db.prepare("SELECT action, subject, detail FROM audit_events WHERE action NOT IN ('sign_in')").all(),
  });
  const expectStillServing = async () => {
    expect((await send('/tin-tuc')).status).toBe(200);
  };

  /** Posts a trial lead with its own e-mail and phone (so it is nobody's repeat customer); its id. */
  const newLead = async (name: string) => idOfLead(await postDistinctLead(server, name));
  const switchTaking = (user: string, taking: 'on' | 'off', cookie: string, back = '/admin/tai-khoan') =>
    send('/admin/nhan-khach', { form: { user, taking, back }, cookie });

  beforeAll(async () => {
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    db = new DatabaseSync(`${server.dataDir}/site.db`, { readOnly: true });
    await addStaffAccounts(server, [
      { email: emails.owner, role: 'owner' },
      { email: emails.lan, role: 'sales', name: names.lan },
      { email: emails.minh, role: 'sales', name: names.minh },
      { email: emails.editor, role: 'editor' },
      { email: emails.retired, role: 'sales' },
    ]);
    for (const [who, email] of Object.entries(emails))
      ids[who as keyof typeof ids] = (
        db.prepare('SELECT id FROM staff_users WHERE email = ?').get(email) as { id: string }
      ).id;
    for (const who of ['owner', 'lan', 'minh', 'editor'] as const)
      cookies[who] = (await client.signIn(emails[who])).cookie;
    const retired = await send('/admin/nhan-vien', {
      form: { action: 'deactivate', user: ids.retired },
      cookie: cookies.owner,
    });
    expect(retired.headers.get('location')).toBe('/admin/nhan-vien?thong-bao=deactivated');

    // Only Lan takes leads: the first is hers. Then nobody does: the next two are nobody's.
    expect((await switchTaking(ids.minh, 'off', cookies.owner, '/admin/nhan-vien')).status).toBe(303);
    leads.lan = await newLead('Trần Bình');
    expect((await switchTaking(ids.lan, 'off', cookies.lan)).status).toBe(303);
    leads.free = await newLead('Phạm Hoa');
    leads.free2 = await newLead('Đỗ Quang');
    leads.minh = await newLead('Lương Khải');
    expect((await act(leads.minh, { action: 'owner', owner: ids.minh }, cookies.owner)).status).toBe(303);
    expect(leadRow(leads.lan)!.owner_id).toBe(ids.lan);
    expect(leadRow(leads.free)!.owner_id).toBeNull();
    expect(leadRow(leads.free2)!.owner_id).toBeNull();
    expect(leadRow(leads.minh)!.owner_id).toBe(ids.minh);
  }, 60_000);

  afterAll(async () => {
    db?.close();
    await server?.stop();
  });

  describe('what a salesperson does on a normal day', () => {
    it('shows "Gọi điện: Không nghe máy" on the timeline and records the first contact when a call is logged', async () => {
      // A lead of Lan's own: other tests log calls on hers.
      const id = await newLead('Quách Vy');
      expect((await act(id, { action: 'owner', owner: ids.lan }, cookies.owner)).status).toBe(303);
      expect(leadRow(id)!.first_response_at).toBeNull();
      const before = Date.now();
      const logged = await act(id, { action: 'call', outcome: 'no_answer', note: 'Máy bận' }, cookies.lan);
      expect(logged.headers.get('location')).toBe(`${leadPath(id)}?da-luu=1`);
      const page = await followed(logged, cookies.lan);
      expect(page).toContain(notices.saved);
      expect(page).toContain('Gọi điện: Không nghe máy · Máy bận');
      const first = leadRow(id)!.first_response_at!;
      expect(Date.parse(first)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(first)).toBeLessThanOrEqual(Date.now() + 1000);

      // A later call is on the timeline too, but the first contact stays the first.
      await act(id, { action: 'call', outcome: 'answered' }, cookies.lan);
      expect(await pageOf(leadPath(id), cookies.lan)).toContain('Gọi điện: Khách nghe máy');
      expect(leadRow(id)!.first_response_at).toBe(first);
    });

    it('lists a next step under /admin/hom-nay, for its owner only, when it is due today', async () => {
      // A lead of Lan's own, called already (so not a new one), its step far ahead; the counts are
      // compared with those before its step is due (other tests add leads and take them).
      const id = await newLead('Kiều Oanh');
      expect((await act(id, { action: 'owner', owner: ids.lan }, cookies.owner)).status).toBe(303);
      expect((await act(id, { action: 'call', outcome: 'answered' }, cookies.lan)).status).toBe(303);
      expect((await act(id, { action: 'next_step', ...laterStep }, cookies.lan)).status).toBe(303);
      const count = (page: string, heading: string) =>
        Number(new RegExp(`${heading} \\((\\d+)\\)`).exec(page)?.[1] ?? Number.NaN);
      const herBefore = await pageOf('/admin/hom-nay', cookies.lan);
      const hisBefore = await pageOf('/admin/hom-nay', cookies.minh);
      // A few minutes from now if that is still today in Vietnam, else this very minute (allowed).
      const soon = new Date(Date.now() + 3 * 60_000);
      const at = inVietnam(soon).slice(0, 10) === inVietnam(new Date()).slice(0, 10) ? soon : new Date();
      const [date, time] = [inVietnam(at).slice(0, 10), inVietnam(at).slice(11, 16)];
      expect(herBefore).not.toContain(`href="${leadPath(id)}"`);
      const set = await act(
        id,
        { action: 'next_step', step_kind: 'quote', step_date: date, step_time: time, step_note: 'Báo giá 40 phòng' },
        cookies.lan,
      );
      expect(await followed(set, cookies.lan)).toContain(notices.saved);
      const line = `Gửi báo giá · ${date.split('-').reverse().join('/')} ${time} · Báo giá 40 phòng`;
      const today = await pageOf('/admin/hom-nay', cookies.lan);
      expect(today).toContain(`href="${leadPath(id)}"`);
      expect(today).toMatch(/Gửi báo giá · (Sáng|Chiều|Tối) nay \d{1,2}:\d{2}/);
      expect(today).toContain('Báo giá 40 phòng');
      // Her step joins what was there (the new leads nobody has contacted, nor has: the team's).
      // At least the two leads made in beforeAll that stay new and nobody's.
      expect(count(herBefore, 'Khách mới chưa liên hệ')).toBeGreaterThanOrEqual(2);
      expect(count(herBefore, 'Việc hôm nay')).toBeGreaterThanOrEqual(2);
      expect(count(today, 'Việc hôm nay')).toBe(count(herBefore, 'Việc hôm nay') + 1);
      expect(count(today, 'Khách mới chưa liên hệ')).toBe(count(herBefore, 'Khách mới chưa liên hệ'));
      expect(await pageOf(leadPath(id), cookies.lan)).toContain(`Bước tiếp theo: ${line}`);
      // Minh's day is as it was: his page has the team's new leads, not Lan's lead.
      const his = await pageOf('/admin/hom-nay', cookies.minh);
      expect(count(hisBefore, 'Việc hôm nay')).toBeGreaterThanOrEqual(2);
      expect(count(his, 'Việc hôm nay')).toBe(count(hisBefore, 'Việc hôm nay'));
      expect(his).not.toContain(leadPath(id));
    });

    it('lets a salesperson take an unassigned lead for themselves', async () => {
      // A lead of its own that nobody has: nobody takes leads when it comes in (another test switches
      // Minh on).
      expect((await switchTaking(ids.minh, 'off', cookies.owner, '/admin/nhan-vien')).status).toBe(303);
      const free = await newLead('Tô Hạnh');
      expect(leadRow(free)!.owner_id).toBeNull();
      expect(await pageOf(leadPath(free), cookies.minh)).toContain(
        'Người phụ trách: <span class="font-normal">Chưa giao</span>',
      );
      const taken = await act(free, { action: 'owner', owner: ids.minh }, cookies.minh);
      const page = await followed(taken, cookies.minh);
      expect(page).toContain(notices.saved);
      expect(page).toContain(`Người phụ trách: <span class="font-normal">${names.minh}</span>`);
      expect(page).toContain(`Giao khách hàng: Chưa giao → ${names.minh}`);
      expect(leadRow(free)!.owner_id).toBe(ids.minh);
      // The lead is now in 'Của tôi', his inbox's default, and no longer among the unassigned.
      expect(await pageOf('/admin', cookies.minh)).toContain(`href="${leadPath(free)}"`);
      expect(await pageOf('/admin?phu-trach=chua-giao', cookies.owner)).not.toContain(`href="${leadPath(free)}"`);
      expect(
        db.prepare("SELECT detail FROM audit_events WHERE action = 'lead_owner_changed' AND subject = ?").get(free),
      ).toEqual(expect.objectContaining({ detail: `Giao khách hàng: Chưa giao → ${names.minh}` }));
    });

    it('deals the next lead to the other salesperson when one switches off and the other on', async () => {
      // From nobody taking leads (another test switches Minh on).
      expect((await switchTaking(ids.minh, 'off', cookies.owner, '/admin/nhan-vien')).status).toBe(303);
      const minhsSwitches = () =>
        db
          .prepare("SELECT detail FROM audit_events WHERE action = 'taking_leads_changed' AND subject = ? ORDER BY seq")
          .all(emails.minh)
          .map((row) => row.detail);
      const switchedBefore = minhsSwitches();
      expect(switchedBefore.at(-1)).toBe('Tạm ngừng nhận khách');
      const on = await switchTaking(ids.lan, 'on', cookies.lan);
      expect(on.headers.get('location')).toBe('/admin/tai-khoan');
      expect(await pageOf('/admin/tai-khoan', cookies.lan)).toContain('Đang nhận khách');
      const toLan = await newLead('Vũ An');
      expect(leadRow(toLan)!.owner_id).toBe(ids.lan);

      expect((await switchTaking(ids.lan, 'off', cookies.lan)).status).toBe(303);
      const minhOn = await switchTaking(ids.minh, 'on', cookies.owner, '/admin/nhan-vien');
      expect(minhOn.headers.get('location')).toBe('/admin/nhan-vien');
      expect(await pageOf('/admin/tai-khoan', cookies.lan)).toContain('Đang tạm ngừng nhận khách');
      const toMinh = await newLead('Hoàng Yến');
      expect(leadRow(toMinh)!.owner_id).toBe(ids.minh);
      const minhsInbox = await pageOf('/admin', cookies.minh);
      expect(minhsInbox).toContain(`href="${leadPath(toMinh)}"`);
      expect(minhsInbox).not.toContain(`href="${leadPath(toLan)}"`);
      expect(minhsSwitches()).toEqual([...switchedBefore, 'Nhận khách']);
    });

    it('finds a lead by its phone number however it is typed, and filters the inbox by who has it', async () => {
      // Lan's lead was sent as '0901 000 001'.
      for (const typed of ['0901000001', '0901.000.001', '+84 901 000 001', '84901000001', '(+84) 901-000-001']) {
        const page = await pageOf(`/admin?phu-trach=tat-ca&q=${encodeURIComponent(typed)}`, cookies.owner);
        expect(page, typed).toContain(`href="${leadPath(leads.lan)}"`);
        expect(page, typed).not.toContain(`href="${leadPath(leads.free2)}"`);
      }
      const mine = await pageOf('/admin?phu-trach=toi', cookies.lan);
      expect(mine).toContain(`href="${leadPath(leads.lan)}"`);
      expect(mine).not.toContain(`href="${leadPath(leads.free)}"`);
      const nobodys = await pageOf('/admin?phu-trach=chua-giao', cookies.lan);
      expect(nobodys).toContain(`href="${leadPath(leads.free2)}"`);
      expect(nobodys).not.toContain(`href="${leadPath(leads.lan)}"`);
      const minhs = await pageOf(`/admin?phu-trach=${ids.minh}`, cookies.owner);
      expect(minhs).toContain(`href="${leadPath(leads.minh)}"`);
      expect(minhs).not.toContain(`href="${leadPath(leads.lan)}"`);
      const everyone = await pageOf('/admin?phu-trach=tat-ca', cookies.lan);
      for (const id of Object.values(leads)) expect(everyone).toContain(`href="${leadPath(id)}"`);
      // A search's results come first on a phone: no new-lead chips nor demos above them.
      expect(everyone).toContain('aria-label="Khách hàng mới theo nguồn"');
      expect(await pageOf('/admin?phu-trach=tat-ca&q=0901000001', cookies.lan)).not.toContain(
        'aria-label="Khách hàng mới theo nguồn"',
      );
      // A value the filter does not know is no filter, never an error.
      for (const value of ['khong-biet', '%00', "' OR 1=1 --", randomUUID(), 'x'.repeat(3000)]) {
        expect((await send(`/admin?phu-trach=${encodeURIComponent(value)}`, { cookie: cookies.lan })).status).toBe(200);
      }
      await expectStillServing();
    });
  });

  describe('requests the site cannot use', () => {
    it('answers GET, PUT and DELETE on /admin/nhan-khach with 405 and switches nobody', async () => {
      const before = state();
      for (const method of ['GET', 'PUT', 'DELETE'])
        for (const cookie of [cookies.lan, cookies.owner]) {
          const response = await send('/admin/nhan-khach', { method, cookie });
          expect(response.status, method).toBe(405);
          expect(response.headers.get('allow'), method).toContain('POST');
          expect(await response.text()).toContain('Phương thức không được hỗ trợ');
        }
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it('answers PUT, DELETE and PATCH on a lead page, and a POST to /admin/hom-nay, with 405', async () => {
      const before = state();
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const response = await send(leadPath(leads.lan), {
          method,
          cookie: cookies.lan,
          body: 'action=call&outcome=answered',
          type: 'application/x-www-form-urlencoded',
        });
        expect(response.status, method).toBe(405);
        expect(response.headers.get('allow'), method).toBe('GET, HEAD, POST');
      }
      const post = await send('/admin/hom-nay', { form: { action: 'call' }, cookie: cookies.lan });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD');
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    const leadForms: Array<[action: string, form: Record<string, string>]> = [
      ['status', { action: 'status', from: 'new', to: 'contacted', ...laterStep }],
      ['call', { action: 'call', outcome: 'answered', note: 'JSON' }],
      ['next_step', { action: 'next_step', ...laterStep }],
      ['owner', { action: 'owner', owner: '' }],
      ['work', { action: 'work', outcome: 'answered', when: 'sang-mai' }],
    ];

    it.each(leadForms)(
      'answers action=%s sent as JSON or another type with 415 and changes nothing',
      async (_, form) => {
        const before = state();
        for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
          const response = await send(leadPath(leads.lan), {
            cookie: cookies.lan,
            type,
            body: type === 'application/json' ? JSON.stringify(form) : new URLSearchParams(form).toString(),
          });
          expect(response.status, type).toBe(415);
          expect(await response.text()).toBe('Định dạng dữ liệu không được hỗ trợ.\n');
        }
        expect(state()).toEqual(before);
        await expectStillServing();
      },
    );

    it('answers a JSON switch of "Đang nhận khách" with 415 and switches nobody', async () => {
      const before = state();
      const response = await send('/admin/nhan-khach', {
        cookie: cookies.owner,
        type: 'application/json',
        body: JSON.stringify({ user: ids.lan, taking: 'on', back: '/admin/nhan-vien' }),
      });
      expect(response.status).toBe(415);
      // Refused unread: Node reads the rest itself, and the connection stays for the next request.
      expect(response.headers.get('connection')).toBe('keep-alive');
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it.each(leadForms)('answers action=%s over 64 KB with 413 and changes nothing', async (_, form) => {
      const before = state();
      const response = await act(leads.lan, { ...form, note: 'x'.repeat(70_000) }, cookies.lan);
      expect(response.status).toBe(413);
      expect(await response.text()).toBe('Dữ liệu gửi lên quá lớn (tối đa 64 KB).\n');
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it('answers an oversized body sent without a length (chunked) with 413 and changes nothing', async () => {
      const before = state();
      const chunk = new TextEncoder().encode(`action=call&outcome=answered&note=${'y'.repeat(16_000)}`);
      const filler = new TextEncoder().encode('y'.repeat(16_000));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(chunk);
          for (let i = 0; i < 5; i += 1) controller.enqueue(filler);
          controller.close();
        },
      });
      const response = await send(leadPath(leads.lan), {
        cookie: cookies.lan,
        type: 'application/x-www-form-urlencoded',
        body,
      });
      expect(response.status).toBe(413);
      // The server read the rest and dropped it before answering (a client still sending gets the
      // answer, not a reset): nothing unread is left on the connection, which stays for the next request.
      expect(response.headers.get('connection')).toBe('keep-alive');
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it('answers a switch of "Đang nhận khách" over 64 KB with 413 and switches nobody', async () => {
      const before = state();
      const response = await send('/admin/nhan-khach', {
        form: { user: ids.lan, taking: 'on', back: '/admin/tai-khoan', pad: 'x'.repeat(70_000) },
        cookie: cookies.lan,
      });
      expect(response.status).toBe(413);
      expect(state()).toEqual(before);
      await expectStillServing();
    });
  });

  describe('bad encodings', () => {
    it('stores a call note with broken percent-encoding as typed and invalid UTF-8 as replacement marks', async () => {
      const count = eventsOf(leads.lan).length;
      const broken = await send(leadPath(leads.lan), {
        cookie: cookies.lan,
        type: 'application/x-www-form-urlencoded',
        body: 'action=call&outcome=call_back&note=50%zz giam%',
      });
      expect(broken.status).toBe(303);
      const bytes = new Uint8Array([
        ...new TextEncoder().encode('action=call&outcome=wrong_number&note=so'),
        0xff,
        0xc3,
      ]);
      const invalid = await send(leadPath(leads.lan), {
        cookie: cookies.lan,
        type: 'application/x-www-form-urlencoded',
        body: bytes,
      });
      expect(invalid.status).toBe(303);
      const added = eventsOf(leads.lan).slice(count);
      expect(added.map((event) => [event.outcome, event.note])).toEqual([
        ['call_back', '50%zz giam%'],
        ['wrong_number', 'so\uFFFD\uFFFD'],
      ]);
      const page = await pageOf(leadPath(leads.lan), cookies.lan);
      expect(page).toContain('Gọi điện: Hẹn gọi lại · 50%zz giam%');
      expect(page).toContain('Gọi điện: Sai số · so');
      await expectStillServing();
    });

    it('stores notes and next steps without NUL bytes or right-to-left overrides', async () => {
      const count = eventsOf(leads.lan).length;
      const call = await send(leadPath(leads.lan), {
        cookie: cookies.lan,
        type: 'application/x-www-form-urlencoded',
        body: 'action=call&outcome=answered&note=file%00 bao-gia%E2%80%AEfdp.exe%E2%80%AC xong',
      });
      expect(call.status).toBe(303);
      const step = await act(
        leads.lan,
        { action: 'next_step', ...laterStep, step_note: 'gọi\u0000 lại\u202Etxt.exe\u202C\u200B' },
        cookies.lan,
      );
      expect(step.status).toBe(303);
      const [called, stepped] = eventsOf(leads.lan).slice(count);
      expect(called!.note).toBe('file bao-giafdp.exe xong');
      expect(stepped!.note).toBe('Bước tiếp theo: Gọi lại · 02/01/2030 09:00 · gọi lạitxt.exe');
      expect(leadRow(leads.lan)!.next_step_note).toBe('gọi lạitxt.exe');
      // Nowhere in the stored leads and timelines, not only in these two rows.
      const { leads: rows, events } = state();
      const texts = [...rows, ...events].flatMap((row) => Object.values(row)).filter((v) => typeof v === 'string');
      expect(texts.filter((text) => text.includes('\u0000') || /[\u202A-\u202E\u2066-\u2069]/.test(text))).toEqual([]);
      await expectStillServing();
    });

    it('answers lead and switch addresses with bad percent-encoding or NUL bytes without a 5xx', async () => {
      const before = state();
      for (const path of [
        '/admin/leads/%zz',
        '/admin/leads/%ff',
        '/admin/leads/%00',
        '/admin/hom-nay?%zz',
        '/admin?q=%E0%A4',
      ]) {
        const response = await send(path, { cookie: cookies.lan });
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.status, path).toBeLessThan(500);
      }
      const unexpected: Array<[path: string, status: number]> = [];
      // Posted to a lead address that names no lead: the answer is a redirect or a 4xx, however the
      // address decodes (a NUL, a line break, a Vietnamese letter cannot go back into a Location).
      for (const path of [
        '/admin/leads/%zz',
        '/admin/leads/%00',
        '/admin/leads/%0D%0ASet-Cookie:%20x=1',
        '/admin/leads/kh%C3%A1ch-nh%E1%BA%ADn',
        '/admin/nhan-khach?%zz',
      ]) {
        const response = await send(path, { form: { action: 'call', outcome: 'answered' }, cookie: cookies.lan });
        if (![303, 400, 404, 405].includes(response.status)) unexpected.push([path, response.status]);
        expect(response.headers.get('set-cookie') ?? '', path).not.toContain('x=1');
      }
      expect(unexpected).toEqual([]);
      // A NUL in a field that names something (an outcome, an account) names nothing.
      const outcome = await send(leadPath(leads.lan), {
        cookie: cookies.lan,
        type: 'application/x-www-form-urlencoded',
        body: 'action=call&outcome=answered%00',
      });
      expect(await followed(outcome, cookies.lan)).toContain(notices.unchanged);
      const owner = await send(leadPath(leads.lan), {
        cookie: cookies.owner,
        type: 'application/x-www-form-urlencoded',
        body: `action=owner&owner=${ids.minh}%00`,
      });
      expect(await followed(owner, cookies.owner)).toContain(notices.unchanged);
      const user = await send('/admin/nhan-khach', {
        cookie: cookies.lan,
        type: 'application/x-www-form-urlencoded',
        body: `user=${ids.lan}%00&taking=on`,
      });
      expect(user.status).toBe(403);
      expect(state()).toEqual(before);
      await expectStillServing();
    });
  });

  describe('values the workspace does not take', () => {
    it.each(['busy', '', 'NO_ANSWER', 'toString', '__proto__', 'no_answer '])(
      'refuses a call with the outcome %j and logs nothing',
      async (outcome) => {
        const before = state();
        const response = await act(leads.lan, { action: 'call', outcome, note: 'không rõ' }, cookies.lan);
        expect(response.headers.get('location')).toBe(`${leadPath(leads.lan)}?khong-doi=1`);
        expect(await followed(response, cookies.lan)).toContain(notices.unchanged);
        expect(state()).toEqual(before);
        await expectStillServing();
      },
    );

    const tomorrow = inVietnam(new Date(Date.now() + 86_400_000)).slice(0, 10);
    const yesterday = inVietnam(new Date(Date.now() - 86_400_000)).slice(0, 10);
    const badSteps: Array<[what: string, step: Record<string, string>]> = [
      ['an unknown kind', { step_kind: 'meeting', step_date: tomorrow, step_time: '09:00' }],
      ['a kind named like a built-in', { step_kind: 'constructor', step_date: tomorrow, step_time: '09:00' }],
      ['a day that does not exist', { step_kind: 'call', step_date: '2026-02-31', step_time: '09:00' }],
      ['a month that does not exist', { step_kind: 'call', step_date: '2030-13-01', step_time: '09:00' }],
      ['a day in the past', { step_kind: 'call', step_date: yesterday, step_time: '09:00' }],
      ['a time like 25:61', { step_kind: 'call', step_date: tomorrow, step_time: '25:61' }],
      ['a time like 24:00', { step_kind: 'call', step_date: tomorrow, step_time: '24:00' }],
      ['a time without its leading zero', { step_kind: 'call', step_date: tomorrow, step_time: '9:00' }],
      ['a date written the Vietnamese way', { step_kind: 'call', step_date: '02/01/2030', step_time: '09:00' }],
      ['no date', { step_kind: 'call', step_time: '09:00' }],
      ['"other" without saying what', { step_kind: 'other', step_date: tomorrow, step_time: '09:00' }],
      [
        '"other" whose note is only invisible characters',
        { step_kind: 'other', step_date: tomorrow, step_time: '09:00', step_note: '\u202E\u0000\u200B ' },
      ],
      ['nothing at all', {}],
    ];

    it.each(badSteps)('refuses a next step with %s and keeps the one before', async (_, step) => {
      const before = state();
      const response = await act(leads.lan, { action: 'next_step', ...step }, cookies.lan);
      expect(response.headers.get('location')).toBe(`${leadPath(leads.lan)}?buoc-chua-hop-le=1`);
      expect(await followed(response, cookies.lan)).toContain(notices.badStep);
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it.each(badSteps.filter(([, step]) => Object.keys(step).length))(
      'refuses a status change whose next step has %s and keeps the status',
      async (_, step) => {
        const before = state();
        const response = await act(
          leads.free2,
          { action: 'status', from: 'new', to: 'contacted', ...step },
          cookies.lan,
        );
        expect(await followed(response, cookies.lan)).toContain(notices.badStep);
        expect(state()).toEqual(before);
        await expectStillServing();
      },
    );

    it('asks for a next step before moving a lead that has none, and moves nothing', async () => {
      const before = state();
      const response = await act(leads.free2, { action: 'status', from: 'new', to: 'contacted' }, cookies.lan);
      expect(response.headers.get('location')).toBe(`${leadPath(leads.free2)}?can-buoc-tiep=1`);
      expect(await followed(response, cookies.lan)).toContain(notices.needsStep);
      expect(leadRow(leads.free2)!.status).toBe('new');
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it('refuses to give a lead to an editor, an owner account, a deactivated salesperson or an unknown id', async () => {
      const before = state();
      for (const owner of [ids.editor, ids.owner, ids.retired, randomUUID(), 'khong-phai-id', 'x'.repeat(5000)]) {
        const response = await act(leads.lan, { action: 'owner', owner }, cookies.owner);
        expect(response.headers.get('location'), owner.slice(0, 40)).toBe(`${leadPath(leads.lan)}?khong-doi=1`);
        expect(await followed(response, cookies.owner)).toContain(notices.unchanged);
      }
      // Lan, whose lead it is, may hand it on, but not to those either.
      for (const owner of [ids.editor, ids.owner, ids.retired, randomUUID()]) {
        const response = await act(leads.lan, { action: 'owner', owner }, cookies.lan);
        expect(await followed(response, cookies.lan)).toContain(notices.unchanged);
      }
      expect(state()).toEqual(before);
      expect(await pageOf(leadPath(leads.lan), cookies.owner)).toContain(
        `Người phụ trách: <span class="font-normal">${names.lan}</span>`,
      );
      await expectStillServing();
    });

    it('refuses to switch "Đang nhận khách" for an editor, an owner account or an unknown id with 400', async () => {
      const before = state();
      for (const user of [ids.editor, ids.owner, randomUUID(), '']) {
        const response = await switchTaking(user, 'off', cookies.owner, '/admin/nhan-vien');
        expect(response.status, user).toBe(400);
        expect(await response.json()).toEqual({ message: 'Chỉ tài khoản Kinh doanh mới nhận khách.' });
      }
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it.each([['maybe'], ['ON'], ['']])('switches nobody when taking is %j instead of on or off', async (taking) => {
      // Minh is taking leads: a garbled switch must not stop them reaching him.
      expect((await switchTaking(ids.minh, 'on', cookies.owner, '/admin/nhan-vien')).status).toBe(303);
      const before = state();
      const response = await send('/admin/nhan-khach', {
        form: { user: ids.minh, taking, back: '/admin/nhan-vien' },
        cookie: cookies.owner,
      });
      expect(response.status).toBeLessThan(500);
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it('sends the switch back only to the staff pages it comes from', async () => {
      for (const back of [
        'https://ke-gian.example/',
        '//ke-gian.example',
        '/admin/nhan-vien?x=1',
        'javascript:alert(1)',
      ]) {
        const response = await switchTaking(ids.lan, 'off', cookies.lan, back);
        expect(response.status).toBe(303);
        expect(response.headers.get('location'), back).toBe('/admin/tai-khoan');
      }
      await expectStillServing();
    });
  });

  describe('who may do what', () => {
    const actions: Array<Record<string, string>> = [
      { action: 'status', from: 'new', to: 'contacted', ...laterStep },
      { action: 'call', outcome: 'answered', note: 'biên tập' },
      { action: 'next_step', ...laterStep },
      { action: 'owner', owner: '' },
      { action: 'work', outcome: 'answered', when: 'sang-mai', note: 'biên tập' },
    ];

    it('refuses an editor with 403 on the lead page, every lead action, /admin/hom-nay, the inbox and the switch', async () => {
      const before = state();
      const page = await send(leadPath(leads.lan), { cookie: cookies.editor });
      expect(page.status).toBe(403);
      const html = await page.text();
      expect(html).toContain('Bạn không có quyền xem trang này');
      expect(html).not.toContain('Trần Bình');
      for (const form of actions) expect((await act(leads.free2, form, cookies.editor)).status, form.action).toBe(403);
      expect((await send('/admin/hom-nay', { cookie: cookies.editor })).status).toBe(403);
      for (const search of ['', '?phu-trach=tat-ca', '?phu-trach=chua-giao', '?q=0901000001'])
        expect((await send(`/admin${search}`, { cookie: cookies.editor })).status, search).toBe(403);
      for (const user of [ids.editor, ids.lan]) {
        const response = await switchTaking(user, 'on', cookies.editor);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: 'Bạn không có quyền thực hiện thao tác này.' });
      }
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it('refuses a salesperson reassigning a colleague’s lead, with the notice, and offers them no form for it', async () => {
      const before = state();
      expect(await pageOf(leadPath(leads.lan), cookies.minh)).not.toContain('Giao khách</button>');
      for (const owner of [ids.minh, '', ids.retired, ids.editor]) {
        const response = await act(leads.lan, { action: 'owner', owner }, cookies.minh);
        // Refused for who he is: 403 with the lead's page and the reason, not a redirect.
        expect(response.status, owner).toBe(403);
        expect(await response.text()).toContain(notices.notAllowed);
      }
      expect(leadRow(leads.lan)!.owner_id).toBe(ids.lan);
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it('refuses a salesperson giving an unassigned lead to a colleague rather than taking it', async () => {
      const before = state();
      const response = await act(leads.free2, { action: 'owner', owner: ids.minh }, cookies.lan);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(notices.notAllowed);
      expect(leadRow(leads.free2)!.owner_id).toBeNull();
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it('refuses a salesperson switching a colleague’s "Đang nhận khách" with 403', async () => {
      const before = state();
      for (const taking of ['on', 'off'] as const) {
        const response = await switchTaking(ids.minh, taking, cookies.lan);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: 'Bạn chỉ đổi được trạng thái nhận khách của chính mình.' });
      }
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it('sends an anonymous visitor to sign in from the pages, and answers the switch with 401', async () => {
      const before = state();
      for (const path of ['/admin/hom-nay', '/admin?phu-trach=chua-giao', leadPath(leads.lan)]) {
        const response = await send(path);
        expect(response.status, path).toBe(303);
        expect(response.headers.get('location'), path).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
      }
      for (const form of actions) {
        const response = await act(leads.lan, form, '');
        expect(response.status, form.action).toBe(303);
        expect(response.headers.get('location')).toMatch(/^\/admin\/login\?next=/);
      }
      const response = await switchTaking(ids.lan, 'on', '');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Vui lòng đăng nhập.' });
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it('refuses a lead action and a switch posted from another site', async () => {
      const before = state();
      for (const [path, form] of [
        [leadPath(leads.lan), { action: 'call', outcome: 'answered' }],
        [leadPath(leads.lan), { action: 'work', outcome: 'answered', when: 'sang-mai' }],
        ['/admin/nhan-khach', { user: ids.lan, taking: 'on' }],
      ] as const) {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://ke-gian.example',
            cookie: cookies.lan,
          },
          body: new URLSearchParams(form),
        });
        answered.push([`POST ${path} (foreign origin)`, response.status]);
        expect(response.status, path).toBe(403);
      }
      expect(state()).toEqual(before);
      await expectStillServing();
    });
  });

  describe('the work form (a call, its next step, a status, a note in one post)', () => {
    /** The instant 'Sáng mai' names: 9:00 tomorrow, Vietnam time. */
    const tomorrowNine = () => {
      const day = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
      return new Date(`${day}T09:00:00+07:00`).toISOString();
    };
    const work = (id: string, form: Record<string, string>, cookie: string, json = true) =>
      fetch(`${server.url}${leadPath(id)}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          origin: server.url,
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
          ...(json ? { accept: 'application/json' } : {}),
        },
        body: new URLSearchParams({ action: 'work', ...form }),
      }).then((response) => {
        answered.push([`POST work ${JSON.stringify(form).slice(0, 60)}`, response.status]);
        return response;
      });

    it('saves the call, the first contact, "Đã liên hệ" and the next step together, and says so in JSON', async () => {
      const id = await newLead('Vũ Thị Thu');
      const before = tomorrowNine();
      const response = await work(
        id,
        { outcome: 'answered', when: 'sang-mai', note: 'Khách cần báo giá 25 phòng' },
        cookies.lan,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      const answer = await response.json();
      expect(answer).toMatchObject({
        ok: true,
        message: 'Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:00. Đã chuyển sang “Đã liên hệ”.',
        lead: { id, status: 'contacted' },
      });
      // 'Hôm nay's count after the save, as its page now says it: the page saved in place shows it.
      const today = /Việc hôm nay(?: \((\d+)\))?</.exec(await pageOf('/admin/hom-nay', cookies.lan));
      expect(answer.dueToday).toBe(Number(today?.[1] ?? 0));
      expect(answer.dueToday).toBeGreaterThan(0);
      const row = leadRow(id)!;
      expect([row.status, row.next_step_kind, row.next_step_note]).toEqual([
        'contacted',
        'call',
        'Khách cần báo giá 25 phòng',
      ]);
      expect([before, tomorrowNine()]).toContain(row.next_step_at);
      expect(row.first_response_at).not.toBeNull();
      expect(eventsOf(id).map((event) => [event.kind, event.outcome])).toEqual([
        ['call', 'answered'],
        ['status', null],
        ['next_step', null],
      ]);
      await expectStillServing();
    });

    it('answers a plain post with a redirect to the lead whose page says what changed', async () => {
      const id = await newLead('Hồ Văn Nam');
      const response = await work(id, { outcome: 'no_answer', when: 'thu-hai' }, cookies.lan, false);
      expect(response.status).toBe(303);
      const location = response.headers.get('location')!;
      expect(location).toBe(`${leadPath(id)}?da-ghi=cuoc-goi#lam-viec`);
      const page = await pageOf(location.replace(/#.*/, ''), cookies.lan);
      expect(page).toMatch(/Đã ghi cuộc gọi, bước tiếp theo: (Thứ Hai \d{2}\/\d{2}|Sáng mai) 9:00\./);
      expect(leadRow(id)!.status).toBe('new');
    });

    it('refuses a time already past with 422, keeping what was typed on the page, and stores nothing', async () => {
      const id = await newLead('Đinh Văn Lộc');
      const before = state();
      const typed = {
        outcome: 'call_back',
        when: 'chon-gio',
        step_date: '2020-01-02',
        step_time: '09:30',
        note: 'Gọi lại sau họp',
      };
      const page = await work(id, typed, cookies.lan, false);
      expect(page.status).toBe(422);
      const html = await page.text();
      expect(html).toContain('Thời điểm này đã qua: hãy chọn từ bây giờ trở đi.');
      expect(html).toContain('value="2020-01-02"');
      expect(html).toContain('Gọi lại sau họp</textarea>');
      const json = await work(id, typed, cookies.lan);
      expect(json.status).toBe(422);
      expect(await json.json()).toEqual({
        ok: false,
        message: 'Chưa lưu được. Hãy xem lại các ô được đánh dấu.',
        errors: { step_date: 'Thời điểm này đã qua: hãy chọn từ bây giờ trở đi.' },
      });
      expect(state()).toEqual(before);
      await expectStillServing();
    });

    it.each([
      ['an unknown outcome', { outcome: 'hung_up', when: 'sang-mai' }, 'outcome'],
      ['an outcome in broken encoding', { outcome: '\uFFFDanswered', when: 'sang-mai' }, 'outcome'],
      ['an unknown time choice', { outcome: 'answered', when: 'ngay-mai' }, 'when'],
      ['an unknown kind of step', { outcome: 'answered', when: 'sang-mai', step_kind: 'fax' }, 'step_kind'],
      ['a step "Việc khác" without a note', { outcome: 'answered', when: 'sang-mai', step_kind: 'other' }, 'note'],
      ['a status off the flow', { outcome: 'answered', when: 'sang-mai', status: 'won' }, 'status'],
      ['a status that does not exist', { when: 'sang-mai', status: 'deleted' }, 'status'],
      ['a call without a next step', { outcome: 'no_answer' }, 'when'],
      ['a date that is not one', { when: 'chon-gio', step_date: '2030-02-31', step_time: '09:00' }, 'step_date'],
      ['nothing at all', {}, 'outcome'],
    ])('refuses %s with 422, the reason beside the field, and stores nothing', async (_, form, field) => {
      const before = state();
      const response = await work(leads.free2, form as Record<string, string>, cookies.lan);
      expect(response.status).toBe(422);
      const answer = await response.json();
      expect(answer.ok).toBe(false);
      expect(Object.keys(answer.errors)).toContain(field);
      expect(state()).toEqual(before);
    });

    it('refuses ending a lead nobody has, or a colleague’s, with 403 and the reason, storing nothing', async () => {
      const before = state();
      const free = await work(leads.free2, { outcome: 'wrong_number', status: 'unreachable' }, cookies.minh);
      expect(free.status).toBe(403);
      expect((await free.json()).errors.status).toBe(
        'Khách hàng này chưa có người phụ trách: hãy giao cho chính bạn trước, rồi mới kết thúc hoặc xoá được.',
      );
      const hers = await work(leads.lan, { outcome: 'wrong_number', status: 'lost' }, cookies.minh);
      expect(hers.status).toBe(403);
      expect(state()).toEqual(before);
    });

    it('ends a wrong number as "Không liên lạc được" without a next step, for the owner role', async () => {
      const id = await newLead('Lý Thị Hằng');
      const response = await work(
        id,
        { outcome: 'wrong_number', status: 'unreachable', note: 'Số không tồn tại' },
        cookies.owner,
      );
      expect(response.status).toBe(200);
      expect((await response.json()).message).toBe('Đã ghi cuộc gọi. Đã chuyển sang “Không liên lạc được”.');
      expect([leadRow(id)!.status, leadRow(id)!.next_step_at]).toEqual(['unreachable', null]);
    });

    it('answers a status chosen on a page that saw another status with 422, changing nothing', async () => {
      const id = await newLead('Mai Văn Sơn');
      expect((await work(id, { outcome: 'answered', when: 'sang-mai' }, cookies.lan)).status).toBe(200);
      const before = state();
      const stale = await work(id, { from: 'new', status: 'contacted', when: 'thu-hai' }, cookies.minh);
      expect(stale.status).toBe(422);
      expect((await stale.json()).errors.status).toBe(
        'Khách hàng này vừa được cập nhật ở nơi khác. Hãy tải lại trang rồi thử lại.',
      );
      expect(state()).toEqual(before);
    });

    it('keeps 2,000 characters of a note, without NULs or direction overrides, and refuses a body over 64 KB', async () => {
      const id = await newLead('Tạ Văn Khoa');
      const note = `a\u0000b\u202E${'x'.repeat(3000)}`;
      expect((await work(id, { outcome: 'no_answer', when: 'sang-mai', note }, cookies.lan)).status).toBe(200);
      const call = eventsOf(id).find((event) => event.kind === 'call')!;
      expect(call.note).toBe(`ab${'x'.repeat(1998)}`);
      const before = state();
      const huge = await work(id, { outcome: 'answered', when: 'sang-mai', note: 'y'.repeat(70_000) }, cookies.lan);
      expect(huge.status).toBe(413);
      expect(state()).toEqual(before);
      await expectStillServing();
    });
  });

  it('never answered with a 5xx nor logged a failure', () => {
    expect(answered.filter(([, status]) => status >= 500)).toEqual([]);
    expect(server.output()).not.toContain('"level":"error"');
  });
});
