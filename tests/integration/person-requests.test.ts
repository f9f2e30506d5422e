import { describe, expect, it } from 'vitest';
import type { PersonRequestInput } from '../../src/lib/personal-data/person-requests.ts';
import type { PersonKey } from '../../src/lib/personal-data/person-records.ts';
import type { AccountMail } from '../../src/server/auth/account-mail.ts';
import { erasePerson } from '../../src/server/personal-data/personal-data.ts';
import {
  answerRequest,
  confirmRequest,
  linkMailsPerRequest,
  openPersonRequests,
  openRequestLink,
  pruneUnconfirmedRequests,
  recordRequest,
  requestFromPerson,
} from '../../src/server/personal-data/person-requests.ts';
import { storeLead } from './stored-lead.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A person's own request about their data, on both databases: stored unproven, proven by the signed
// link e-mailed to the address (wrong, expired and reused links refused), merged when repeated,
// limited per address and per client, answered the same for any address; withdrawn consent taking
// effect at once; the owner's clock, record and answer.

const now = new Date('2026-12-04T03:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const hour = 3_600_000;
/** No real waiting: the answer's floor is asked for, and recorded. */
const pauses: number[] = [];
const timer = { now: () => 0, pause: async (ms: number) => void pauses.push(ms) };

function mailbox() {
  const sent: AccountMail[] = [];
  return { sent, send: async (mail: AccountMail) => (sent.push(mail), true) };
}

/** The token of the link in an e-mail. */
const tokenIn = (mail: AccountMail) =>
  decodeURIComponent(/\/yeu-cau-du-lieu-ca-nhan\/xac-nhan\?ma=([\w.%-]+)/.exec(mail.text)![1]!);

const ask = (email: string, kind: PersonRequestInput['kind'] = 'erase', detail: string | null = null) => ({
  email,
  kind,
  detail,
});

describe.each(testDialects)('a person’s requests on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);
  // Each test its own client address: the per-client limit is the subject of one test only.
  let clients = 0;
  const from = () => ({ client: `203.0.113.${++clients}`, now });

  it('stores a request unproven, e-mails a link that confirms it once, and starts the 72-hour clock', async () => {
    const box = mailbox();
    expect(await requestFromPerson(team.db, ask('An.Binh@gmail.com'), from(), timer, box.send)).toBe('answered');
    expect(pauses.at(-1)).toBe(400);
    await expect.poll(() => box.sent.length).toBe(1);
    const mail = box.sent[0]!;
    expect(mail.to).toBe('An.Binh@gmail.com');
    expect(mail.subject).toBe('Xác nhận yêu cầu về dữ liệu cá nhân tại Hotelix');
    expect(mail.text).toContain('Chúng tôi vừa nhận yêu cầu “Xóa dữ liệu” cho dữ liệu gắn với địa chỉ email này.');
    // Not confirmed, not on the owner's list.
    expect(await openPersonRequests(team.db)).toEqual([]);

    const token = tokenIn(mail);
    expect(await openRequestLink(team.db, token, later(hour))).toEqual({ state: 'open', kind: 'erase', detail: null });
    const confirmed = await confirmRequest(team.db, token, later(hour));
    expect(confirmed).toEqual({ state: 'confirmed', kind: 'erase', dueAt: later(73 * hour).toISOString() });
    const [open] = await openPersonRequests(team.db);
    expect(open).toMatchObject({ kind: 'erase', email: 'An.Binh@gmail.com', source: 'form' });
    expect(open!.dueAt).toBe(later(73 * hour).toISOString());

    // Reused: the same link again, opened or posted, does nothing more.
    expect(await openRequestLink(team.db, token, later(2 * hour))).toEqual({
      state: 'used',
      confirmedAt: later(hour).toISOString(),
    });
    expect(await confirmRequest(team.db, token, later(2 * hour))).toMatchObject({ state: 'used' });
    const audit = await team.db
      .selectFrom('audit_events')
      .select(['detail', 'subject'])
      .where('action', '=', 'personal_data_request_confirmed')
      .execute();
    expect(audit).toEqual([{ detail: 'Xóa dữ liệu, xác nhận qua email', subject: open!.id }]);
  });

  it('refuses a wrong or an expired link and confirms nothing', async () => {
    const box = mailbox();
    await requestFromPerson(team.db, ask('lan@ks-bien.vn', 'copy'), from(), timer, box.send);
    await expect.poll(() => box.sent.length).toBe(1);
    const token = tokenIn(box.sent[0]!);
    const [id, version, expires, signature] = token.split('.') as [string, string, string, string];
    const altered = [
      `${id}.${version}.${Number(expires) + 86_400}.${signature}`,
      `${id}.${Number(version) + 1}.${expires}.${signature}`,
      `${id}.${version}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `00000000-0000-4000-8000-000000000000.${version}.${expires}.${signature}`,
      'khong-phai-ma',
      '',
      `${token}${'x'.repeat(200)}`,
    ];
    for (const wrong of altered) {
      expect(await openRequestLink(team.db, wrong, later(hour))).toEqual({ state: 'wrong' });
      expect(await confirmRequest(team.db, wrong, later(hour))).toEqual({ state: 'wrong' });
    }
    expect(await confirmRequest(team.db, token, later(24 * hour + 1000))).toEqual({ state: 'expired' });
    expect(await openPersonRequests(team.db)).toEqual([]);
    // Still good within its 24 hours.
    expect(await confirmRequest(team.db, token, later(23 * hour))).toMatchObject({ state: 'confirmed' });
  });

  it('merges the same person’s repeated requests, limits a flood per address, and says nothing of who is known', async () => {
    await storeLead(
      team.db,
      { name: 'Trần Thu Hà', email: 'thuha@gmail.com', phone: '0912345678', e164: '+84912345678' },
      now.toISOString(),
    );
    const box = mailbox();
    const client = from();
    // A known address in two spellings, and an unknown one: the same answer, the same e-mail.
    expect(await requestFromPerson(team.db, ask('thuha@gmail.com', 'access', 'lần 1'), client, timer, box.send)).toBe(
      'answered',
    );
    expect(
      await requestFromPerson(team.db, ask('Thu.Ha+web@googlemail.com', 'access', 'lần 2'), client, timer, box.send),
    ).toBe('answered');
    expect(await requestFromPerson(team.db, ask('khong-ai@gmail.com', 'access'), client, timer, box.send)).toBe(
      'answered',
    );
    await expect.poll(() => box.sent.length).toBe(3);
    const shape = (mail: AccountMail) => mail.text.replace(/\?ma=\S+/, '').replace(mail.to, '');
    expect(shape(box.sent[0]!)).toBe(shape(box.sent[2]!));
    const rows = await team.db.selectFrom('personal_data_requests').selectAll().orderBy('created_at').execute();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.email_key === 'thuha@gmail.com')).toMatchObject({
      email: 'Thu.Ha+web@googlemail.com',
      detail: 'lần 2',
      link_mails: 2,
    });
    // A repeat (whose text anyone may have typed) voids the earlier link: the person confirms the
    // text the latest link shows them, never one changed after their e-mail.
    const [first, second] = [tokenIn(box.sent[0]!), tokenIn(box.sent[1]!)];
    expect(await openRequestLink(team.db, first, later(60_000))).toEqual({ state: 'replaced' });
    expect(await confirmRequest(team.db, first, later(60_000))).toEqual({ state: 'replaced' });
    expect(await openRequestLink(team.db, second, later(60_000))).toEqual({
      state: 'open',
      kind: 'access',
      detail: 'lần 2',
    });
    expect(await confirmRequest(team.db, second, later(60_000))).toMatchObject({ state: 'confirmed' });
    expect(await confirmRequest(team.db, first, later(60_000))).toMatchObject({ state: 'used' });

    // Per address: three links an hour, then the same answer and no e-mail (a refusal would tell
    // anyone that someone asked for that address); the count is the mailbox's, by a hash.
    const flood = mailbox();
    const victim = (n: number) => ask(`nan.nhan+${n}@gmail.com`, 'erase');
    for (const n of [1, 2, 3, 4])
      expect(await requestFromPerson(team.db, victim(n), from(), timer, flood.send)).toBe('answered');
    expect(flood.sent).toHaveLength(3);
    const buckets = await team.db.selectFrom('rate_limit_counters').selectAll().execute();
    expect(JSON.stringify(buckets)).not.toContain('nannhan');
    // Over hours: five links per open request, however long it is renewed; the page's answer stays the same.
    for (const [index, at] of [2, 4].entries()) {
      expect(
        await requestFromPerson(
          team.db,
          victim(5 + index),
          { client: `198.51.100.${at}`, now: later(at * hour) },
          timer,
          flood.send,
        ),
      ).toBe('answered');
    }
    expect(
      await requestFromPerson(team.db, victim(9), { client: '198.51.100.9', now: later(6 * hour) }, timer, flood.send),
    ).toBe('answered');
    await new Promise((resolve) => setImmediate(resolve));
    expect(flood.sent).toHaveLength(linkMailsPerRequest);
  });

  it('makes one request of two posts at once (a double tap, two servers)', async () => {
    const box = mailbox();
    const answers = await Promise.all(
      [1, 2, 3].map(() => requestFromPerson(team.db, ask('hai.lan@ks.vn', 'copy'), from(), timer, box.send)),
    );
    expect(answers).toEqual(['answered', 'answered', 'answered']);
    const rows = await team.db.selectFrom('personal_data_requests').select(['link_mails']).execute();
    expect(rows).toEqual([{ link_mails: 3 }]);
    // Only the latest of the three links confirms.
    const tokens = box.sent.map(tokenIn);
    const states = await Promise.all(tokens.map((token) => openRequestLink(team.db, token, now)));
    expect(states.filter((state) => state.state === 'open')).toHaveLength(1);
  });

  it('limits one client asking for many addresses', async () => {
    const box = mailbox();
    const client = { client: '192.0.2.77', now };
    const answers = [];
    for (let n = 0; n < 7; n += 1)
      answers.push(await requestFromPerson(team.db, ask(`khach${n}@vidu.vn`), client, timer, box.send));
    expect(answers.filter((answer) => answer === 'limited')).toHaveLength(2);
    expect(await team.db.selectFrom('personal_data_requests').select('id').execute()).toHaveLength(5);
  });

  it('tells a person whose request is confirmed that it is under way, without a new link', async () => {
    const box = mailbox();
    await requestFromPerson(team.db, ask('minh@ks.vn', 'correct', 'Tên đúng là Minh'), from(), timer, box.send);
    await expect.poll(() => box.sent.length).toBe(1);
    await confirmRequest(team.db, tokenIn(box.sent[0]!), now);
    await requestFromPerson(team.db, ask('minh@ks.vn', 'correct', 'Sửa khác'), from(), timer, box.send);
    await expect.poll(() => box.sent.length).toBe(2);
    expect(box.sent[1]!.subject).toBe('Yêu cầu về dữ liệu cá nhân tại Hotelix đang được xử lý');
    expect(box.sent[1]!.text).toContain('đã được xác nhận lúc 04/12/2026 10:00');
    expect(box.sent[1]!.text).not.toContain('?ma=');
    // The confirmed request is not rewritten by an unproven repeat.
    expect((await openPersonRequests(team.db))[0]!.detail).toBe('Tên đúng là Minh');
  });

  it('withdraws consent at once: newsletter stopped, leads “Không liên hệ” without a next step, a demo cancelled, a customer kept, nothing erased', async () => {
    const owner = await team.addMember('chu@ks.vn', 'owner');
    const person = { name: 'Lê Văn Đức', email: 'duc@ks-doi.vn', phone: '0987654321', e164: '+84987654321' };
    const first = await storeLead(team.db, person, now.toISOString(), {
      status: 'contacted',
      owner_id: owner.id,
      next_step_kind: 'call',
      next_step_at: later(hour).toISOString(),
    });
    const second = await storeLead(team.db, person, later(1000).toISOString());
    // A customer under contract: the contract, not consent, is why the team writes to them.
    const customer = await storeLead(team.db, person, later(2000).toISOString(), { status: 'won' });
    const demo = crypto.randomUUID();
    await team.db
      .insertInto('demo_meetings')
      .values({
        id: demo,
        contact_id: second,
        staff_id: owner.id,
        host_key: owner.id,
        starts_at: later(48 * hour).toISOString(),
        ends_at: later(48 * hour + 1_800_000).toISOString(),
        mode: 'online',
        address: null,
        meeting_link: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    await team.db
      .insertInto('newsletter_subscribers')
      .values({
        id: crypto.randomUUID(),
        email: 'duc@ks-doi.vn',
        page: '/',
        consent_version: '2026-11-22',
        consent_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    const box = mailbox();
    await requestFromPerson(team.db, ask('Duc@KS-Doi.vn', 'withdraw'), from(), timer, box.send);
    await expect.poll(() => box.sent.length).toBe(1);
    // Before the proof nothing changed.
    expect(await team.db.selectFrom('newsletter_subscribers').select('id').execute()).toHaveLength(1);
    expect(await confirmRequest(team.db, tokenIn(box.sent[0]!), later(hour))).toMatchObject({
      state: 'confirmed',
      kind: 'withdraw',
    });

    const leads = await team.db.selectFrom('contacts').selectAll().orderBy('created_at').execute();
    expect(leads.map((lead) => [lead.id, lead.status, lead.next_step_kind])).toEqual([
      [first, 'do_not_contact', null],
      [second, 'do_not_contact', null],
      [customer, 'won', null],
    ]);
    const events = await team.db.selectFrom('lead_events').selectAll().where('status', '=', 'do_not_contact').execute();
    expect(events.map((event) => event.author_email)).toEqual(['Duc@KS-Doi.vn', 'Duc@KS-Doi.vn']);
    // The demo ahead is cancelled on its lead's timeline; the person is sent nothing.
    const meeting = await team.db
      .selectFrom('demo_meetings')
      .selectAll()
      .where('id', '=', demo)
      .executeTakeFirstOrThrow();
    expect(meeting.status).toBe('cancelled');
    const line = await team.db
      .selectFrom('lead_events')
      .select('note')
      .where('kind', '=', 'meeting')
      .executeTakeFirstOrThrow();
    expect(line.note).toMatch(/^Demo .+: Đã hủy lịch \(khách rút lại sự đồng ý\)$/u);
    expect(
      await team.db.selectFrom('notifications').select('channel').where('channel', '=', 'meeting_visitor').execute(),
    ).toEqual([]);
    expect(await team.db.selectFrom('newsletter_subscribers').select('id').execute()).toEqual([]);
    const audit = await team.db
      .selectFrom('audit_events')
      .select('detail')
      .where('action', '=', 'personal_data_request_confirmed')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toBe(
      'Rút lại sự đồng ý, không muốn được liên hệ nữa, xác nhận qua email: 2 yêu cầu chuyển sang Không liên hệ, 1 đăng ký bản tin hủy, 1 lịch demo hủy',
    );
  });

  it('lets the owner record a request, answer it (address and text gone), and an erasure scrub what is open', async () => {
    const owner = await team.addMember('chu@ks.vn', 'owner');
    expect(await recordRequest(team.db, ask('hoa@ks.vn', 'copy', 'Gọi điện lúc 9h'), owner, now)).toBe('recorded');
    // Recorded again: the clock keeps its start.
    expect(await recordRequest(team.db, ask('Hoa@ks.vn', 'copy', null), owner, later(hour))).toBe('running');
    const [recorded] = await openPersonRequests(team.db);
    expect(recorded).toMatchObject({
      source: 'owner',
      confirmedAt: now.toISOString(),
      dueAt: later(72 * hour).toISOString(),
    });
    expect(await answerRequest(team.db, recorded!.id, owner, later(hour))).toBe(true);
    expect(await answerRequest(team.db, recorded!.id, owner, later(hour))).toBe(false);
    expect(await openPersonRequests(team.db)).toEqual([]);
    const done = await team.db.selectFrom('personal_data_requests').selectAll().executeTakeFirstOrThrow();
    expect(done).toMatchObject({ email: '', email_key: null, detail: null, done_by: 'chu@ks.vn', kind: 'copy' });

    await recordRequest(team.db, ask('Hoa@ks.vn', 'erase', 'Xóa hết'), owner, now);
    const tombstones = path.join(mkdtempSync(path.join(tmpdir(), 'hotelix-tombstones-')), 'tombstones.json');
    expect(
      await erasePerson(team.db, { emailKey: 'hoa@ks.vn', phoneE164: null } as PersonKey, owner, now, tombstones),
    ).toMatchObject({ request: 1 });
    const [left] = await openPersonRequests(team.db);
    expect(left).toMatchObject({ kind: 'erase', email: '', detail: null });
  });

  it('deletes requests nobody proved once their links have expired, and keeps the rest', async () => {
    const box = mailbox();
    await requestFromPerson(team.db, ask('cu@ks.vn'), from(), timer, box.send);
    await requestFromPerson(
      team.db,
      ask('moi@ks.vn'),
      { client: '203.0.113.250', now: later(20 * hour) },
      timer,
      box.send,
    );
    expect(await pruneUnconfirmedRequests(team.db, later(24 * hour + 1000))).toBe(1);
    const left = await team.db.selectFrom('personal_data_requests').select('email').execute();
    expect(left).toEqual([{ email: 'moi@ks.vn' }]);
  });
});
