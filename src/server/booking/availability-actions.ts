import type { Kysely } from 'kysely';
import { isCalendarDay, readDayLabel, readFutureDay } from '../../lib/booking/day-entry.ts';
import { readMeetingLink } from '../../lib/booking/meeting-link-rules.ts';
import type { AvailabilityNotice } from '../../lib/booking/availability-notices.ts';
import { vietnamDateOf } from '../../lib/vietnam-time.ts';
import { periodsText, weekdayLabels, weekOfForm, weekOrder } from '../../lib/booking/weekly-hours-form.ts';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import type { WeeklyHours } from '../../lib/sales/office-hours.ts';
import { audit } from '../audit/index.ts';
import { findUserById } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { putDayOff, removeDayOff, saveAvailability } from './availability-editing.repository.ts';
import { isRecordId } from '../../lib/record-id.ts';

// The posts of /admin/lich-hen: a salesperson's week and meeting link, and their days off. Who may
// edit whom is settled first (availabilityTarget); each change is audited with whose it was.

/** The salesperson whose page it is. */
export interface AvailabilityOwner {
  id: string;
  email: string;
  name: string;
}

/** Whose page `member` asked for with `?nv=`: their own, another's (the owner role only), or why not. */
export async function availabilityTarget(
  db: Kysely<Database>,
  member: SignedInStaff,
  asked: string | null,
): Promise<{ kind: 'found'; user: AvailabilityOwner } | { kind: 'forbidden' | 'not_found' | 'choose' }> {
  if (member.role !== 'owner') {
    if (asked && asked !== member.id) return { kind: 'forbidden' };
    if (member.role !== 'sales') return { kind: 'forbidden' };
    return { kind: 'found', user: { id: member.id, email: member.email, name: member.name } };
  }
  if (!asked) return { kind: 'choose' };
  const user = isRecordId(asked) ? await findUserById(db, asked) : undefined;
  if (!user || user.role !== 'sales') return { kind: 'not_found' };
  return { kind: 'found', user: { id: user.id, email: user.email, name: user.name } };
}

/** What became of a post: a notice to redirect with, a refusal to show with the form, or a bad request. */
export type AvailabilityOutcome =
  | { kind: 'notice'; notice: AvailabilityNotice }
  | { kind: 'invalid'; form: 'hours' | 'day_off'; errors: Record<string, string> }
  | { kind: 'bad_request' };

const weekSummary = (week: WeeklyHours) =>
  weekOrder.map((day) => `${weekdayLabels[day]}: ${periodsText(week[day]!) || 'nghỉ'}`).join('; ');

/** Carries out one post from `actor` on `owner`'s page at `now`. */
export async function handleAvailabilityAction(
  db: Kysely<Database>,
  form: URLSearchParams,
  actor: SignedInStaff,
  owner: AvailabilityOwner,
  now: Date,
): Promise<AvailabilityOutcome> {
  const action = form.get('action');
  if (action === 'hours') {
    const week = weekOfForm((field) => form.get(field));
    const link = readMeetingLink(form.get('meeting_link') ?? '');
    const errors = { ...(week.ok ? {} : week.errors), ...('error' in link ? { meeting_link: link.error } : {}) };
    if (!week.ok || 'error' in link) return { kind: 'invalid', form: 'hours', errors };
    await saveAvailability(db, owner.id, week.week, link.link || null, now);
    await audit(db, {
      action: 'demo_hours_changed',
      actor,
      subject: owner.email,
      detail: `${weekSummary(week.week)} · Đường dẫn họp: ${link.link || 'không có'}`,
    });
    return { kind: 'notice', notice: 'hours_saved' };
  }
  if (action === 'day_off_add') {
    const day = readFutureDay(form.get('day') ?? '', vietnamDateOf(now));
    const note = readDayLabel(form.get('note') ?? '', false);
    if ('error' in day || 'error' in note) {
      const errors = {
        ...('error' in day ? { day: day.error } : {}),
        ...('error' in note ? { note: note.error } : {}),
      };
      return { kind: 'invalid', form: 'day_off', errors };
    }
    await putDayOff(db, owner.id, day.day, note.label || null, now);
    await audit(db, {
      action: 'day_off_added',
      actor,
      subject: owner.email,
      detail: note.label ? `${day.day} · ${note.label}` : day.day,
    });
    return { kind: 'notice', notice: 'day_off_added' };
  }
  if (action === 'day_off_remove') {
    const day = form.get('day') ?? '';
    if (!isCalendarDay(day) || !(await removeDayOff(db, owner.id, day)))
      return { kind: 'notice', notice: 'day_off_missing' };
    await audit(db, { action: 'day_off_removed', actor, subject: owner.email, detail: day });
    return { kind: 'notice', notice: 'day_off_removed' };
  }
  return { kind: 'bad_request' };
}
