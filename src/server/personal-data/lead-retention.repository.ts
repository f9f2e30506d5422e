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
    // Kept only while it is a customer's: a kept lead marked lost since goes as any other.
    .where((eb) => eb.or([eb('c.kept_under_contract', '=', 0), eb('c.status', '<>', 'won')]))
    .select('c.id')
    .orderBy('c.created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Leads quiet since `cutoff`, kept ones included (they stay, and the owner sees why), with their last activity. */
export async function quietLeads(db: Db, cutoff: string, limit: number): Promise<RetainedLead[]> {
  // The leads that go first, then the kept ones: a long list of kept customers never hides what goes.
  // Two reads, each in created_at order, rather than one sorted by a kept-first expression: that sort
  // read every quiet lead (50,000 of the bench's 100,000 at 12 months) to return 200.
  const going = await quietWithActivity(db, cutoff, limit, false);
  const kept = going.length < limit ? await quietWithActivity(db, cutoff, limit - going.length, true) : [];
  return [...going, ...kept];
}

/** Quiet leads kept under contract (or not), oldest first, with their last activity. */
async function quietWithActivity(db: Db, cutoff: string, limit: number, kept: boolean): Promise<RetainedLead[]> {
  const rows = await quietSince(db, cutoff)
    .where((eb) =>
      kept
        ? eb.and([eb('c.kept_under_contract', '=', 1), eb('c.status', '=', 'won')])
        : eb.or([eb('c.kept_under_contract', '=', 0), eb('c.status', '<>', 'won')]),
    )
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
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    company_name: row.company_name,
    status: row.status,
    kept: row.kept_under_contract === 1 && row.status === 'won',
    lastActivity: [row.created_at, row.next_step_at, row.last_event, row.last_meeting]
      .filter((at): at is string => typeof at === 'string')
      .sort()
      .at(-1)!,
  }));
}

/** Keeps a customer's (won) lead under contract, or stops keeping any lead. True when it changed. */
export async function setKeptUnderContract(db: Db, id: string, kept: boolean): Promise<boolean> {
  const result = await db
    .updateTable('contacts')
    .set({ kept_under_contract: kept ? 1 : 0 })
    .where('id', '=', id)
    .$if(kept, (query) => query.where('status', '=', 'won'))
    .where('kept_under_contract', '=', kept ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
