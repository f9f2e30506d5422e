import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { officeMinutesBetween } from '../../src/lib/sales/office-hours.ts';
import { sampleLead } from '../fixtures/sample-lead.ts';
import type { LeadStatus } from '../../src/lib/leads/lead.ts';
import { parseOfficeHours } from '../../src/lib/sales/office-hours.ts';
import { parsePeriod } from '../../src/lib/sales/dashboard-period.ts';
import type { NewContact } from '../../src/server/db/database.ts';
import { handleLeadAction } from '../../src/server/inbox/lead-actions.ts';
import { insertLeadEvent } from '../../src/server/sales/lead-work.repository.ts';
import { loadDashboard } from '../../src/server/sales/dashboard.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// The dashboard's figures on both databases, from leads whose dates, forms, campaigns, statuses and
// owners are known: Vietnam days turn at 17:00 UTC, lost leads count for the steps they passed.

const now = new Date('2026-11-27T03:00:00Z');
const week = parseOfficeHours(['Thứ 2 – Thứ 6: 8:00 – 18:00', 'Thứ 7: 8:00 – 12:00', 'Chủ nhật: Nghỉ'])!;
const period = (search: string) => parsePeriod(new URLSearchParams(search), now);
const vn = (local: string) => new Date(`${local}+07:00`).toISOString();

