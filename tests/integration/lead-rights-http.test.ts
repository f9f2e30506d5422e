import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { addStaffAccounts, postDistinctLead, staffClient } from './staff-client.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

// Who may end (Thành công, Không phù hợp) or delete a colleague's lead, against the production server
// on SQLite (the rights are rules, not SQL; a lead's owner and status change on both databases in
// lead-owner.test.ts and inbox.test.ts): colleagues covering for each other log calls and notes and move a lead along the
// flow, but ending or deleting it is for its salesperson or the owner role; a lead nobody has is taken
// first. A refusal is 403 with the lead's page and the reason, and changes nothing; the audit log
// names whoever ended or deleted a lead.

const emails = { owner: 'chu@hotelix.vn', lan: 'lan@hotelix.vn', minh: 'minh@hotelix.vn' };
const refusals = {
  close:
    'Chỉ quản trị hoặc người đang phụ trách mới kết thúc được khách hàng này (Thành công hoặc Không phù hợp). Bạn vẫn ghi được cuộc gọi và ghi chú.',
  delete: 'Chỉ quản trị hoặc người đang phụ trách mới xoá được khách hàng này.',
  takeFirst: 'Khách hàng này chưa có người phụ trách: hãy giao cho chính bạn trước, rồi mới kết thúc hoặc xoá được.',
};
const laterStep = { step_kind: 'call', step_date: '2030-01-02', step_time: '09:00' };

