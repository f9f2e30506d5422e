import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cancelMeetingByStaff } from '../../src/server/booking/meeting-staff-cancel.ts';
import { markMeetingOutcome } from '../../src/server/booking/meeting-outcome.ts';
import { meetingOfLead } from '../../src/server/booking/meeting.repository.ts';
import type { NotificationChannel } from '../../src/server/db/database.ts';
import { findLead, leadEvents } from '../../src/server/inbox/inbox.repository.ts';
import { handleLeadAction } from '../../src/server/inbox/lead-actions.ts';
import type { LeadWorker } from '../../src/lib/sales/lead-worker.ts';
import { submitLead } from '../../src/server/leads/lead.service.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';
import { demoSubmission } from './demo-submission.ts';

// A salesperson (or the owner role) cancels a booked demo from the lead's page, on both databases:
// the visitor's reminders go, the cancellation is queued to both sides, the slot is free again. A lead
// whose demo is still ahead is not deleted until it is cancelled or past. Booked on Wednesday 25/11/2026
// at 09:00 in Vietnam, with a mail server (the meeting channels on).

const bookedAt = new Date('2026-11-25T02:00:00Z');
const anHourLater = new Date('2026-11-25T03:00:00Z');
const thursdayTen = new Date('2026-11-26T03:05:00Z');
const noLimits = { perMinute: 0, perHour: 0 };
const channels: NotificationChannel[] = ['sales_email', 'meeting_visitor', 'meeting_staff'];

const booking = (n: number, slot: string, extra: Record<string, string> = {}) =>
  demoSubmission(n, slot, bookedAt, extra);

