import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sampleLead } from '../fixtures/sample-lead.ts';
import type { ContactRow } from '../../src/server/db/database.ts';
import { handleLeadWork } from '../../src/server/sales/lead-work.ts';
import { todaysCount, todaysWork } from '../../src/server/sales/today.ts';
import { findLead, leadEvents } from '../../src/server/inbox/inbox.repository.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// 'Hôm nay' and the work form on both databases, at a fixed clock: Thursday 26 November 2026, 10:00
// in Vietnam (office hours Mon–Fri 8–18, Sat 8–12 by default; a first response is due in 60 minutes).

const now = new Date('2026-11-26T03:00:00Z');
const vn = (local: string) => new Date(`${local}:00+07:00`).toISOString();

describe.each(testDialects)("'Hôm nay' and the work form on %s", (dialect) => {
  const team = useTeamDatabase(dialect, now);
  const lead = (fields: Partial<ContactRow>): ContactRow => ({
    ...sampleLead,
    id: randomUUID(),
    email: `${randomUUID()}@khachsan.vn`,
    email_key: null,
    phone_e164: null,
    ...fields,
  });

  it('lists new uncontacted leads first, oldest first with office minutes waited, then overdue, today and demos', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const minh = await team.addMember('minh@hotelix.vn', 'sales', 'Minh');
    const rows = {
      // Came at 23:00 on Wednesday: by 10:00 Thursday it has waited 2 office hours (8:00–10:00).
      night: lead({ owner_id: lan.id, company_name: 'Đêm', created_at: vn('2026-11-25T23:00') }),
      morning: lead({ owner_id: lan.id, company_name: 'Sáng', created_at: vn('2026-11-26T09:40') }),
      nobodys: lead({ owner_id: null, company_name: 'Chưa giao', created_at: vn('2026-11-26T08:30') }),
      minhs: lead({ owner_id: minh.id, company_name: 'Của Minh', created_at: vn('2026-11-26T08:00') }),
      // A step set without a contact yet: still a new lead, listed once, at the top.
      stepNoCall: lead({
        owner_id: lan.id,
        company_name: 'Có bước',
        created_at: vn('2026-11-26T09:00'),
        next_step_kind: 'call',
        next_step_at: vn('2026-11-26T09:30'),
      }),
      overdue: lead({
        owner_id: lan.id,
        company_name: 'Quá hạn',
        status: 'contacted',
        first_response_at: vn('2026-11-24T10:00'),
        next_step_kind: 'call',
        next_step_at: vn('2026-11-25T15:00'),
      }),
      later: lead({
        owner_id: lan.id,
        company_name: 'Chiều',
        status: 'contacted',
        first_response_at: vn('2026-11-24T10:00'),
        next_step_kind: 'quote',
        next_step_at: vn('2026-11-26T15:00'),
      }),
      demo: lead({
        owner_id: lan.id,
        company_name: 'Demo',
        status: 'contacted',
        first_response_at: vn('2026-11-24T10:00'),
        next_step_kind: 'demo',
        next_step_at: vn('2026-11-26T16:00'),
      }),
      tomorrow: lead({
        owner_id: lan.id,
        company_name: 'Mai',
        status: 'contacted',
        first_response_at: vn('2026-11-24T10:00'),
        next_step_kind: 'call',
        next_step_at: vn('2026-11-27T09:00'),
      }),
      won: lead({ owner_id: lan.id, company_name: 'Xong', status: 'won', created_at: vn('2026-11-26T07:00') }),
    };
    await team.db.insertInto('contacts').values(Object.values(rows)).execute();

    const work = await todaysWork(team.db, lan.id, now);
    expect(work.fresh.map(({ lead: row, waited, late }) => [row.company_name, waited, late])).toEqual([
      ['Đêm', 120, true],
      ['Chưa giao', 90, true],
      ['Có bước', 60, false],
      ['Sáng', 20, false],
    ]);
    expect(work.freshCount).toBe(4);
    expect(work.overdue.map((row) => row.company_name)).toEqual(['Quá hạn']);
    expect(work.later.map((row) => row.company_name)).toEqual(['Chiều']);
    expect(work.demos.map((row) => row.company_name)).toEqual(['Demo']);
    expect(await todaysCount(team.db, lan.id, now)).toBe(7);
    // Minh sees his own and nobody's.
    expect((await todaysWork(team.db, minh.id, now)).fresh.map(({ lead: row }) => row.company_name)).toEqual([
      'Của Minh',
      'Chưa giao',
    ]);

    // Called and answered: it leaves the new leads, moves to 'Đã liên hệ' and its step is tomorrow.
    const night = (await findLead(team.db, rows.night.id))!;
    const saved = await handleLeadWork(
      team.db,
      night,
      new URLSearchParams({ action: 'work', outcome: 'answered', when: 'sang-mai' }),
      lan,
      now,
    );
    expect(saved.answer).toMatchObject({
      ok: true,
      message: 'Đã ghi cuộc gọi, bước tiếp theo: Sáng mai 9:00. Đã chuyển sang “Đã liên hệ”.',
    });
    const after = (await findLead(team.db, rows.night.id))!;
    expect([after.status, after.next_step_at, after.first_response_minutes, after.owner_response_by]).toEqual([
      'contacted',
      vn('2026-11-27T09:00'),
      120,
      lan.id,
    ]);
    expect((await leadEvents(team.db, night.id)).map((event) => event.kind)).toEqual(['call', 'status', 'next_step']);
    expect(await todaysCount(team.db, lan.id, now)).toBe(6);
  });

  it('refuses an ending the member may not make, and a status the lead has already left, storing nothing', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const row = lead({ owner_id: null });
    await team.db.insertInto('contacts').values(row).execute();
    const refused = await handleLeadWork(
      team.db,
      row,
      new URLSearchParams({ outcome: 'wrong_number', status: 'unreachable' }),
      lan,
      now,
    );
    expect(refused.status).toBe(403);
    const stale = await handleLeadWork(
      team.db,
      { ...row, status: 'contacted' },
      new URLSearchParams({ from: 'new', status: 'demo', when: 'sang-mai' }),
      lan,
      now,
    );
    expect(stale.status).toBe(422);
    expect(await findLead(team.db, row.id)).toEqual(row);
    expect(await leadEvents(team.db, row.id)).toEqual([]);
  });
});
