import type { Insertable, Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditEventRow, AuditEventTable, Database } from '../db/database.ts';
import { vietnamDayEnd, vietnamDayStart } from '../../lib/vietnam-time.ts';
import { everyRow, type ListCursor } from '../http/list-query.ts';
import type { AuditFilter } from './audit-filter.ts';

type Db = Kysely<Database>;

/** Writes one line of the audit log. */
export async function insertAuditEvent(db: Db, row: Insertable<AuditEventTable>): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}

function filtered<O>(query: SelectQueryBuilder<Database, 'audit_events', O>, filter: AuditFilter) {
  let q = query;
  const { person, action, from, to } = filter;
  if (person) q = q.where((eb) => eb.or([eb('actor_email', '=', person), eb('subject', '=', person)]));
  if (action) q = q.where('action', '=', action);
  if (from) q = q.where('at', '>=', vietnamDayStart(from));
  if (to) q = q.where('at', '<', vietnamDayEnd(to));
  return q;
}

/**
 * One page of the log, newest first, starting after `cursor` (a line's time and `seq`): lines of the
 * same millisecond come in the order they were written, newest first.
 */
export async function listAuditEvents(
  db: Db,
  filter: AuditFilter,
  cursor: ListCursor | null,
  limit: number,
): Promise<AuditEventRow[]> {
  let query = filtered(db.selectFrom('audit_events').selectAll(), filter);
  if (cursor)
    query = query.where((eb) =>
      eb.or([
        eb('at', '<', cursor.createdAt),
        eb.and([eb('at', '=', cursor.createdAt), eb('seq', '<', Number(cursor.id))]),
      ]),
    );
  return query.orderBy('at', 'desc').orderBy('seq', 'desc').limit(limit).execute();
}

/** Where the page after `row` starts. */
export const auditCursorOf = (row: AuditEventRow): ListCursor => ({ createdAt: row.at, id: String(row.seq) });

/** Every line of `filter`, newest first, a chunk at a time (for the CSV export). */
export function allAuditEvents(db: Db, filter: AuditFilter, chunk = 1000): AsyncGenerator<AuditEventRow[]> {
  return everyRow((cursor, limit) => listAuditEvents(db, filter, cursor, limit), auditCursorOf, chunk);
}

/** Deletes lines older than `before`; how many went. */
export async function pruneAuditEvents(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('audit_events').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
