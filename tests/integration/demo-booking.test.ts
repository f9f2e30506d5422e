import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import { parseInboxFilter } from '../../src/server/inbox/inbox-filter.ts';
import { listLeads } from '../../src/server/inbox/inbox.repository.ts';
import { handleLeadAction } from '../../src/server/inbox/lead-actions.ts';
import { submitLead } from '../../src/server/leads/lead.service.ts';
import { setTakingLeads } from '../../src/server/sales/assignment.repository.ts';
import { inboxExtras } from '../../src/server/sales/inbox-extras.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';
import { demoSubmission } from './demo-submission.ts';

// A demo booked in a free slot is a lead of source 'demo' with its meeting, in one transaction:
// the slot decides who holds it; two visitors on one slot, exactly one gets it.

// Wednesday 25/11/2026, 09:00 in Vietnam: the earliest slot is two working hours later, 11:00.
const now = new Date('2026-11-25T02:00:00Z');
const noLimits = { perMinute: 0, perHour: 0 };

const booking = (n: number, slot: string, extra: Record<string, string> = {}) => demoSubmission(n, slot, now, extra);

describe.each(testDialects)('demo booking on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);
  const meetings = () => team.db.selectFrom('demo_meetings').selectAll().orderBy('starts_at').execute();
  const hostOf = async (result: Awaited<ReturnType<typeof submitLead>>) => {
    if (result.kind !== 'stored') throw new Error(JSON.stringify(result));
    const meeting = await team.db
      .selectFrom('demo_meetings')
      .select('staff_id')
      .where('contact_id', '=', result.leadId)
      .executeTakeFirstOrThrow();
    return meeting.staff_id;
  };

  it('books a free slot for the team when nobody takes leads, and refuses the same slot to the next visitor', async () => {
    const first = await submitLead(team.db, booking(1, '2026-11-26T14:30'), noLimits);
    expect(first.kind).toBe('stored');
    const second = await submitLead(team.db, booking(2, '2026-11-26T14:30'), noLimits);
    expect(second).toEqual({
      kind: 'invalid',
      errors: { slot: 'Khung giờ này vừa có người đặt, vui lòng chọn giờ khác.' },
    });
    const rows = await meetings();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      host_key: 'team',
      staff_id: null,
      starts_at: '2026-11-26T07:30:00.000Z',
      status: 'booked',
      sequence: 0,
    });
    const lead = await team.db.selectFrom('contacts').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      source: 'demo',
      preferred_time: '2026-11-26T14:30',
      message: 'Đặt lịch demo: Thứ Năm, 26/11 · 14:30 (trực tuyến)',
    });
  });

  it('deals one slot to each free salesperson, then says it is taken; 100 visitors at once on 10 slots make 10 bookings', async () => {
    const sales = await Promise.all(['lan', 'minh'].map((name) => team.addMember(`${name}@hotelix.vn`, 'sales')));
    const slots = Array.from({ length: 5 }, (_, i) => `2026-11-27T${String(8 + i).padStart(2, '0')}:00`);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, n) => submitLead(team.db, booking(n + 1, slots[n % 5]!), noLimits)),
    );
    expect(results.filter((result) => result.kind === 'stored')).toHaveLength(10);
    expect(results.filter((result) => result.kind === 'invalid')).toHaveLength(90);
    const rows = await meetings();
    expect(new Set(rows.map((row) => `${row.host_key}|${row.starts_at}`)).size).toBe(10);
    expect(new Set(rows.map((row) => row.staff_id))).toEqual(new Set(sales.map((member) => member.id)));
  });

  it('refuses a slot in the past, too soon, on a Sunday, outside hours, and a salesperson who takes no bookings', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales');
    const refused = async (slot: string, extra: Record<string, string> = {}) => {
      const result = await submitLead(team.db, booking(3, slot, extra), noLimits);
      return result.kind === 'invalid' ? result.errors.slot : result.kind;
    };
    expect(await refused('2026-11-24T10:00')).toBe('Khung giờ này đã qua, vui lòng chọn giờ khác.');
    expect(await refused('2026-11-25T10:00')).toBe('Khung giờ này quá gần, vui lòng chọn giờ muộn hơn.');
    expect(await refused('2026-11-29T10:00')).toBe('Khung giờ này ngoài giờ làm việc, vui lòng chọn giờ khác.');
    expect(await refused('2026-11-26T18:30')).toBe('Khung giờ này ngoài giờ làm việc, vui lòng chọn giờ khác.');
    expect(await refused('2026-12-17T10:00')).toBe('Chỉ nhận lịch trong 3 tuần tới, vui lòng chọn ngày gần hơn.');
    expect(await refused('2026-11-26T10:00', { salesperson: 'khong-co-ai' })).toBe(
      'Nhân viên tư vấn này hiện không nhận lịch hẹn. Vui lòng chọn giờ khác.',
    );
    await setTakingLeads(team.db, lan.id, false);
    expect(await refused('2026-11-26T10:00', { salesperson: lan.id })).toBe(
      'Nhân viên tư vấn này hiện không nhận lịch hẹn. Vui lòng chọn giờ khác.',
    );
    expect(await meetings()).toHaveLength(0);
    expect(await team.db.selectFrom('contacts').select('id').execute()).toHaveLength(0);
  });

  it('gives a returning customer their salesperson when free, else the next free one in turn; a day off counts', async () => {
    const [lan, minh, ha] = await Promise.all(
      ['lan', 'minh', 'ha'].map((name) => team.addMember(`${name}@hotelix.vn`, 'sales')),
    );
    const ids = [lan!.id, minh!.id, ha!.id].sort();
    // A trial from visitor 7 earlier: whoever got it is their salesperson.
    const trial = await submitLead(
      team.db,
      {
        ...booking(7, ''),
        form: 'trial',
        fields: { company_name: 'Khách sạn số 7', name: 'Khách 7', email: 'khach7@vidu.vn', phone: '0900000007' },
      },
      noLimits,
    );
    const theirs = (
      await team.db
        .selectFrom('contacts')
        .select('owner_id')
        .where('id', '=', trial.kind === 'stored' ? trial.leadId : '')
        .executeTakeFirstOrThrow()
    ).owner_id!;
    expect(await hostOf(await submitLead(team.db, booking(7, '2026-11-27T09:00'), noLimits))).toBe(theirs);
    // Their salesperson is off on Monday: the demo goes to one of the others, and the lead with it.
    // (One demo ahead per person: the Friday one is cancelled first.)
    await team.db.updateTable('demo_meetings').set({ status: 'cancelled' }).execute();
    await team.db
      .insertInto('staff_days_off')
      .values({ user_id: theirs, day: '2026-11-30', note: 'Nghỉ phép', created_at: now.toISOString() })
      .execute();
    const monday = await submitLead(team.db, { ...booking(7, '2026-11-30T09:00'), client: '203.0.113.77' }, noLimits);
    const mondayHost = await hostOf(monday);
    expect(ids.filter((id) => id !== theirs)).toContain(mondayHost);
    const lead = await team.db
      .selectFrom('contacts')
      .select('owner_id')
      .where('id', '=', monday.kind === 'stored' ? monday.leadId : '')
      .executeTakeFirstOrThrow();
    expect(lead.owner_id).toBe(mondayHost);
    // New visitors on one slot are dealt in turn among the free.
    const dealt = [];
    for (let n = 20; n < 23; n++)
      dealt.push(await hostOf(await submitLead(team.db, booking(n, '2026-12-01T10:00'), noLimits)));
    expect(new Set(dealt)).toEqual(new Set(ids));
  });

  it('takes a retried booking (same key, sent twice at once) as one lead and one meeting, not a taken slot', async () => {
    const retried = { ...booking(9, '2026-11-26T16:00'), idempotencyKey: 'ma-gui-lai-dat-lich-0001' };
    const [first, second] = await Promise.all([
      submitLead(team.db, retried, noLimits),
      submitLead(team.db, retried, noLimits),
    ]);
    expect(first.kind).toBe('stored');
    expect(second).toMatchObject({ kind: 'stored', leadId: first.kind === 'stored' ? first.leadId : '' });
    expect(await meetings()).toHaveLength(1);
    const later = await submitLead(team.db, retried, noLimits);
    expect(later).toMatchObject({ kind: 'stored', repeated: true });
    expect(await meetings()).toHaveLength(1);
  });

  it("finds a demo at the hotel in the inbox search by its address and area, before and after the team's notes", async () => {
    const place = { mode: 'onsite', area: 'TP. Hồ Chí Minh', address: '25 Trần Phú, Quận 5' };
    const stored = await submitLead(team.db, booking(12, '2026-11-26T15:00', place), noLimits);
    if (stored.kind !== 'stored') throw new Error(JSON.stringify(stored));
    await submitLead(team.db, booking(13, '2026-11-26T16:30'), noLimits);
    const found = async (q: string) =>
      (await listLeads(team.db, parseInboxFilter(new URLSearchParams({ q })), null, 10)).map((lead) => lead.id);
    expect(await found('tran phu quan 5')).toEqual([stored.leadId]);
    expect(await found('ho chi minh tran phu')).toEqual([stored.leadId]);
    // A note rebuilds the text from the lead's parts: the address stays in it.
    expect(
      await handleLeadAction(
        team.db,
        stored.leadId,
        new URLSearchParams({ action: 'note', note: 'Gọi lại chiều nay.' }),
        { email: 'lan@hotelix.vn' },
        now,
      ),
    ).toBe('saved');
    expect(await found('tran phu goi lai')).toEqual([stored.leadId]);
  });

  it('stores a second demo request by the same person, however the e-mail or phone is spelt, as a lead that holds no slot', async () => {
    await Promise.all(['lan', 'minh'].map((name) => team.addMember(`${name}@hotelix.vn`, 'sales')));
    const first = await submitLead(
      team.db,
      booking(30, '2026-11-26T10:00', { email: 'Victim@Gmail.com', phone: '0912 345 678' }),
      noLimits,
    );
    const firstId = first.kind === 'stored' ? first.leadId : '';
    const theirs = await hostOf(first);
    // One inbox, one phone: every spelling is the same person, and none of them takes a slot.
    const spellings: Array<Record<string, string>> = [
      { email: ' victim@gmail.COM ' },
      { email: 'victim+1@gmail.com' },
      { email: 'v.ictim@gmail.com' },
      { email: 'victim@googlemail.com' },
      { email: 'V.I.C.T.I.M+demo@GoogleMail.com' },
      ...['+84 912 345 678', '0912.345.678', '0912-345-678', '+84912345678'].map((phone) => ({ phone })),
      { email: 'victim@gmail.com', phone: '+84 912.345.678' },
    ];
    for (const [n, spelling] of spellings.entries()) {
      const result = await submitLead(team.db, booking(31 + n, '2026-11-27T10:00', spelling), noLimits);
      expect(result).toMatchObject({ kind: 'stored', repeated: false });
    }
    expect(await meetings()).toHaveLength(1);
    // The time asked for is checked as anyone's: a Sunday is refused on the slot field, nothing stored.
    expect(await submitLead(team.db, booking(49, '2026-11-29T10:00', { phone: '0912 345 678' }), noLimits)).toEqual({
      kind: 'invalid',
      errors: { slot: 'Khung giờ này ngoài giờ làm việc, vui lòng chọn giờ khác.' },
    });
    // Each is a demo request for sales: the time asked for, the note, the same salesperson.
    const unheld = await team.db
      .selectFrom('contacts')
      .select(['id', 'source', 'preferred_time', 'message', 'owner_id', 'email'])
      .where('id', '!=', firstId)
      .execute();
    expect(unheld).toHaveLength(spellings.length);
    expect(unheld.find((lead) => lead.email === 'victim+1@gmail.com')).toEqual({
      id: expect.any(String),
      source: 'demo',
      preferred_time: '2026-11-27T10:00',
      message:
        'Khách đã có lịch demo sắp tới. Yêu cầu thêm buổi demo lúc Thứ Sáu, 27/11 · 10:00 (trực tuyến), chưa giữ giờ: gọi lại để xác nhận giờ demo.',
      owner_id: theirs,
      // The address is kept as typed.
      email: 'victim+1@gmail.com',
    });
    expect(new Set(unheld.map((lead) => lead.owner_id))).toEqual(new Set([theirs]));
    // The slot asked for stays free: another person books it.
    expect((await submitLead(team.db, booking(50, '2026-11-27T10:00'), noLimits)).kind).toBe('stored');
    expect(await meetings()).toHaveLength(2);
    // The inbox marks each request of the person with a demo ahead; not the lead holding it, nor another person's.
    const leads = await team.db.selectFrom('contacts').selectAll().execute();
    const { marks } = await inboxExtras(team.db, leads, now);
    const marked = leads.filter((lead) => marks[lead.id]?.demoAhead).map((lead) => lead.id);
    expect(marked.sort()).toEqual(unheld.map((lead) => lead.id).sort());
    // Once the first demo is cancelled (or over), its person books again.
    await team.db
      .updateTable('demo_meetings')
      .set({ status: 'cancelled' })
      .where('starts_at', '=', '2026-11-26T03:00:00.000Z')
      .execute();
    const again = await submitLead(team.db, booking(51, '2026-11-27T11:00', { email: 'victim+2@gmail.com' }), noLimits);
    expect(await hostOf(again)).toBe(theirs);
  });

  it('holds one slot for two bookings with one e-mail, sent at once on two connections; the other is stored without one', async () => {
    const second = createDb(team.config!);
    try {
      for (let round = 0; round < 3; round++) {
        const email = `cung-luc-${round}@khachsan.vn`;
        const results = await Promise.all([
          submitLead(team.db, booking(40 + 2 * round, '2026-11-30T09:00', { email }), noLimits),
          submitLead(second, booking(41 + 2 * round, '2026-12-01T09:00', { email: email.toUpperCase() }), noLimits),
        ]);
        expect(results.map((result) => result.kind)).toEqual(['stored', 'stored']);
        const held = await team.db
          .selectFrom('demo_meetings')
          .innerJoin('contacts', 'contacts.id', 'demo_meetings.contact_id')
          .select('demo_meetings.id')
          .where('contacts.email_key', '=', email)
          .execute();
        expect(held).toHaveLength(1);
        await team.db.updateTable('demo_meetings').set({ status: 'cancelled' }).execute();
      }
    } finally {
      await second.destroy();
    }
  });
});
