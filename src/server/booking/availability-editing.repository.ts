import type { Kysely, Transaction } from 'kysely';
import type { WeeklyHours } from '../../lib/sales/office-hours.ts';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

// A salesperson's demo hours, meeting link and days off, as /admin/lich-hen edits them. The slot
// engine reads the same rows through availability.repository.ts.

/** What is stored for `userId`: null when nothing is (the office hours apply, no link). */
export async function storedAvailability(
  db: Db,
  userId: string,
): Promise<{ weekly_hours: string; meeting_link: string | null; updated_at: string } | undefined> {
  return db
    .selectFrom('staff_availability')
    .select(['weekly_hours', 'meeting_link', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stores `userId`'s week (the slot engine's JSON) and link (null: none), replacing what was there. */
export async function saveAvailability(
  db: Db,
  userId: string,
  week: WeeklyHours,
  meetingLink: string | null,
  at: Date,
): Promise<void> {
  const row = { weekly_hours: JSON.stringify(week), meeting_link: meetingLink, updated_at: at.toISOString() };
  await db
    .insertInto('staff_availability')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
}

/** `userId`'s days off from `from` ('YYYY-MM-DD') on, soonest first. */
export async function daysOffFrom(
  db: Db,
  userId: string,
  from: string,
): Promise<Array<{ day: string; note: string | null }>> {
  return db
    .selectFrom('staff_days_off')
    .select(['day', 'note'])
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .orderBy('day')
    .execute();
}

/** Adds a day off, or replaces the note of one already there. */
export async function putDayOff(db: Db, userId: string, day: string, note: string | null, at: Date): Promise<void> {
  await db
    .insertInto('staff_days_off')
    .values({ user_id: userId, day, note, created_at: at.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'day']).doUpdateSet({ note }))
    .execute();
}

/** Removes a day off; false when there was none. */
export async function removeDayOff(db: Db, userId: string, day: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_days_off')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
