import type { Kysely } from 'kysely';
import { addDays, vietnamDateOf } from '../../lib/vietnam-time.ts';
import { articleViewDays } from '../../lib/visits/visit-figures.ts';
import type { Database } from '../db/database.ts';
import { visitsPerPage } from './visits.repository.ts';

/** Visits of the last 30 Vietnam days (today included) by page path, for the editors' list. */
export function articleViews(db: Kysely<Database>, now: Date): Promise<Map<string, number>> {
  const today = vietnamDateOf(now);
  return visitsPerPage(db, { from: addDays(today, -(articleViewDays - 1)), to: today });
}
