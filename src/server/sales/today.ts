import { vietnamToday } from '../../lib/sales/dashboard-period.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { vietnamDayEnd } from '../http/list-query.ts';
import { countDueSteps, dueSteps } from './lead-work.repository.ts';

/** 'Hôm nay': a member's next steps due by the end of today (Vietnam time), overdue ones first. */
export async function todaysSteps(db: Kysely<Database>, ownerId: string, now: Date) {
  const leads = await dueSteps(db, ownerId, vietnamDayEnd(vietnamToday(now)));
  const overdue = leads.filter((lead) => Date.parse(lead.next_step_at!) < now.getTime());
  return { overdue, later: leads.slice(overdue.length) };
}

/** How many next steps a member has due today or overdue: the count beside 'Hôm nay' in the header. */
export function todaysCount(db: Kysely<Database>, ownerId: string, now: Date): Promise<number> {
  return countDueSteps(db, ownerId, vietnamDayEnd(vietnamToday(now)));
}
