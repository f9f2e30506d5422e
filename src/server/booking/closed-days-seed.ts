import Holidays from 'date-holidays';
import type { Kysely } from 'kysely';
import { addDays, vietnamDateOf } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { log } from '../log.ts';
import { seedClosedDays } from './closed-days.repository.ts';

// The first list of the company's closed days: Vietnam's public holidays from today to the end of
// next year. The library knows Tết only as Giao thừa and Mùng 1, while the Labour Code gives five
// days; Mùng 2 and Mùng 3 are added here, and the rest (the fifth day, the second day of Quốc khánh,
// the bridge days swapped each year) is the owner's to add: the government announces them yearly.

/** The library's rule for Mùng 1 Tết (1st day of the 1st lunar month). */
const tetRule = 'vietnamese 1-0-1';

/** The public holidays from `now`'s Vietnam day to the end of next year, Mùng 2 and 3 Tết included. */
export function comingHolidays(now: Date): Array<{ day: string; name: string }> {
  const today = vietnamDateOf(now);
  const year = Number(today.slice(0, 4));
  const holidays = new Holidays('VN');
  const days = new Map<string, string>();
  for (const holiday of [...holidays.getHolidays(year), ...holidays.getHolidays(year + 1)]) {
    if (holiday.type !== 'public') continue;
    const day = holiday.date.slice(0, 10);
    if (holiday.rule === tetRule) {
      days.set(day, 'Mùng 1 Tết Nguyên đán');
      days.set(addDays(day, 1), 'Mùng 2 Tết Nguyên đán');
      days.set(addDays(day, 2), 'Mùng 3 Tết Nguyên đán');
    } else if (!days.has(day)) days.set(day, holiday.name);
  }
  return [...days]
    .filter(([day]) => day >= today && day.slice(0, 4) <= String(year + 1))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, name]) => ({ day, name }));
}

/** How long a seed that found the data folder unusable waits before trying again. */
const storageRetryMs = 60_000;

/**
 * Seeds the closed days once per database and year (closed-days.repository.ts keeps the markers).
 * Run at start-up in the background, never stopping the server. A data folder that cannot be
 * written yet is already reported (once, as its own error): the seed says so as a warning and tries
 * again a minute later, so a folder made writable without a restart still gets the holidays. Any
 * other failure is an error, tried again at the next start.
 */
export async function seedClosedDaysOnce(db: Kysely<Database>, now = new Date()): Promise<void> {
  try {
    const added = await seedClosedDays(db, comingHolidays(now), now);
    if (added) log.info('closed_days_seeded', { added });
  } catch (error) {
    const problem = storageProblem(error);
    if (!problem) return log.error('closed_days_seed_failed', { error });
    log.warn('closed_days_seed_waiting', { problem });
    setTimeout(() => void seedClosedDaysOnce(db), storageRetryMs).unref();
  }
}
