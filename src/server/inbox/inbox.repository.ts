import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { LeadStatusId } from '../../lib/leads/lead-labels.ts';
import type { ContactRow, Database, LeadEventRow } from '../db/database.ts';
import { vietnamDayEnd, vietnamDayStart } from '../../lib/vietnam-time.ts';
import { everyRow } from '../http/list-query.ts';
import { insertLeadEvent } from '../sales/lead-work.repository.ts';
import type { InboxCursor, InboxFilter } from './inbox-filter.ts';
import { searchPage } from './lead-search.repository.ts';

type Db = Kysely<Database>;

function filtered<O>(query: SelectQueryBuilder<Database, 'contacts', O>, filter: InboxFilter) {
  let q = query;
  if (filter.owner === 'none') q = q.where('owner_id', 'is', null);
  else if (filter.owner) q = q.where('owner_id', '=', filter.owner);
  if (filter.source) q = q.where('source', '=', filter.source);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.from) q = q.where('created_at', '>=', vietnamDayStart(filter.from));
  if (filter.to) q = q.where('created_at', '<', vietnamDayEnd(filter.to));
  return q;
}

/** One page of leads, newest first, starting after `cursor` (keyset: stable while new leads arrive), searched. */
export async function listLeads(
  db: Db,
  filter: InboxFilter,
  cursor: InboxCursor | null,
  limit: number,
): Promise<ContactRow[]> {
  const leads = () => {
    const query = filtered(db.selectFrom('contacts'), filter);
    if (!cursor) return query;
    return query.where((eb) =>
      eb.or([
        eb('created_at', '<', cursor.createdAt),
        eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
      ]),
    );
  };
  return searchPage(db, leads, filter, cursor, limit);
}

/** Every lead of the filter, newest first, in chunks (for the CSV export). */
export function allLeads(db: Db, filter: InboxFilter, chunk = 1000): AsyncGenerator<ContactRow[]> {
  return everyRow(
    (cursor, limit) => listLeads(db, filter, cursor, limit),
    (row) => ({ createdAt: row.created_at, id: row.id }),
    chunk,
  );
}

/** How many leads of each source are still 'Mới'. */
export async function countNewBySource(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('contacts')
    .select(['source', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', '=', 'new')
    .groupBy('source')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.source, Number(row.count)]));
}

/** One lead, or undefined. */
export async function findLead(db: Db, id: string): Promise<ContactRow | undefined> {
  return db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A lead's status changes and notes, oldest first. */
export async function leadEvents(db: Db, id: string): Promise<LeadEventRow[]> {
  return db
    .selectFrom('lead_events')
    .selectAll()
    .where('contact_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Moves a lead to `status` if it is still at `from` (and, given `ownedBy`, still that member's),
 * recording who did it, within the caller's transaction; false if it had moved.
 */
export async function moveStatus(
  trx: Transaction<Database>,
  id: string,
  from: LeadStatusId,
  status: LeadStatusId,
  author: string,
  now: string,
  ownedBy?: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('contacts')
    .set({ status })
    .where('id', '=', id)
    .where('status', '=', from)
    .$if(ownedBy !== undefined, (query) => query.where('owner_id', '=', ownedBy!))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await insertLeadEvent(trx, {
    contact_id: id,
    kind: 'status',
    status,
    note: null,
    author_email: author,
    created_at: now,
  });
  return true;
}

/** `moveStatus` in a transaction of its own. */
export function changeStatus(
  db: Db,
  id: string,
  from: LeadStatusId,
  status: LeadStatusId,
  author: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute((trx) => moveStatus(trx, id, from, status, author, now));
}

/** Adds a note to a lead (searchable from then on). */
export async function addNote(db: Db, id: string, note: string, author: string, now: string): Promise<void> {
  await insertLeadEvent(db, {
    contact_id: id,
    kind: 'note',
    status: null,
    note,
    author_email: author,
    created_at: now,
  });
}

/**
 * Deletes a lead (given `ownedBy`, only while it is that member's) and its timeline, keeping only who
 * deleted which id and when; false when there was nothing to delete.
 */
export async function deleteLead(db: Db, id: string, author: string, now: string, ownedBy?: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The lead first, under its condition: when that fails, nothing else has been touched.
    const result = await trx
      .deleteFrom('contacts')
      .where('id', '=', id)
      .$if(ownedBy !== undefined, (query) => query.where('owner_id', '=', ownedBy!))
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await trx.deleteFrom('lead_events').where('contact_id', '=', id).execute();
    await trx.deleteFrom('idempotency_keys').where('contact_id', '=', id).execute();
    await trx.insertInto('lead_deletions').values({ contact_id: id, deleted_by: author, deleted_at: now }).execute();
    return true;
  });
}

/** Newsletter subscribers, newest first. */
export async function listSubscribers(db: Db) {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
