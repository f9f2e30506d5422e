import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

// The company's closed days (/admin/ngay-nghi), and the one-time seed of the coming holidays.

/** The team_settings key written, in the seed's transaction, once a year's holidays were seeded. */
export const closedDaysSeededKey = (year: string) => `closed_days_seeded_${year}`;

/** Closed days from `from` ('YYYY-MM-DD') on, soonest first. */
export async function closedDaysFrom(db: Db, from: string): Promise<Array<{ day: string; name: string }>> {
  return db.selectFrom('closed_days').select(['day', 'name']).where('day', '>=', from).orderBy('day').execute();
}

/** Adds a closed day; false when the day is already in the list (its name is left as it was). */
export async function addClosedDay(db: Db, day: string, name: string, at: Date): Promise<boolean> {
  const result = await db
    .insertInto('closed_days')
    .values({ day, name, created_at: at.toISOString() })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Renames a closed day; false when it is not in the list. */
export async function renameClosedDay(db: Db, day: string, name: string): Promise<boolean> {
  const result = await db.updateTable('closed_days').set({ name }).where('day', '=', day).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes a closed day; false when it was not in the list. */
export async function removeClosedDay(db: Db, day: string): Promise<boolean> {
  const result = await db.deleteFrom('closed_days').where('day', '=', day).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Adds the `days` of each year this database was not seeded for before; how many were added. A
 * year's marker and its days go in one transaction: a seed that fails leaves no marker and is tried again
 * at the next start; a second instance starting at the same moment waits on the marker's key and
 * then finds it taken, so nothing is added twice, and a day the owner removed never comes back.
 */
export async function seedClosedDays(
  db: Kysely<Database>,
  days: ReadonlyArray<{ day: string; name: string }>,
  at: Date,
): Promise<number> {
  // Each year once: a server still running (or started) next year seeds the year after that too.
  const byYear = Map.groupBy(days, ({ day }) => day.slice(0, 4));
  let added = 0;
  for (const [year, yearDays] of byYear) {
    added += await db.transaction().execute(async (trx) => {
      const marked = await trx
        .insertInto('team_settings')
        .values({ key: closedDaysSeededKey(year), value: at.toISOString() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      if (!Number(marked.numInsertedOrUpdatedRows ?? 0n)) return 0;
      const inserted = await trx
        .insertInto('closed_days')
        .values(yearDays.map(({ day, name }) => ({ day, name, created_at: at.toISOString() })))
        .onConflict((conflict) => conflict.column('day').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n);
    });
  }
  return added;
}
