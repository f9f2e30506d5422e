import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TodayList } from '../../src/components/admin/today-list.tsx';
import { markMeetingOutcome } from '../../src/server/booking/meeting-outcome.ts';
import { meetingOfLead, setMeetingStatus } from '../../src/server/booking/meeting.repository.ts';
import { findLead, leadEvents } from '../../src/server/inbox/inbox.repository.ts';
import { submitLead } from '../../src/server/leads/lead.service.ts';
import { loadDashboard } from '../../src/server/sales/dashboard.ts';
import { salesConfig } from '../../src/server/sales/sales-config.ts';
import { todaysCount, todaysWork } from '../../src/server/sales/today.ts';
import { upcomingDemos } from '../../src/server/sales/upcoming-demos.ts';
import { customPeriod } from '../../src/lib/sales/dashboard-period.ts';
import { dayAgenda, todayTotal } from '../../src/lib/sales/today.ts';
import { sampleLead } from '../fixtures/sample-lead.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';
import { demoSubmission } from './demo-submission.ts';

// Booked demos in the salesperson's work, on both databases: 'Hôm nay' and 'Của tôi' at their time,
// marked held or no-show on the lead's page after they start, counted on the dashboard. Demos are
// booked as visitors book them (submitLead, form 'demo') on Wednesday 25/11/2026 at 09:00 in Vietnam;
// the salesperson's day is Thursday 26/11 at 10:00.

const bookedAt = new Date('2026-11-25T02:00:00Z');
const thursday = new Date('2026-11-26T03:00:00Z');
const noLimits = { perMinute: 0, perHour: 0 };
const link = 'https://meet.google.com/abc-defg-hij';

const booking = (n: number, slot: string, extra: Record<string, string> = {}) =>
  demoSubmission(n, slot, bookedAt, extra);

