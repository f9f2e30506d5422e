import type { Kysely, Transaction } from 'kysely';
import { parseWeeklyHours, type WeeklyHours } from '../../lib/sales/office-hours.ts';
import type { Database } from '../db/database.ts';
import { isRecordId } from '../../lib/record-id.ts';

type Db = Kysely<Database> | Transaction<Database>;

// What the free slots are computed from: who holds demos and when, the days nobody does, and the
// demos already booked. Reads only; the admin's edits live in availability-editing.repository.ts.

/** A salesperson who can be booked, with their own hours (null: the office hours) and link. */
export interface HostRow {
  id: string;
  name: string;
  weeklyHours: WeeklyHours | null;
  meetingLink: string | null;
}

/** Salespeople taking leads ('Đang nhận khách'), active, in id order; or only `onlyId` among them. */
export async function bookableSalespeople(db: Db, onlyId?: string): Promise<HostRow[]> {
  // A personal link's id comes from a URL: anything but an id is nobody, and never reaches a query.
  if (onlyId !== undefined && !isRecordId(onlyId)) return [];
  const rows = await db
    .selectFrom('staff_users')
    .leftJoin('staff_availability', 'staff_availability.user_id', 'staff_users.id')
    .select([
      'staff_users.id',
      'staff_users.name',
      'staff_availability.weekly_hours',
      'staff_availability.meeting_link',
    ])
    .where('staff_users.role', '=', 'sales')
    .where('staff_users.deactivated_at', 'is', null)
    .where('staff_users.taking_leads', '=', 1)
    .$if(onlyId !== undefined, (query) => query.where('staff_users.id', '=', onlyId!))
    .orderBy('staff_users.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    weeklyHours: parseWeeklyHours(row.weekly_hours),
    meetingLink: row.meeting_link ?? null,
  }));
}

/** Days off of `userIds` (everyone's when undefined) from `from` to `to` ('YYYY-MM-DD', inclusive), by salesperson. */
export async function daysOffBetween(
  db: Db,
  userIds: readonly string[] | undefined,
  from: string,
  to: string,
): Promise<Map<string, Set<string>>> {
  const byUser = new Map<string, Set<string>>();
  if (userIds && !userIds.length) return byUser;
  const rows = await db
    .selectFrom('staff_days_off')
    .select(['user_id', 'day'])
    .$if(userIds !== undefined, (query) => query.where('user_id', 'in', userIds!))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  for (const row of rows)
    (byUser.get(row.user_id) ?? byUser.set(row.user_id, new Set()).get(row.user_id)!).add(row.day);
  return byUser;
}

/** The company's closed days from `from` to `to` ('YYYY-MM-DD', inclusive). */
export async function closedDaysBetween(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('closed_days')
    .select('day')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Set(rows.map((row) => row.day));
}

/** Meetings not cancelled that start from `fromIso` to `toIso`: what keeps their hosts busy. */
export async function meetingsBetween(
  db: Db,
  fromIso: string,
  toIso: string,
): Promise<Array<{ id: string; host_key: string; starts_at: string; ends_at: string }>> {
  return db
    .selectFrom('demo_meetings')
    .select(['id', 'host_key', 'starts_at', 'ends_at'])
    .where('starts_at', '>=', fromIso)
    .where('starts_at', '<=', toIso)
    .where('status', '<>', 'cancelled')
    .execute();
}