describe.each(testDialects)('dashboard figures on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);

  async function addLead(lead: Partial<NewContact> & { created_at: string }, events: LeadStatus[] = []) {
    const id = randomUUID();
    // As the lead page stores a first contact made by the lead's owner: with the office minutes it took.
    const first_response_minutes = lead.first_response_at
      ? officeMinutesBetween(new Date(lead.created_at), new Date(lead.first_response_at), week)
      : null;
    const owner_response_by = first_response_minutes === null ? null : (lead.owner_id ?? null);
    const owner_response_minutes = owner_response_by ? first_response_minutes : null;
    await team.db
      .insertInto('contacts')
      .values({
        ...sampleLead,
        id,
        email_key: `${id}@vidu.vn`,
        utm_source: null,
        utm_campaign: null,
        first_response_minutes,
        owner_response_by,
        owner_response_minutes,
        ...lead,
      })
      .execute();
    for (const status of events)
      await insertLeadEvent(team.db, {
        contact_id: id,
        kind: 'status',
        status,
        note: null,
        author_email: 'lan@hotelix.vn',
        created_at: lead.created_at,
      });
    return id;
  }

  it('counts leads per Vietnam day and form, turning the day at 17:00 UTC', async () => {
    await addLead({ created_at: '2026-11-19T16:59:59.999Z', source: 'trial' }); // 19/11, before the period
    await addLead({ created_at: '2026-11-19T17:00:00.000Z', source: 'trial' }); // 20/11 00:00
    await addLead({ created_at: '2026-11-20T16:59:59.999Z', source: 'demo' }); // 20/11 23:59
    await addLead({ created_at: '2026-11-20T17:00:00.000Z', source: 'quote' }); // 21/11 00:00
    await addLead({ created_at: '2026-11-21T16:59:59.999Z', source: 'quote' }); // 21/11 23:59
    await addLead({ created_at: '2026-11-21T17:00:00.000Z', source: 'trial' }); // 22/11, after it
    const data = await loadDashboard(team.db, period('ky=tuy-chon&tu=2026-11-20&den=2026-11-21'), now);
    expect(data.total).toBe(4);
    expect(data.daily).toEqual([
      { day: '2026-11-20', bySource: { trial: 1, demo: 1 }, total: 2 },
      { day: '2026-11-21', bySource: { quote: 2 }, total: 2 },
    ]);
    const week7 = await loadDashboard(team.db, period('ky=7'), now);
    expect(week7.daily.map((day) => day.day)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(week7.total).toBe(3);
  });

  it('counts leads and won customers per UTM source and campaign, most leads first', async () => {
    const at = vn('2026-11-25T09:00');
    for (const status of ['won', 'new', 'lost'] as const)
      await addLead({ created_at: at, utm_source: 'facebook', utm_campaign: 'mua-thu', status });
    await addLead({ created_at: at, utm_source: 'google', utm_campaign: null, status: 'won' });
    await addLead({ created_at: at });
    await addLead({ created_at: at });
    await addLead({ created_at: vn('2026-10-01T09:00'), utm_source: 'zalo', utm_campaign: 'cu', status: 'won' });
    const data = await loadDashboard(team.db, period('ky=7'), now);
    expect(data.campaigns).toEqual([
      { utmSource: 'facebook', utmCampaign: 'mua-thu', leads: 3, won: 1 },
      { utmSource: null, utmCampaign: null, leads: 2, won: 0 },
      { utmSource: 'google', utmCampaign: null, leads: 1, won: 1 },
    ]);
  });

  it('counts a lead for its status and the steps before it, and a lost lead for the steps it passed', async () => {
    const at = vn('2026-11-25T09:00');
    await addLead({ created_at: at, status: 'new' });
    await addLead({ created_at: at, status: 'new' });
    await addLead({ created_at: at, status: 'contacted' }, ['contacted']);
    await addLead({ created_at: at, status: 'demo' }, ['contacted', 'demo']);
    await addLead({ created_at: at, status: 'won' }, ['contacted', 'demo', 'won']);
    // Lost straight away, after a first contact, and after a demo.
    await addLead({ created_at: at, status: 'lost' }, ['lost']);
    await addLead({ created_at: at, status: 'lost' }, ['contacted', 'lost']);
    await addLead({ created_at: at, status: 'lost' }, ['contacted', 'demo', 'lost']);
    // Outside the period: not counted, though its events are like the others'.
    await addLead({ created_at: vn('2026-10-01T09:00'), status: 'lost' }, ['contacted', 'demo', 'lost']);
    const data = await loadDashboard(team.db, period('ky=7'), now);
    expect(data.funnel.map((step) => [step.status, step.reached, step.dropped])).toEqual([
      ['new', 8, 0],
      ['contacted', 5, 3],
      ['demo', 3, 2],
      ['won', 1, 2],
    ]);
    expect(data.funnel[1]!.dropRate).toBeCloseTo(3 / 8);
  });

  it('gives each salesperson the median and 90th percentile of office minutes to a first contact', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const minh = await team.addMember('minh@hotelix.vn', 'sales', 'Minh');
    await team.addMember('chu@hotelix.vn', 'owner', 'Chủ');
    // Wednesday 25/11: 10, 20, 30 and 40 office minutes.
    for (const minutes of [10, 20, 30, 40])
      await addLead({
        created_at: vn('2026-11-25T09:00'),
        owner_id: lan.id,
        first_response_at: vn(`2026-11-25T09:${minutes}`),
      });
    // Friday 20/11 at 20:00, answered Monday 23/11 at 08:30: Saturday's 4 hours and half an hour.
    await addLead({ created_at: vn('2026-11-20T20:00'), owner_id: minh.id, first_response_at: vn('2026-11-23T08:30') });
    // Not contacted yet, and nobody's: neither counts.
    await addLead({ created_at: vn('2026-11-25T09:00'), owner_id: minh.id });
    await addLead({ created_at: vn('2026-11-25T09:00'), first_response_at: vn('2026-11-25T09:05') });
    const data = await loadDashboard(team.db, period('ky=30'), now);
    expect(data.responses).toEqual([
      { person: 'Lan', responded: 4, median: 25, p90: 37, notContacted: 0 },
      { person: 'Minh', responded: 1, median: 270, p90: 270, notContacted: 1 },
    ]);
  });

  it('compares each salesperson’s answers within 5 office minutes in the 30 days before and after they turned push on', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    await team.addMember('minh@hotelix.vn', 'sales', 'Minh');
    const since = vn('2026-11-16T09:00');
    await team.db
      .insertInto('push_settings')
      .values({ user_id: lan.id, first_enabled_at: since, updated_at: since })
      .execute();
    // Before: answered in 3, 12 and 40 minutes, one not yet; and one 31 days before, outside the 30.
    for (const minutes of ['03', '12', '40'])
      await addLead({
        created_at: vn('2026-11-10T09:00'),
        owner_id: lan.id,
        first_response_at: vn(`2026-11-10T09:${minutes}`),
      });
    await addLead({ created_at: vn('2026-11-10T09:00'), owner_id: lan.id });
    await addLead({ created_at: vn('2026-10-16T08:00'), owner_id: lan.id, first_response_at: vn('2026-10-16T08:01') });
    // After: in 1, 4 (and 5 exactly) minutes, and one in 9.
    for (const minutes of ['01', '04', '05', '09'])
      await addLead({
        created_at: vn('2026-11-20T09:00'),
        owner_id: lan.id,
        first_response_at: vn(`2026-11-20T09:${minutes}`),
      });
    const data = await loadDashboard(team.db, period('ky=7'), now);
    expect(data.pushEffect).toEqual([
      { person: 'Lan', since, before: { leads: 4, fast: 1 }, after: { leads: 4, fast: 3 } },
    ]);
  });

  it('puts the visits counted beside the leads: per day, and conversion by page, source and campaign', async () => {
    const stat = (
      day: string,
      dimension: 'all' | 'page' | 'source' | 'campaign' | 'device',
      value: string,
      visits: number,
      visitors: number,
    ) => ({ day, dimension, value, visits, visitors });
    await team.db
      .insertInto('visit_stats')
      .values([
        stat('2026-11-25', 'all', '', 120, 80),
        stat('2026-11-26', 'all', '', 60, 40),
        stat('2026-11-25', 'page', '/bao-gia', 50, 30),
        stat('2026-11-26', 'page', '/bao-gia', 20, 10),
        stat('2026-11-25', 'page', '/', 70, 50),
        stat('2026-11-25', 'source', 'facebook', 30, 20),
        stat('2026-11-25', 'campaign', 'tet-2027', 30, 20),
        stat('2026-11-25', 'device', 'phone', 100, 70),
        // Before the period: not counted.
        stat('2026-08-01', 'page', '/bao-gia', 999, 999),
      ])
      .execute();
    await addLead({
      created_at: vn('2026-11-25T10:00'),
      page: '/bao-gia',
      utm_source: 'Facebook',
      utm_campaign: 'TET-2027',
    });
    await addLead({ created_at: vn('2026-11-26T10:00'), page: '/bao-gia', device: null });
    const data = await loadDashboard(team.db, period('ky=7'), now);
    expect(data.visits.daily.filter((day) => day.visits)).toEqual([
      { day: '2026-11-25', visits: 120, visitors: 80, leads: 1 },
      { day: '2026-11-26', visits: 60, visitors: 40, leads: 1 },
    ]);
    // As many visits: in the order of their address.
    expect(data.visits.pages).toEqual([
      { label: '/', visits: 70, visitors: 50, leads: 0, rate: 0 },
      { label: '/bao-gia', visits: 70, visitors: 40, leads: 2, rate: 0.05 },
    ]);
    expect(data.visits.sources).toEqual([{ label: 'facebook', visits: 30, visitors: 20, leads: 1, rate: 0.05 }]);
    expect(data.visits.campaigns).toEqual([{ label: 'tet-2027', visits: 30, visitors: 20, leads: 1, rate: 0.05 }]);
    // A lead stored before its device was kept counts for no device.
    expect(data.visits.devices).toEqual([{ label: 'Điện thoại', visits: 100, visitors: 70, leads: 1, rate: 1 / 70 }]);
  });

  it('counts the leads nobody has contacted per owner and for the team, apart from the percentiles', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const minh = await team.addMember('minh@hotelix.vn', 'sales', 'Minh');
    const at = vn('2026-11-25T09:00'); // a Wednesday, in office hours
    await addLead({ created_at: at, owner_id: lan.id, first_response_at: vn('2026-11-25T09:10') });
    await addLead({ created_at: at, owner_id: lan.id });
    await addLead({ created_at: at, owner_id: lan.id });
    await addLead({ created_at: at }); // nobody's
    // Contacted by a colleague for Minh: not his figure, but not waiting either.
    await addLead({ created_at: at, owner_id: minh.id, first_response_at: vn('2026-11-25T09:30') });
    await team.db
      .updateTable('contacts')
      .set({ owner_response_by: null, owner_response_minutes: null })
      .where('owner_id', '=', minh.id)
      .execute();
    await addLead({ created_at: vn('2026-10-01T09:00'), owner_id: minh.id }); // before the period
    const data = await loadDashboard(team.db, period('ky=30'), now);
    expect(data.responses).toEqual([
      { person: 'Lan', responded: 1, median: 10, p90: 10, notContacted: 2 },
      { person: 'Minh', responded: 0, median: null, p90: null, notContacted: 0 },
    ]);
    expect(data.teamResponses).toEqual({ responded: 1, median: 10, p90: 10, notContacted: 3 });
  });

  it('compares the period with as many Vietnam days just before it: its leads and the won ones', async () => {
    await addLead({ created_at: vn('2026-11-13T23:59'), status: 'won' }); // the day before that
    await addLead({ created_at: vn('2026-11-14T00:00') });
    await addLead({ created_at: vn('2026-11-17T10:00'), status: 'lost' });
    await addLead({ created_at: vn('2026-11-20T23:59'), status: 'won' });
    await addLead({ created_at: vn('2026-11-21T00:00'), status: 'won' }); // the period's first minute
    await addLead({ created_at: vn('2026-11-26T15:00') });
    const data = await loadDashboard(team.db, period('ky=7'), now);
    expect(data.previous).toEqual({ from: '2026-11-14', to: '2026-11-20', total: 3, won: 1 });
    expect([data.total, data.won]).toEqual([2, 1]);
    const empty = await loadDashboard(team.db, period('ky=tuy-chon&tu=2026-11-15&den=2026-11-21'), now);
    expect(empty.previous).toEqual({ from: '2026-11-08', to: '2026-11-14', total: 2, won: 1 });
  });

  it('counts only the owner’s own first contact: not a colleague’s call covering for them, nor the manager’s', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const minh = await team.addMember('minh@hotelix.vn', 'sales', 'Minh');
    const chu = await team.addMember('chu@hotelix.vn', 'owner', 'Chủ');
    const created = vn('2026-11-25T09:00'); // a Wednesday, in office hours
    const act = (id: string, by: typeof lan, minute: number, fields: Record<string, string>) =>
      handleLeadAction(
        team.db,
        id,
        new URLSearchParams(fields),
        by,
        new Date(vn(`2026-11-25T09:${String(minute).padStart(2, '0')}`)),
      );
    const call = { action: 'call', outcome: 'answered' };

    // Lan's lead: Minh covers at 09:10 and the manager calls at 09:15; Lan's own call is at 09:40.
    const covered = await addLead({ created_at: created, owner_id: lan.id });
    expect(await act(covered, minh, 10, call)).toBe('saved');
    expect(await act(covered, chu, 15, call)).toBe('saved');
    expect(await act(covered, lan, 40, call)).toBe('saved');
    expect(await act(covered, lan, 50, call)).toBe('saved');
    // Minh's own lead, first contacted by moving it on at 09:20.
    const minhs = await addLead({ created_at: created, owner_id: minh.id });
    const step = { step_kind: 'call', step_date: '2026-11-26', step_time: '09:00' };
    expect(await act(minhs, minh, 20, { action: 'status', from: 'new', to: 'contacted', ...step })).toBe('saved');
    // Nobody's lead: Lan's call at 09:05 is no owner's; she takes it and calls again at 09:30.
    const taken = await addLead({ created_at: created });
    expect(await act(taken, lan, 5, call)).toBe('saved');
    expect(await act(taken, lan, 25, { action: 'owner', owner: lan.id })).toBe('saved');
    expect(await act(taken, lan, 30, call)).toBe('saved');
    // Lan's call at 09:12 stays hers when the manager gives the lead to Minh afterwards.
    const handedOn = await addLead({ created_at: created, owner_id: lan.id });
    expect(await act(handedOn, lan, 12, call)).toBe('saved');
    expect(await act(handedOn, chu, 14, { action: 'owner', owner: minh.id })).toBe('saved');
    expect(await act(handedOn, minh, 45, call)).toBe('saved');

    const data = await loadDashboard(team.db, period('ky=30'), now);
    expect(data.responses).toEqual([
      { person: 'Lan', responded: 3, median: 30, p90: 38, notContacted: 0 },
      { person: 'Minh', responded: 1, median: 20, p90: 20, notContacted: 0 },
    ]);
    // The visitor's wait still ends at the first contact anyone made: the inbox's flag reads that.
    const first = await team.db
      .selectFrom('contacts')
      .select(['first_response_at', 'first_response_minutes'])
      .where('id', '=', covered)
      .executeTakeFirstOrThrow();
    expect(first).toEqual({ first_response_at: vn('2026-11-25T09:10'), first_response_minutes: 10 });
  });

  it('counts open next steps past their time per salesperson, as of now', async () => {
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const minh = await team.addMember('minh@hotelix.vn', 'sales', 'Minh');
    const step = (at: string) => ({ next_step_kind: 'call' as const, next_step_at: at });
    const past = '2026-11-27T02:59:00.000Z';
    await addLead({ created_at: vn('2026-01-05T09:00'), owner_id: lan.id, ...step(past) }); // long before the period
    await addLead({ created_at: vn('2026-11-25T09:00'), owner_id: lan.id, status: 'demo', ...step(past) });
    await addLead({ created_at: vn('2026-11-25T09:00'), owner_id: lan.id, status: 'won', ...step(past) });
    await addLead({ created_at: vn('2026-11-25T09:00'), owner_id: lan.id, ...step('2026-11-27T03:01:00.000Z') });
    await addLead({ created_at: vn('2026-11-25T09:00'), owner_id: minh.id, status: 'lost', ...step(past) });
    const data = await loadDashboard(team.db, period('ky=7'), now);
    expect(data.overdue).toEqual([
      { person: 'Lan', overdue: 2 },
      { person: 'Minh', overdue: 0 },
    ]);
  });
});