describe.each(testDialects)("demos in the salesperson's work on %s", (dialect) => {
  const team = useTeamDatabase(dialect, bookedAt);
  const book = async (n: number, slot: string, extra: Record<string, string> = {}) => {
    const result = await submitLead(team.db, booking(n, slot, extra), noLimits);
    if (result.kind !== 'stored') throw new Error(`booking ${n}: ${JSON.stringify(result)}`);
    return result.leadId;
  };
  const meetingOf = async (leadId: string) => (await meetingOfLead(team.db, leadId))!;
  const cancel = async (leadId: string) => {
    const meeting = await meetingOf(leadId);
    expect(await setMeetingStatus(team.db, meeting.id, { status: 'booked' }, 'cancelled', bookedAt.toISOString())).toBe(
      true,
    );
  };

  /** The owner, Lan (with a meeting link) and Minh; one demo the team got before anyone sold. */
  const setUp = async () => {
    const teamLead = await book(1, '2026-11-26T15:00');
    const owner = await team.addMember('chu@hotelix.vn', 'owner', 'Chủ');
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const minh = await team.addMember('minh@hotelix.vn', 'sales', 'Minh');
    await team.db
      .insertInto('staff_availability')
      .values({
        user_id: lan.id,
        weekly_hours: JSON.stringify(salesConfig.officeHours),
        meeting_link: link,
        updated_at: bookedAt.toISOString(),
      })
      .execute();
    return { teamLead, owner, lan, minh };
  };

  it("lists today's demos in 'Hôm nay' among the day's steps, in time order, a cancelled one as cancelled", async () => {
    const { teamLead, owner, lan, minh } = await setUp();
    const lans = { salesperson: lan.id };
    await book(2, '2026-11-26T09:00', { ...lans, mode: 'onsite', address: '12 Trần Phú, Nha Trang' });
    await book(3, '2026-11-26T14:30', lans);
    const called = await book(4, '2026-11-26T11:00', lans);
    await book(5, '2026-11-27T14:30', lans);
    await book(6, '2026-11-26T09:00', { salesperson: minh.id });
    await cancel(called);
    // A lead Lan has called, with a call back at 13:00 today.
    await team.db
      .insertInto('contacts')
      .values({
        ...sampleLead,
        id: randomUUID(),
        email: 'goi-lai@khachsan.vn',
        email_key: null,
        phone_e164: null,
        company_name: 'Gọi lại',
        owner_id: lan.id,
        status: 'contacted',
        first_response_at: '2026-11-24T03:00:00.000Z',
        next_step_kind: 'call',
        next_step_at: '2026-11-26T06:00:00.000Z',
      })
      .execute();

    const work = await todaysWork(team.db, lan.id, thursday);
    expect(dayAgenda(work).map(({ lead, meeting }) => [lead.company_name, meeting?.status ?? 'bước'])).toEqual([
      ['Khách sạn số 2', 'booked'],
      ['Khách sạn số 4', 'cancelled'],
      ['Gọi lại', 'bước'],
      ['Khách sạn số 3', 'booked'],
    ]);
    // New: her four demo leads and the team's; the call back; two demos still booked (not the cancelled one).
    expect(todayTotal(work)).toBe(8);
    expect(await todaysCount(team.db, lan.id, thursday)).toBe(8);

    const html = renderToStaticMarkup(createElement(TodayList, { work, now: thursday }));
    expect(html).toContain('Trong hôm nay (4)');
    expect(html).toContain('Demo · 09:00');
    expect(html).toContain('Khách 2 · Tại khách sạn · 12 Trần Phú, Nha Trang');
    expect(html).toContain('Demo · 14:30');
    expect(html).toContain('Khách 3 · Trực tuyến');
    expect(html).toContain(`href="${link}" target="_blank" rel="noopener noreferrer"`);
    expect(html.match(/Vào phòng họp/g)).toHaveLength(1);
    expect(html).toContain('Đã hủy lịch');
    expect(html.indexOf('Khách sạn số 2')).toBeLessThan(html.indexOf('Gọi lại'));
    expect(html.indexOf('Gọi lại')).toBeLessThan(html.indexOf('Demo · 14:30'));

    // Minh sees his own demo, not Lan's nor the team's; the owner sees the team's.
    const his = await todaysWork(team.db, minh.id, thursday);
    expect(his.meetings.map(({ lead }) => lead.company_name)).toEqual(['Khách sạn số 6']);
    const owners = await todaysWork(team.db, owner.id, thursday, true);
    expect(owners.meetings.map(({ lead }) => lead.id)).toEqual([teamLead]);
    expect((await todaysWork(team.db, owner.id, thursday)).meetings).toEqual([]);

    // 'Của tôi': from today on, Friday's too, without the cancelled one ('Hôm nay' shows it as such,
    // a list of what is coming does not); 'Chưa giao': the team's.
    const upcoming = await upcomingDemos(team.db, lan.id, thursday);
    expect(upcoming.map(({ lead }) => lead.company_name)).toEqual([
      'Khách sạn số 2',
      'Khách sạn số 3',
      'Khách sạn số 5',
    ]);
    expect((await upcomingDemos(team.db, 'none', thursday)).map(({ lead }) => lead.id)).toEqual([teamLead]);
    expect(await upcomingDemos(team.db, null, thursday)).toHaveLength(5);
    // Friday, an unmarked Thursday demo stays on her list until she marks it.
    const friday = new Date('2026-11-27T03:00:00Z');
    expect((await upcomingDemos(team.db, lan.id, friday)).map(({ lead }) => lead.company_name)).toEqual([
      'Khách sạn số 2',
      'Khách sạn số 3',
      'Khách sạn số 5',
    ]);
  });

  it('marks a demo held after its start, moving the lead to Đã demo, on the timeline and in the audit log', async () => {
    const { lan, minh, owner, teamLead } = await setUp();
    const leadId = await book(2, '2026-11-26T09:00', { salesperson: lan.id });
    const later = await book(3, '2026-11-26T14:30', { salesperson: lan.id });
    const gone = await book(4, '2026-11-26T11:00', { salesperson: lan.id });
    await cancel(gone);
    const mark = async (id: string, outcome: string, by = lan, meeting?: string) => {
      const lead = (await findLead(team.db, id))!;
      const form = new URLSearchParams({
        action: 'meeting_outcome',
        meeting: meeting ?? (await meetingOf(id)).id,
        outcome,
      });
      return markMeetingOutcome(team.db, lead, form, by, thursday);
    };
    const audits = () => team.db.selectFrom('audit_events').select(['action', 'detail']).orderBy('at').execute();

    expect(await mark(later, 'held')).toEqual({
      kind: 'refused',
      status: 409,
      message: 'Buổi demo chưa bắt đầu: chỉ ghi kết quả được sau giờ hẹn.',
    });
    expect(await mark(gone, 'no_show')).toMatchObject({
      status: 409,
      message: 'Buổi demo này đã được hủy, không ghi kết quả được.',
    });
    expect(await mark(leadId, 'held', minh)).toMatchObject({
      status: 403,
      message: 'Chỉ người phụ trách buổi demo hoặc quản trị mới ghi được kết quả.',
    });
    expect(await mark(leadId, 'done')).toMatchObject({ status: 400 });
    expect(await mark(leadId, 'held', lan, (await meetingOf(later)).id)).toMatchObject({ status: 404 });
    expect(await mark(leadId, 'held', lan, randomUUID())).toMatchObject({ status: 404 });
    expect((await meetingOf(leadId)).status).toBe('booked');
    expect(await leadEvents(team.db, leadId)).toEqual([]);
    expect(await audits()).toEqual([]);

    expect(await mark(leadId, 'held')).toEqual({ kind: 'saved', outcome: 'held' });
    expect((await meetingOf(leadId)).status).toBe('held');
    const lead = (await findLead(team.db, leadId))!;
    expect([lead.status, lead.first_response_at, lead.owner_response_by]).toEqual([
      'demo',
      thursday.toISOString(),
      lan.id,
    ]);
    expect((await leadEvents(team.db, leadId)).map(({ kind, status, note }) => [kind, status ?? note])).toEqual([
      ['meeting', 'Demo Thứ Năm, 26/11 · 09:00: Đã demo'],
      ['status', 'demo'],
    ]);
    expect(await audits()).toEqual([
      { action: 'meeting_marked', detail: 'Demo Thứ Năm, 26/11 · 09:00: Đã demo' },
      { action: 'lead_status_changed', detail: 'Mới → Đã demo' },
    ]);
    // Twice: refused, nothing more recorded.
    expect(await mark(leadId, 'no_show')).toMatchObject({
      status: 409,
      message: 'Buổi demo này đã được ghi kết quả rồi.',
    });
    expect(await leadEvents(team.db, leadId)).toHaveLength(2);

    // The team's demo (15:00): a salesperson who does not have its lead may not; the owner may, no-show.
    const afternoon = new Date('2026-11-26T08:05:00Z');
    const teamForm = new URLSearchParams({ meeting: (await meetingOf(teamLead)).id, outcome: 'no_show' });
    const teamRow = (await findLead(team.db, teamLead))!;
    expect(await markMeetingOutcome(team.db, teamRow, teamForm, lan, afternoon)).toMatchObject({ status: 403 });
    expect(await markMeetingOutcome(team.db, teamRow, teamForm, owner, afternoon)).toEqual({
      kind: 'saved',
      outcome: 'no_show',
    });
    // No-show: the lead stays where it was.
    expect((await findLead(team.db, teamLead))!.status).toBe('new');
  });

  it('counts demos booked, held, no-show and cancelled per salesperson and per source on the dashboard', async () => {
    const { lan, minh } = await setUp();
    const fb = { utm_source: 'facebook' };
    const held = await book(2, '2026-11-26T09:00', { salesperson: lan.id, ...fb });
    const noShow = await book(3, '2026-11-26T10:00', { salesperson: lan.id, ...fb });
    const gone = await book(4, '2026-11-26T11:00', { salesperson: lan.id });
    await book(5, '2026-11-26T09:00', { salesperson: minh.id, utm_source: 'google' });
    // Booked in the period for a day after it (the period ends on Thursday): counted, as the work of
    // the period; one booked before the period began is not, wherever its day falls.
    await book(6, '2026-11-27T09:00', { salesperson: minh.id, utm_source: 'google' });
    const earlier = await book(7, '2026-11-26T14:00', { salesperson: minh.id, utm_source: 'google' });
    await team.db
      .updateTable('demo_meetings')
      .set({ created_at: '2026-11-10T02:00:00.000Z' })
      .where('contact_id', '=', earlier)
      .execute();
    await cancel(gone);
    const afternoon = new Date('2026-11-26T07:00:00Z');
    for (const [id, outcome] of [
      [held, 'held'],
      [noShow, 'no_show'],
    ] as const) {
      const form = new URLSearchParams({ meeting: (await meetingOf(id)).id, outcome });
      expect((await markMeetingOutcome(team.db, (await findLead(team.db, id))!, form, lan, afternoon)).kind).toBe(
        'saved',
      );
    }
    const data = await loadDashboard(team.db, { kind: customPeriod, from: '2026-11-20', to: '2026-11-26' }, afternoon);
    expect(data.demos.byPerson).toEqual([
      { label: 'Lan', booked: 3, held: 1, noShow: 1, cancelled: 1 },
      { label: 'Minh', booked: 2, held: 0, noShow: 0, cancelled: 0 },
      { label: 'Cả đội (chưa giao)', booked: 1, held: 0, noShow: 0, cancelled: 0 },
    ]);
    expect(data.demos.bySource).toEqual([
      { label: '(không có)', booked: 2, held: 0, noShow: 0, cancelled: 1 },
      { label: 'facebook', booked: 2, held: 1, noShow: 1, cancelled: 0 },
      { label: 'google', booked: 2, held: 0, noShow: 0, cancelled: 0 },
    ]);
  });
});
