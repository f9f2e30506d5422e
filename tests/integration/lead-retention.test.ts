import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import { eraseExpiredLeads, leadsGoingSoon, monthsBefore } from '../../src/server/personal-data/lead-retention.ts';
import { setKeptUnderContract } from '../../src/server/personal-data/lead-retention.repository.ts';
import { storeLead, type LeadPerson } from './stored-lead.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// Leads kept LEAD_RETENTION_MONTHS from their last activity, on a fixed clock and both databases:
// 23 months quiet kept, 24 gone; a note, a next step or a demo since then counts as activity; a
// customer kept under contract stays while the owner says so; two servers sweeping at once erase
// each lead once, in whole batches.

const now = new Date('2026-12-04T03:00:00.000Z');
const person = (n: number): LeadPerson => ({
  name: `Khách số ${n}`,
  email: `khach${n}@vidu.vn`,
  phone: `09${String(n).padStart(8, '0')}`,
  e164: `+849${String(n).padStart(8, '0')}`,
});
const monthsAgo = (months: number, days = 0) =>
  new Date(monthsBefore(now, months).getTime() - days * 86_400_000).toISOString();

describe.each(testDialects)('lead retention on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);
  const names = async () =>
    (await team.db.selectFrom('contacts').select('name').orderBy('name').execute()).map((row) => row.name);

  it('erases a lead quiet for 24 months, keeps one quiet for 23, one with activity since, and a customer kept under contract', async () => {
    const db = team.db;
    await storeLead(db, person(1), monthsAgo(23, 10));
    await storeLead(db, person(2), monthsAgo(24, 1));
    const noted = await storeLead(db, person(3), monthsAgo(30));
    await db
      .insertInto('lead_events')
      .values({
        id: randomUUID(),
        contact_id: noted,
        kind: 'note',
        status: null,
        note: 'Gọi lại',
        author_email: 'lan@ks.vn',
        created_at: monthsAgo(2),
      })
      .execute();
    await storeLead(db, person(4), monthsAgo(30), { next_step_kind: 'call', next_step_at: monthsAgo(1) });
    // A demo held three months ago is activity too.
    const demo = await storeLead(db, person(9), monthsAgo(30));
    await db
      .insertInto('demo_meetings')
      .values({
        id: randomUUID(),
        contact_id: demo,
        staff_id: null,
        host_key: 'team',
        starts_at: monthsAgo(3),
        ends_at: monthsAgo(3),
        mode: 'online',
        address: null,
        meeting_link: null,
        created_at: monthsAgo(30),
        updated_at: monthsAgo(30),
      })
      .execute();
    const customer = await storeLead(db, person(5), monthsAgo(30), { status: 'won' });
    const prospect = await storeLead(db, person(6), monthsAgo(30, 5));

    // Only a customer (won) can be kept under contract.
    expect(await setKeptUnderContract(db, prospect, true)).toBe(false);
    expect(await setKeptUnderContract(db, customer, true)).toBe(true);

    // What the owner sees coming within 30 days: the 23-month lead, with the day it goes, and the
    // overdue ones, which the next round takes; then the kept customer.
    const soon = await leadsGoingSoon(db, now, 30, 24);
    expect(soon.map(({ name, kept }) => [name, kept])).toEqual([
      ['Khách số 6', false],
      ['Khách số 2', false],
      ['Khách số 1', false],
      ['Khách số 5', true],
    ]);
    const goesOn = Date.parse(soon.find((lead) => lead.name === 'Khách số 1')!.goesOn);
    expect(goesOn).toBeGreaterThan(now.getTime());
    expect(goesOn).toBeLessThan(now.getTime() + 30 * 86_400_000);

    expect(await eraseExpiredLeads(db, now, 24)).toBe(2);
    expect(await names()).toEqual(['Khách số 1', 'Khách số 3', 'Khách số 4', 'Khách số 5', 'Khách số 9']);
    // The owner stops keeping the customer: it goes at the next round.
    expect(await setKeptUnderContract(db, customer, false)).toBe(true);
    expect(await eraseExpiredLeads(db, new Date(now.getTime() + 60 * 60_000), 24)).toBe(1);
    expect(await names()).toEqual(['Khách số 1', 'Khách số 3', 'Khách số 4', 'Khách số 9']);
    const lines = await db
      .selectFrom('audit_events')
      .select(['action', 'actor_email', 'detail'])
      .orderBy('seq')
      .execute();
    expect(lines).toEqual([
      {
        action: 'personal_data_erased',
        actor_email: null,
        detail: 'Hết hạn lưu giữ 24 tháng: Yêu cầu gửi qua trang: 2',
      },
      {
        action: 'personal_data_erased',
        actor_email: null,
        detail: 'Hết hạn lưu giữ 24 tháng: Yêu cầu gửi qua trang: 1',
      },
    ]);
  });

  it('erases each lead once when two servers sweep at the same moment', async () => {
    const created = monthsAgo(25);
    const rows = Array.from({ length: 450 }, (_, n) => n + 100);
    for (const n of rows) await storeLead(team.db, person(n), created);
    const second = createDb(team.config!);
    try {
      const [one, two] = await Promise.all([eraseExpiredLeads(team.db, now, 24), eraseExpiredLeads(second, now, 24)]);
      // One server claimed the round and erased every lead, in batches of 200; the other did nothing.
      expect([one, two].sort()).toEqual([0, 450]);
    } finally {
      await second.destroy();
    }
    expect(await names()).toEqual([]);
    expect(await team.db.selectFrom('lead_deletions').select('contact_id').execute()).toHaveLength(450);
    const details = await team.db.selectFrom('audit_events').select('detail').orderBy('seq').execute();
    expect(details.map((line) => line.detail)).toEqual([
      'Hết hạn lưu giữ 24 tháng: Yêu cầu gửi qua trang: 200',
      'Hết hạn lưu giữ 24 tháng: Yêu cầu gửi qua trang: 200',
      'Hết hạn lưu giữ 24 tháng: Yêu cầu gửi qua trang: 50',
    ]);
  });

  it('keeps a lead under contract only while it is a customer’s, and lets the owner release it whatever its status', async () => {
    const db = team.db;
    const customer = await storeLead(db, person(7), monthsAgo(30), { status: 'won' });
    const another = await storeLead(db, person(8), monthsAgo(30), { status: 'won' });
    expect(await setKeptUnderContract(db, customer, true)).toBe(true);
    expect(await setKeptUnderContract(db, another, true)).toBe(true);
    // The contract ends and the lead is marked lost: no longer kept, it goes at the next round.
    await db.updateTable('contacts').set({ status: 'lost' }).where('id', '=', customer).execute();
    expect((await leadsGoingSoon(db, now, 30, 24)).map(({ name, kept }) => [name, kept])).toEqual([
      ['Khách số 7', false],
      ['Khách số 8', true],
    ]);
    expect(await eraseExpiredLeads(db, now, 24)).toBe(1);
    expect(await names()).toEqual(['Khách số 8']);
    // Released after it stopped being a customer's, it goes too.
    await db.updateTable('contacts').set({ status: 'lost' }).where('id', '=', another).execute();
    expect(await setKeptUnderContract(db, another, false)).toBe(true);
  });
});