describe.each(['sqlite'] as const)('ending or deleting a colleague’s lead on %s', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  let client: ReturnType<typeof staffClient>;
  let db: Kysely<Database>;
  const cookies = { owner: '', lan: '', minh: '' };
  const ids = { owner: '', lan: '', minh: '' };
  /**
   * Lan's leads, each for one test (`refused` and `ownerWins` already at Đã demo), and two nobody has:
   * the tests pass in any order.
   */
  const leads = {
    covered: '',
    refused: '',
    ownerWins: '',
    hers: '',
    ownerEnds: '',
    ownerDeletes: '',
    givenAway: '',
    free: '',
    free2: '',
  };

  const leadPath = (id: string) => `/admin/leads/${id}`;
  const act = (id: string, form: Record<string, string>, cookie: string) => client.post(leadPath(id), form, cookie);
  const pageOf = async (id: string, cookie: string) => (await client.get(leadPath(id), cookie)).text();
  /** The notice at the top of a lead's page. */
  const noticeOf = (html: string) => /<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
  const leadRow = (id: string) =>
    db.selectFrom('contacts').select(['status', 'owner_id']).where('id', '=', id).executeTakeFirst();
  /** What a refusal must leave as it was: leads, timelines, deletions and the lead lines of the audit log. */
  const state = async () => ({
    leads: await db.selectFrom('contacts').select(['id', 'status', 'owner_id', 'next_step_at']).orderBy('id').execute(),
    events: await db.selectFrom('lead_events').selectAll().orderBy('id').execute(),
    deletions: await db.selectFrom('lead_deletions').selectAll().execute(),
    audit: await db
      .selectFrom('audit_events')
      .select(['action', 'subject', 'actor_email'])
      .where('action', 'like', 'lead_%')
      .orderBy('id')
      .execute(),
  });
  const auditLine = (action: 'lead_status_changed' | 'lead_deleted', subject: string) =>
    db
      .selectFrom('audit_events')
      .select(['actor_id', 'actor_email', 'detail'])
      .where('action', '=', action)
      .where('subject', '=', subject)
      .execute();

  const newLead = async (name: string) => {
    const email = await postDistinctLead(server, name);
    return (await db.selectFrom('contacts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  };
  const switchTaking = (user: string, taking: 'on' | 'off') =>
    client.post('/admin/nhan-khach', { user, taking, back: '/admin/nhan-vien' }, cookies.owner);

  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer({ ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    client = staffClient(server);
    db = createDb(database.config);
    await addStaffAccounts(
      server,
      [
        { email: emails.owner, role: 'owner' },
        { email: emails.lan, role: 'sales', name: 'Lan' },
        { email: emails.minh, role: 'sales', name: 'Minh' },
      ],
      database.env,
    );
    for (const who of ['owner', 'lan', 'minh'] as const) {
      ids[who] = (
        await db.selectFrom('staff_users').select('id').where('email', '=', emails[who]).executeTakeFirstOrThrow()
      ).id;
      cookies[who] = (await client.signIn(emails[who])).cookie;
    }
    // Only Lan takes leads: these are hers. Then nobody does: the last two are nobody's.
    expect((await switchTaking(ids.minh, 'off')).status).toBe(303);
    for (const key of ['covered', 'refused', 'ownerWins', 'hers', 'ownerEnds', 'ownerDeletes', 'givenAway'] as const)
      leads[key] = await newLead(key);
    for (const id of [leads.refused, leads.ownerWins])
      for (const [from, to] of [
        ['new', 'contacted'],
        ['contacted', 'demo'],
      ] as const)
        expect((await act(id, { action: 'status', from, to, ...laterStep }, cookies.lan)).status).toBe(303);
    expect((await switchTaking(ids.lan, 'off')).status).toBe(303);
    leads.free = await newLead('free');
    leads.free2 = await newLead('free2');
    expect((await leadRow(leads.covered))!.owner_id).toBe(ids.lan);
    expect((await leadRow(leads.free))!.owner_id).toBeNull();
  }, 180_000);

  afterEach(() => {
    expect(server.output()).not.toContain('"level":"error"');
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.dispose();
  });

  it('lets a colleague log a call and a note and move the lead along, without counting as its owner’s first contact', async () => {
    const call = await act(leads.covered, { action: 'call', outcome: 'answered', note: 'Gọi thay Lan' }, cookies.minh);
    expect(call.status).toBe(303);
    expect(call.headers.get('location')).toBe(`${leadPath(leads.covered)}?da-luu=1`);
    expect((await act(leads.covered, { action: 'note', note: 'Khách hẹn tuần sau' }, cookies.minh)).status).toBe(303);
    for (const [from, to] of [
      ['new', 'contacted'],
      ['contacted', 'demo'],
    ] as const)
      expect((await act(leads.covered, { action: 'status', from, to, ...laterStep }, cookies.minh)).status).toBe(303);
    const events = await db
      .selectFrom('lead_events')
      .select(['kind', 'author_email'])
      .where('contact_id', '=', leads.covered)
      .where('kind', 'in', ['call', 'note', 'status'])
      .orderBy('created_at')
      .execute();
    expect(events.map((event) => [event.kind, event.author_email])).toEqual([
      ['call', emails.minh],
      ['note', emails.minh],
      ['status', emails.minh],
      ['status', emails.minh],
    ]);
    const covered = () =>
      db
        .selectFrom('contacts')
        .select(['first_response_at', 'owner_response_by'])
        .where('id', '=', leads.covered)
        .executeTakeFirstOrThrow();
    // The visitor was answered (the inbox stops flagging them), but not by the lead's salesperson yet.
    expect(await covered()).toEqual({ first_response_at: expect.any(String), owner_response_by: null });
    expect((await act(leads.covered, { action: 'call', outcome: 'answered' }, cookies.lan)).status).toBe(303);
    expect((await covered()).owner_response_by).toBe(ids.lan);
  });

  it('refuses a colleague deleting the lead or ending it as won or lost with 403 and the reason, changing nothing', async () => {
    expect((await leadRow(leads.refused))!.status).toBe('demo');
    const before = await state();
    for (const form of [{ action: 'delete', confirm: 'yes' }, { action: 'delete' }]) {
      const response = await act(leads.refused, form, cookies.minh);
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
      expect(noticeOf(await response.text())).toBe(refusals.delete);
    }
    for (const to of ['won', 'lost']) {
      const response = await act(leads.refused, { action: 'status', from: 'demo', to }, cookies.minh);
      expect(response.status, to).toBe(403);
      expect(noticeOf(await response.text()), to).toBe(refusals.close);
    }
    // The lead page takes no JSON, so there is no other way in to the same actions.
    const json = await fetch(`${server.url}${leadPath(leads.refused)}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: cookies.minh },
      body: JSON.stringify({ action: 'delete', confirm: 'yes' }),
    });
    expect(json.status).toBe(415);
    expect(await state()).toEqual(before);
    expect(await leadRow(leads.refused)).toEqual({ status: 'demo', owner_id: ids.lan });

    // Nor are the buttons offered: he reads why instead.
    const page = await pageOf(leads.refused, cookies.minh);
    expect(page).not.toContain('Xoá vĩnh viễn');
    expect(page).not.toContain('name="status" value="won"');
    expect(page).not.toContain('name="status" value="lost"');
    expect(page).not.toContain('name="status" value="unreachable"');
    expect(page).toContain(refusals.close);
    expect(page).toContain(refusals.delete);
    // The call, the next step, a note and the next status of the flow are still his to record.
    expect(page).toContain('Kết quả cuộc gọi');
    expect(page).toContain('Ghi chú (không bắt buộc)');
  });

  it('lets the salesperson end and delete her own lead, and the owner role anyone’s, naming them in the audit log', async () => {
    const ownPage = await pageOf(leads.hers, cookies.lan);
    expect(ownPage).toContain('name="status" value="lost"');
    expect(ownPage).toContain('Xoá vĩnh viễn');

    const lost = await act(leads.hers, { action: 'status', from: 'new', to: 'lost' }, cookies.lan);
    expect(lost.headers.get('location')).toBe(`${leadPath(leads.hers)}?da-luu=1`);
    expect(await auditLine('lead_status_changed', leads.hers)).toEqual([
      { actor_id: ids.lan, actor_email: emails.lan, detail: 'Mới → Không phù hợp' },
    ]);
    const deleted = await act(leads.hers, { action: 'delete', confirm: 'yes' }, cookies.lan);
    expect(deleted.headers.get('location')).toBe('/admin?da-xoa=1');
    expect(await auditLine('lead_deleted', leads.hers)).toEqual([
      { actor_id: ids.lan, actor_email: emails.lan, detail: null },
    ]);

    const won = await act(leads.ownerWins, { action: 'status', from: 'demo', to: 'won' }, cookies.owner);
    expect(won.headers.get('location')).toBe(`${leadPath(leads.ownerWins)}?da-luu=1`);
    expect(await auditLine('lead_status_changed', leads.ownerWins)).toContainEqual({
      actor_id: ids.owner,
      actor_email: emails.owner,
      detail: 'Đã demo → Thành công',
    });
    expect(
      (await act(leads.ownerEnds, { action: 'status', from: 'new', to: 'lost' }, cookies.owner)).headers.get(
        'location',
      ),
    ).toBe(`${leadPath(leads.ownerEnds)}?da-luu=1`);
    expect(await auditLine('lead_status_changed', leads.ownerEnds)).toEqual([
      { actor_id: ids.owner, actor_email: emails.owner, detail: 'Mới → Không phù hợp' },
    ]);
    expect((await act(leads.ownerDeletes, { action: 'delete', confirm: 'yes' }, cookies.owner)).status).toBe(303);
    expect(await auditLine('lead_deleted', leads.ownerDeletes)).toEqual([
      { actor_id: ids.owner, actor_email: emails.owner, detail: null },
    ]);

    // Another test deletes a lead nobody has: only this test's two are looked at.
    expect(
      await db
        .selectFrom('lead_deletions')
        .select(['contact_id', 'deleted_by'])
        .where('contact_id', 'in', [leads.hers, leads.ownerDeletes])
        .orderBy('deleted_at')
        .execute(),
    ).toEqual([
      { contact_id: leads.hers, deleted_by: emails.lan },
      { contact_id: leads.ownerDeletes, deleted_by: emails.owner },
    ]);
    // The owner's audit log page shows who deleted each lead, once.
    const log = await (await client.get('/admin/nhat-ky?hanh-dong=lead_deleted', cookies.owner)).text();
    const lines = log.split('<li data-action=').slice(1);
    const linesOf = (id: string) => lines.filter((line) => line.includes(id.slice(0, 8)));
    expect(linesOf(leads.hers)).toEqual([expect.stringContaining(emails.lan)]);
    expect(linesOf(leads.ownerDeletes)).toEqual([expect.stringContaining(emails.owner)]);
  });

  it('asks a salesperson to take a lead nobody has before ending or deleting it; the owner role need not', async () => {
    const before = await state();
    for (const form of [
      { action: 'status', from: 'new', to: 'lost' },
      { action: 'delete', confirm: 'yes' },
    ]) {
      const response = await act(leads.free, form, cookies.minh);
      expect(response.status, form.action).toBe(403);
      expect(noticeOf(await response.text()), form.action).toBe(refusals.takeFirst);
    }
    expect(await state()).toEqual(before);
    const page = await pageOf(leads.free, cookies.minh);
    expect(page).toContain('name="status" value="contacted"');
    expect(page).not.toContain('name="status" value="lost"');
    expect(page).not.toContain('Xoá vĩnh viễn');
    expect(page).toContain(refusals.takeFirst);

    expect((await act(leads.free, { action: 'owner', owner: ids.minh }, cookies.minh)).status).toBe(303);
    const lost = await act(leads.free, { action: 'status', from: 'new', to: 'lost' }, cookies.minh);
    expect(lost.headers.get('location')).toBe(`${leadPath(leads.free)}?da-luu=1`);
    expect(await leadRow(leads.free)).toEqual({ status: 'lost', owner_id: ids.minh });

    expect((await act(leads.free2, { action: 'delete', confirm: 'yes' }, cookies.owner)).status).toBe(303);
    expect(await leadRow(leads.free2)).toBeUndefined();
  });

  it('answers a salesperson giving a colleague’s lead away with 403 and the reason, changing nothing', async () => {
    const before = await state();
    const response = await act(leads.givenAway, { action: 'owner', owner: ids.minh }, cookies.minh);
    expect(response.status).toBe(403);
    expect(noticeOf(await response.text())).toBe(
      'Chỉ quản trị hoặc người đang phụ trách mới giao lại được khách hàng này.',
    );
    expect(await state()).toEqual(before);
  });
});
