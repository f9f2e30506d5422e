import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

const lastPickKey = 'assignment_last';

/**
 * Takes the round-robin's lock for the rest of the transaction and reads its last pick, in one
 * statement: the no-op write locks the row on PostgreSQL (another instance's lead waits here, not
 * elsewhere) and takes the write lock on SQLite, so two leads never read the same last pick.
 */
export async function lockLastPick(trx: Transaction<Database>): Promise<string> {
  const row = await trx
    .updateTable('team_settings')
    .set((eb) => ({ value: eb.ref('value') }))
    .where('key', '=', lastPickKey)
    .returning('value')
    .executeTakeFirst();
  return row?.value ?? '';
}

/** Records the round-robin's pick. */
export async function setLastPick(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.updateTable('team_settings').set({ value: userId }).where('key', '=', lastPickKey).execute();
}

/** Salespeople taking new leads right now ('Đang nhận khách'), in a fixed order. */
export async function salespeopleTakingLeads(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'sales')
    .where('deactivated_at', 'is', null)
    .where('taking_leads', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The newest lead with this e-mail or phone that an active salesperson owns. Read newest first from
 * the owned leads' index (contacts_owned_*_idx), so the leads nobody owns are never read: with one
 * `or` query, SQLite gathered every lead of that phone before sorting, and a phone seen thousands of
 * times cost each new lead as much as its commit. `owner_id is not null` is implied by the join but
 * written out: it is what lets both databases use the partial index.
 */
async function newestOwnedLead(db: Db, column: 'email_key' | 'phone_e164', value: string) {
  return db
    .selectFrom('contacts')
    .innerJoin('staff_users', 'staff_users.id', 'contacts.owner_id')
    .select(['contacts.owner_id', 'contacts.created_at'])
    .where(`contacts.${column}`, '=', value)
    .where('contacts.owner_id', 'is not', null)
    .where('staff_users.role', '=', 'sales')
    .where('staff_users.deactivated_at', 'is', null)
    .orderBy('contacts.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The salesperson who owns the newest earlier lead of the same person (same E.164 phone or same
 * e-mail), if they can still work it (an active sales account).
 */
export async function ownerOfEarlierLead(
  db: Db,
  person: { phoneE164: string | null; emailKey: string },
): Promise<string | undefined> {
  const byEmail = await newestOwnedLead(db, 'email_key', person.emailKey);
  const byPhone = person.phoneE164 ? await newestOwnedLead(db, 'phone_e164', person.phoneE164) : undefined;
  const newest = byPhone && (!byEmail || byPhone.created_at > byEmail.created_at) ? byPhone : byEmail;
  return newest?.owner_id ?? undefined;
}

/** Turns a salesperson's 'Đang nhận khách' on or off; false when there is no such sales account. */
export async function setTakingLeads(db: Db, userId: string, taking: boolean): Promise<boolean> {
  const result = await db
    .updateTable('staff_users')
    .set({ taking_leads: taking ? 1 : 0 })
    .where('id', '=', userId)
    .where('role', '=', 'sales')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every active sales account by name, with its address (the owner's choice of whose demo hours to edit). */
export async function activeSalesAccounts(db: Db): Promise<Array<{ id: string; name: string; email: string }>> {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email'])
    .where('role', '=', 'sales')
    .where('deactivated_at', 'is', null)
    .orderBy('name')
    .orderBy('email')
    .execute();
}

/** Every active sales account, for 'Giao cho' and the inbox's filter: id and how it is shown. */
export async function activeSalespeople(db: Db): Promise<Array<{ id: string; label: string }>> {
  const rows = await activeSalesAccounts(db);
  return rows.map((row) => ({ id: row.id, label: row.name || row.email }));
}

/**
 * Who gets a morning digest: every active salesperson, and every active owner (their own next steps
 * and the people's requests about their data), in one order across instances.
 */
export function digestAccounts(db: Db): Promise<Array<{ id: string; name: string; email: string; role: string }>> {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email', 'role'])
    .where('role', 'in', ['sales', 'owner'])
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * Claims a member's digest for a Vietnam day; true for the one instance (or run) that claims it
 * first, false for every other: the primary key makes it once per member and day.
 */
export async function claimDigest(db: Db, userId: string, day: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('sales_digests')
    .values({ user_id: userId, day, claimed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
