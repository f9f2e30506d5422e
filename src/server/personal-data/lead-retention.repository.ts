import { sql, type Kysely } from 'kysely';
import type { LeadGoingSoon } from '../../lib/personal-data/personal-data-page.ts';
import type { Database } from '../db/database.ts';

// Which leads have had no activity since a cut-off: not created, noted, called, given a next step or a
// demo since then, and not kept under contract. ISO-8601 UTC strings compare as the times they are.

type Db = Kysely<Database>;

/** A lead as the retention list shows it: whose, its state and its last activity. */
export type RetainedLead = Omit<LeadGoingSoon, 'goesOn'>;

/** The leads, not kept, whose last activity is before `cutoff` (ISO), at most `limit`, oldest first. */
function quietSince(db: Db, cutoff: string) {
  return db
    .selectFrom('contacts as c')
    .where('c.created_at', '<', cutoff)
    .where((eb) => eb.or([eb('c.next_step_at', 'is', null), eb('c.next_step_at', '<', cutoff)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lead_events as e')
            .select(sql`1`.as('one'))
            .whereRef('e.contact_id', '=', 'c.id')
            .where('e.created_at', '>=', cutoff),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('demo_meetings as m')
            .select(sql`1`.as('one'))
            .whereRef('m.contact_id', '=', 'c.id')
            .where((eb) => eb.or([eb('m.updated_at', '>=', cutoff), eb('m.ends_at', '>=', cutoff)])),
        ),
      ),
    );
}

/** Ids of leads, not kept under contract, with no activity since `cutoff`: the sweep's next batch. */
export async function quietLeadIds(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await quietSince(db, cutoff)
    .where('c.kept_under_contract', '=', 0)
    .select('c.id')
    .orderBy('c.created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Leads quiet since `cutoff`, kept ones included (they stay, and the owner sees why), with their last activity. */
export async function quietLeads(db: Db, cutoff: string, limit: number): Promise<RetainedLead[]> {
  const rows = await quietSince(db, cutoff)
    .select((eb) => [
      'c.id',
      'c.name',
      'c.company_name',
      'c.status',
      'c.kept_under_contract',
      'c.created_at',
      'c.next_step_at',
      eb
        .selectFrom('lead_events as e')
        .select((inner) => inner.fn.max('e.created_at').as('at'))
        .whereRef('e.contact_id', '=', 'c.id')
        .as('last_event'),
      eb
        .selectFrom('demo_meetings as m')
        .select((inner) => inner.fn.max('m.updated_at').as('at'))
        .whereRef('m.contact_id', '=', 'c.id')
        .as('last_meeting'),
    ])
    .orderBy('c.created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    company_name: row.company_name,
    status: row.status,
    kept: row.kept_under_contract === 1,
    lastActivity: [row.created_at, row.next_step_at, row.last_event, row.last_meeting]
      .filter((at): at is string => typeof at === 'string')
      .sort()
      .at(-1)!,
  }));
}

/** Keeps (or stops keeping) a customer's lead under contract; only a lead marked won. True when it changed. */
export async function setKeptUnderContract(db: Db, id: string, kept: boolean): Promise<boolean> {
  const result = await db
    .updateTable('contacts')
    .set({ kept_under_contract: kept ? 1 : 0 })
    .where('id', '=', id)
    .where('status', '=', 'won')
    .where('kept_under_contract', '=', kept ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
