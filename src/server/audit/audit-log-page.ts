import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { isAuditAction, type AuditEntry } from '../../lib/audit/audit-actions.ts';
import { listUsers } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { parseCursor } from '../http/list-query.ts';
import { auditKeepDays } from './audit-config.ts';
import { auditSearch, parseAuditFilter } from './audit-filter.ts';
import { auditCursorOf, listAuditEvents } from './audit.repository.ts';

const pageSize = 50;

/** One page of the audit log as /admin/nhat-ky shows it, with its filters' people and its pager's links. */
export interface AuditLogView {
  entries: AuditEntry[];
  /** Each person's address, with their name where they have one: the filters' choices. */
  people: Record<string, string>;
  keepDays: number;
  exportHref: string;
  /** Back to the first page, from a later one. */
  firstHref?: string | undefined;
  nextHref?: string | undefined;
}

/** /admin/nhat-ky, owners only (admin-access.ts). Read-only: filters and the pager are links. */
export async function auditLogPage(db: Kysely<Database>, context: APIContext): Promise<AuditLogView> {
  const params = context.url.searchParams;
  const filter = parseAuditFilter(params);
  const cursor = parseCursor(params.get('sau'), 'sequence');
  const [rows, users] = await Promise.all([listAuditEvents(db, filter, cursor, pageSize + 1), listUsers(db)]);
  const last = rows[pageSize - 1];
  return {
    entries: rows.slice(0, pageSize).flatMap((row) =>
      isAuditAction(row.action)
        ? [
            {
              id: row.id,
              at: row.at,
              action: row.action,
              actor: row.actor_email,
              subject: row.subject,
              detail: row.detail,
              address: row.address,
              userAgent: row.user_agent,
            },
          ]
        : [],
    ),
    people: Object.fromEntries(
      users.map((user) => [user.email, user.name ? `${user.name} (${user.email})` : user.email]),
    ),
    keepDays: auditKeepDays,
    exportHref: `/admin/nhat-ky.csv${auditSearch(params)}`,
    firstHref: cursor ? `/admin/nhat-ky${auditSearch(params)}` : undefined,
    nextHref: rows.length > pageSize && last ? `/admin/nhat-ky${auditSearch(params, auditCursorOf(last))}` : undefined,
  };
}
