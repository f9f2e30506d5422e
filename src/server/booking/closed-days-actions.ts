import type { Kysely } from 'kysely';
import { closedDayTakenMessage, type ClosedDayNotice } from '../../lib/booking/availability-notices.ts';
import { isCalendarDay, readDayLabel, readFutureDay } from '../../lib/booking/day-entry.ts';
import { vietnamDateOf } from '../../lib/vietnam-time.ts';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { audit } from '../audit/index.ts';
import type { Database } from '../db/database.ts';
import { addClosedDay, removeClosedDay, renameClosedDay } from './closed-days.repository.ts';

// The posts of /admin/ngay-nghi (owners only, admin-access.ts): add, rename or remove a closed day.

/** What became of a post; a refused rename names its day, so the page marks that row. */
export type ClosedDayOutcome =
  | { kind: 'notice'; notice: ClosedDayNotice }
  | { kind: 'invalid'; form: 'add'; errors: Record<string, string> }
  | { kind: 'invalid'; form: 'rename'; day: string; errors: Record<string, string> }
  | { kind: 'bad_request' };

/** Carries out one post from `actor` at `now`. */
export async function handleClosedDayAction(
  db: Kysely<Database>,
  form: URLSearchParams,
  actor: SignedInStaff,
  now: Date,
): Promise<ClosedDayOutcome> {
  const action = form.get('action');
  const typedDay = form.get('day') ?? '';
  if (action === 'add') {
    const day = readFutureDay(typedDay, vietnamDateOf(now));
    const name = readDayLabel(form.get('name') ?? '', true);
    if ('error' in day || 'error' in name) {
      const errors = {
        ...('error' in day ? { day: day.error } : {}),
        ...('error' in name ? { name: name.error } : {}),
      };
      return { kind: 'invalid', form: 'add', errors };
    }
    if (!(await addClosedDay(db, day.day, name.label, now)))
      return { kind: 'invalid', form: 'add', errors: { day: closedDayTakenMessage } };
    await audit(db, { action: 'closed_day_added', actor, subject: day.day, detail: name.label });
    return { kind: 'notice', notice: 'added' };
  }
  if ((action === 'rename' || action === 'remove') && !isCalendarDay(typedDay)) return { kind: 'bad_request' };
  if (action === 'rename') {
    const name = readDayLabel(form.get('name') ?? '', true);
    if ('error' in name) return { kind: 'invalid', form: 'rename', day: typedDay, errors: { name: name.error } };
    if (!(await renameClosedDay(db, typedDay, name.label))) return { kind: 'notice', notice: 'missing' };
    await audit(db, { action: 'closed_day_renamed', actor, subject: typedDay, detail: name.label });
    return { kind: 'notice', notice: 'renamed' };
  }
  if (action === 'remove') {
    if (!(await removeClosedDay(db, typedDay))) return { kind: 'notice', notice: 'missing' };
    await audit(db, { action: 'closed_day_removed', actor, subject: typedDay });
    return { kind: 'notice', notice: 'removed' };
  }
  return { kind: 'bad_request' };
}