describe.each(testDialects)('a demo cancelled from the lead page on %s', (dialect) => {
  const team = useTeamDatabase(dialect, bookedAt);
  const book = async (n: number, slot: string, extra: Record<string, string> = {}) => {
    const result = await submitLead(team.db, booking(n, slot, extra), noLimits, channels);
    if (result.kind !== 'stored') throw new Error(`booking ${n}: ${JSON.stringify(result)}`);
    return result.leadId;
  };
  const meetingOf = async (leadId: string) => (await meetingOfLead(team.db, leadId))!;
  const cancel = async (leadId: string, by: LeadWorker, now = anHourLater, meeting?: string) =>
    cancelMeetingByStaff(
      team.db,
      (await findLead(team.db, leadId))!,
      new URLSearchParams({ action: 'meeting_cancel', meeting: meeting ?? (await meetingOf(leadId)).id }),
      by,
      now,
      channels,
    );
  const mails = (leadId: string) =>
    team.db
      .selectFrom('notifications')
      .select(['channel', 'purpose', 'status', 'next_attempt_at'])
      .where('contact_id', '=', leadId)
      .where('purpose', 'is not', null)
      .orderBy('purpose')
      .orderBy('channel')
      .execute();
  const audits = () =>
    team.db.selectFrom('audit_events').select(['action', 'subject', 'detail']).orderBy('at').execute();
  const remove = async (leadId: string, by: LeadWorker, at: Date) =>
    handleLeadAction(team.db, leadId, new URLSearchParams({ action: 'delete', confirm: 'yes' }), by, at);

  const setUp = async () => {
    // Before anyone sells: the team's demo, nobody's lead.
    const teamLead = await book(1, '2026-11-26T16:00');
    const owner = await team.addMember('chu@hotelix.vn', 'owner', 'Chủ');
    const lan = await team.addMember('lan@hotelix.vn', 'sales', 'Lan');
    const minh = await team.addMember('minh@hotelix.vn', 'sales', 'Minh');
    const editor = await team.addMember('bt@hotelix.vn', 'editor', 'Biên tập');
    return { teamLead, owner, lan, minh, editor };
  };

  it('cancels: status cancelled, sequence raised, reminders gone, the cancellation queued to both, the slot free again', async () => {
    const { lan } = await setUp();
    const leadId = await book(2, '2026-11-26T14:30', { salesperson: lan.id });
    const booked = await meetingOf(leadId);
    expect((await mails(leadId)).map(({ channel, purpose }) => `${purpose}:${channel}`)).toEqual([
      'invite:meeting_staff',
      'invite:meeting_visitor',
      'remind_1h:meeting_staff',
      'remind_1h:meeting_visitor',
      'remind_24h:meeting_staff',
      'remind_24h:meeting_visitor',
    ]);

    expect(await cancel(leadId, lan)).toEqual({ kind: 'cancelled' });
    const cancelled = await meetingOf(leadId);
    expect([cancelled.status, cancelled.sequence, cancelled.updated_at]).toEqual([
      'cancelled',
      booked.sequence + 1,
      anHourLater.toISOString(),
    ]);
    expect(await mails(leadId)).toEqual([
      { channel: 'meeting_staff', purpose: 'cancel', status: 'pending', next_attempt_at: anHourLater.toISOString() },
      { channel: 'meeting_visitor', purpose: 'cancel', status: 'pending', next_attempt_at: anHourLater.toISOString() },
    ]);
    expect(
      (await leadEvents(team.db, leadId)).map(({ kind, note, author_email }) => [kind, note, author_email]),
    ).toEqual([['meeting', 'Demo Thứ Năm, 26/11 · 14:30: Đã hủy lịch', 'lan@hotelix.vn']]);
    expect(await audits()).toEqual([
      { action: 'meeting_cancelled', subject: leadId, detail: 'Demo Thứ Năm, 26/11 · 14:30: Đã hủy lịch' },
    ]);

    // A second tap: refused, nothing more queued or written.
    expect(await cancel(leadId, lan)).toEqual({
      kind: 'refused',
      status: 409,
      message: 'Lịch demo này đã được hủy rồi.',
    });
    expect(await mails(leadId)).toHaveLength(2);
    expect(await audits()).toHaveLength(1);

    // Lan's 14:30 is bookable again.
    const next = await book(3, '2026-11-26T14:30', { salesperson: lan.id });
    const rebooked = await meetingOf(next);
    expect([rebooked.staff_id, rebooked.starts_at, rebooked.status]).toEqual([lan.id, booked.starts_at, 'booked']);
  });

  it("refuses a colleague, an editor, a forged or another lead's meeting, a started, held or cancelled demo, changing nothing", async () => {
    const { teamLead, owner, lan, minh, editor } = await setUp();
    const ahead = await book(2, '2026-11-26T14:30', { salesperson: lan.id });
    const morning = await book(3, '2026-11-26T09:00', { salesperson: lan.id });
    const held = await book(4, '2026-11-26T10:00', { salesperson: lan.id });
    const heldForm = new URLSearchParams({ meeting: (await meetingOf(held)).id, outcome: 'held' });
    expect((await markMeetingOutcome(team.db, (await findLead(team.db, held))!, heldForm, lan, thursdayTen)).kind).toBe(
      'saved',
    );
    const state = async () => ({
      meetings: await team.db.selectFrom('demo_meetings').selectAll().orderBy('id').execute(),
      mails: await team.db.selectFrom('notifications').select(['id', 'status']).orderBy('id').execute(),
      events: await team.db.selectFrom('lead_events').select('id').orderBy('id').execute(),
      audits: await audits(),
    });
    const before = await state();
    const notYours = 'Chỉ người phụ trách buổi demo hoặc quản trị mới hủy được lịch demo.';
    const unknown = 'Không tìm thấy buổi demo này của khách hàng.';

    expect(await cancel(ahead, minh)).toEqual({ kind: 'refused', status: 403, message: notYours });
    expect(await cancel(ahead, editor)).toEqual({ kind: 'refused', status: 403, message: notYours });
    // The team's demo: not Lan's, whose lead it is not; the owner role's.
    expect(await cancel(teamLead, lan)).toEqual({ kind: 'refused', status: 403, message: notYours });
    expect(await cancel(ahead, lan, anHourLater, randomUUID())).toEqual({
      kind: 'refused',
      status: 404,
      message: unknown,
    });
    expect(await cancel(ahead, lan, anHourLater, (await meetingOf(morning)).id)).toMatchObject({ status: 404 });
    expect(await cancel(ahead, lan, anHourLater, 'x'.repeat(5000))).toMatchObject({ status: 404 });
    expect(await cancel(ahead, lan, anHourLater, '\u0000')).toMatchObject({ status: 404 });
    expect(await cancel(morning, lan, thursdayTen)).toEqual({
      kind: 'refused',
      status: 409,
      message: 'Buổi demo đã bắt đầu hoặc đã qua giờ hẹn, không hủy được nữa.',
    });
    expect(await cancel(held, owner, anHourLater)).toEqual({
      kind: 'refused',
      status: 409,
      message: 'Buổi demo này đã được ghi kết quả, không hủy được.',
    });
    expect(await state()).toEqual(before);

    expect(await cancel(teamLead, owner)).toEqual({ kind: 'cancelled' });
    expect((await meetingOf(teamLead)).status).toBe('cancelled');
  });

  it('keeps a lead whose demo is ahead from deletion; once cancelled, or once past, it is deleted with its meeting and e-mails', async () => {
    const { owner, lan } = await setUp();
    const ahead = await book(2, '2026-11-26T14:30', { salesperson: lan.id });
    const past = await book(3, '2026-11-26T09:00', { salesperson: lan.id });

    expect(await remove(ahead, lan, anHourLater)).toBe('meeting_ahead');
    expect(await remove(ahead, owner, anHourLater)).toBe('meeting_ahead');
    expect(await findLead(team.db, ahead)).toBeDefined();
    expect((await meetingOf(ahead)).status).toBe('booked');
    expect(await mails(ahead)).toHaveLength(6);
    expect((await audits()).map(({ action }) => action)).toEqual([]);
    // Unconfirmed, as before: unchanged, whatever the demo.
    expect(await handleLeadAction(team.db, ahead, new URLSearchParams({ action: 'delete' }), lan, anHourLater)).toBe(
      'unchanged',
    );

    expect(await cancel(ahead, lan)).toEqual({ kind: 'cancelled' });
    expect(await remove(ahead, lan, anHourLater)).toBe('deleted');
    expect(await findLead(team.db, ahead)).toBeUndefined();
    expect(await meetingOfLead(team.db, ahead)).toBeUndefined();
    const left = await team.db.selectFrom('notifications').select('id').where('contact_id', '=', ahead).execute();
    expect(left).toEqual([]);

    // A demo that has started (not yet marked) no longer holds its lead back.
    expect(await remove(past, lan, anHourLater)).toBe('meeting_ahead');
    expect(await remove(past, lan, thursdayTen)).toBe('deleted');
    expect(await meetingOfLead(team.db, past)).toBeUndefined();
  });
});
