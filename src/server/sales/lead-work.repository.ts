import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { NextStepKind } from '../../lib/leads/lead.ts';
import { closedStatusList } from '../../lib/sales/sales-labels.ts';
import type { ContactRow, Database, LeadEventTable } from '../db/database.ts';
import { isSearchedNote, refreshLeadSearchText } from '../inbox/lead-search.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Adds a line to a lead's timeline; a note (or a call's) also becomes searchable, in the same transaction. */
export async function insertLeadEvent(db: Db, event: Omit<Insertable<LeadEventTable>, 'id'>): Promise<void> {
  const searched = Boolean(event.note) && isSearchedNote(event.kind);
  if (searched && !db.isTransaction) return db.transaction().execute((trx) => insertLeadEvent(trx, event));
  await db
    .insertInto('lead_events')
    .values({ id: randomUUID(), ...event })
    .execute();
  if (searched) await refreshLeadSearchText(db, event.contact_id);
}

/** Sets (or, with null, clears) a lead's next step; its note is searched with the lead's other notes. */
export async function setNextStep(
  db: Db,
  id: string,
  step: { kind: NextStepKind; note: string | null; at: string } | null,
): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ next_step_kind: step?.kind ?? null, next_step_note: step?.note ?? null, next_step_at: step?.at ?? null })
    .where('id', '=', id)
    .execute();
  await refreshLeadSearchText(db, id);
}

/**
 * Records a contact with the visitor made by member `byId` at `at`, `minutes` office minutes after the
 * lead came in: as the lead's first contact if it had none, and as its owner's own first contact (the
 * dashboard's) if `byId` has the lead now and had not contacted them yet. Later ones leave both as they were.
 */
export async function markFirstResponse(
  db: Db,
  id: string,
  byId: string | null,
  at: string,
  minutes: number,
): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ first_response_at: at, first_response_minutes: minutes })
    .where('id', '=', id)
    .where('first_response_at', 'is', null)
    .execute();
  if (!byId) return;
  // Whose the lead is, checked in the same statement: a reassignment a moment before counts.
  await db
    .updateTable('contacts')
    .set({ owner_response_by: byId, owner_response_minutes: minutes })
    .where('id', '=', id)
    .where('owner_id', '=', byId)
    .where('owner_response_by', 'is', null)
    .execute();
}

/** Gives a lead to `ownerId` (or nobody) if it still belongs to `from`; false when it had moved. */
export async function setLeadOwner(db: Db, id: string, from: string | null, ownerId: string | null): Promise<boolean> {
  const result = await db
    .updateTable('contacts')
    .set({ owner_id: ownerId })
    .where('id', '=', id)
    .where((eb) => (from === null ? eb('owner_id', 'is', null) : eb('owner_id', '=', from)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Earlier leads of the same person as `lead` (same E.164 phone or e-mail), newest first. */
export async function earlierLeadsOf(
  db: Db,
  lead: Pick<ContactRow, 'id' | 'created_at' | 'phone_e164' | 'email_key'>,
): Promise<Array<Pick<ContactRow, 'id' | 'created_at' | 'source' | 'status' | 'message'>>> {
  return db
    .selectFrom('contacts')
    .select(['id', 'created_at', 'source', 'status', 'message'])
    .where((eb) =>
      eb.or([
        eb('email_key', '=', lead.email_key ?? ''),
        ...(lead.phone_e164 ? [eb('phone_e164', '=', lead.phone_e164)] : []),
      ]),
    )
    .where('id', '!=', lead.id)
    .where('created_at', '<', lead.created_at)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
}

/** Of `leads`, how many earlier leads each person has: lead id → count (absent when none). */
export async function earlierCounts(
  db: Db,
  leads: Array<Pick<ContactRow, 'id' | 'created_at' | 'phone_e164' | 'email_key'>>,
): Promise<Map<string, number>> {
  const phones = [...new Set(leads.flatMap((lead) => (lead.phone_e164 ? [lead.phone_e164] : [])))];
  const emails = [...new Set(leads.flatMap((lead) => (lead.email_key ? [lead.email_key] : [])))];
  const counts = new Map<string, number>();
  if (!leads.length) return counts;
  const others = await db
    .selectFrom('contacts')
    .select(['id', 'created_at', 'phone_e164', 'email_key'])
    .where((eb) =>
      eb.or([
        ...(phones.length ? [eb('phone_e164', 'in', phones)] : []),
        ...(emails.length ? [eb('email_key', 'in', emails)] : []),
      ]),
    )
    .execute();
  for (const lead of leads) {
    const count = others.filter(
      (other) =>
        other.id !== lead.id &&
        other.created_at < lead.created_at &&
        ((lead.phone_e164 && other.phone_e164 === lead.phone_e164) ||
          (lead.email_key && other.email_key === lead.email_key)),
    ).length;
    if (count) counts.set(lead.id, count);
  }
  return counts;
}

// A lead nobody has contacted yet: still 'Mới' and no call logged. Literals, not parameters, so that
// both databases see that the partial index `contacts_uncontacted_idx` covers the query.
const uncontacted = (eb: ExpressionBuilder<Database, 'contacts'>) =>
  eb.and([eb('status', '=', sql.lit('new')), eb('first_response_at', 'is', null)]);

// One owner's, or nobody's (null): one range of the partial index, already in time order. The owner
// is compared as the index holds it, coalesce(owner_id, '') (the migration says why).
const ownedBy = (ownerId: string | null) => (eb: ExpressionBuilder<Database, 'contacts'>) =>
  eb(eb.fn.coalesce('owner_id', sql.lit('')), '=', ownerId ?? '');

/** New leads of `ownerId` (null: of nobody) not contacted yet, oldest first: the top of 'Hôm nay'. */
export async function uncontactedLeads(db: Db, ownerId: string | null, limit = 100): Promise<ContactRow[]> {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where(ownedBy(ownerId))
    .where(uncontacted)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many new leads of `ownerId` (null: of nobody) wait for a first contact. */
export async function countUncontacted(db: Db, ownerId: string | null): Promise<number> {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(ownedBy(ownerId))
    .where(uncontacted)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which due steps: all of them (the morning digest), or those of leads already contacted ('Hôm nay'). */
export type DueStepsOf = 'all' | 'contacted';

// 'Hôm nay' lists an uncontacted lead among the new ones: its step is not listed (or counted) twice.
const dueStepsOf = (db: Db, ownerId: string, before: string, which: DueStepsOf) =>
  db
    .selectFrom('contacts')
    .where('owner_id', '=', ownerId)
    .where('next_step_at', '<', before)
    .where('status', 'not in', closedStatusList)
    .$if(which === 'contacted', (query) => query.where((eb) => eb.not(uncontacted(eb))));

/** Open leads of `ownerId` whose next step is due before `before`, most overdue first. */
export async function dueSteps(
  db: Db,
  ownerId: string,
  before: string,
  which: DueStepsOf,
  limit = 200,
): Promise<ContactRow[]> {
  return dueStepsOf(db, ownerId, before, which).selectAll().orderBy('next_step_at').limit(limit).execute();
}

/** How many of those steps there are (part of the count beside 'Hôm nay'). */
export async function countDueSteps(db: Db, ownerId: string, before: string, which: DueStepsOf): Promise<number> {
  const row = await dueStepsOf(db, ownerId, before, which)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
