import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditAction } from '../../lib/audit/audit-actions.ts';
import type { AuditActor } from '../../lib/audit/audit-actor.ts';
import { cleanFreeText } from '../../lib/text/unsafe-characters.ts';
import type { Database } from '../db/database.ts';
import { currentRequestOrigin } from '../http/request-context.ts';
import { log } from '../log.ts';
import { insertAuditEvent } from './audit.repository.ts';

/** What happened, for the audit log. */
export interface AuditRecord {
  action: AuditAction;
  /** Who acted, or whose sign-in it was; none for the command line. */
  actor?: AuditActor | null | undefined;
  /** What was acted on: an account's address, a lead's id, an export. */
  subject?: string | null | undefined;
  detail?: string | null;
  /** Where from, when the caller knows it better than the request being served. */
  address?: string | undefined;
  userAgent?: string | undefined;
  at?: Date;
}

// Failures and throttles say something may be wrong; the rest is the team at work.
const warnings = new Set<AuditAction>(['sign_in_failed', 'sign_in_throttled']);

const fit = (value: string | null | undefined, length: number) =>
  value ? cleanFreeText(value).replace(/\s+/g, ' ').slice(0, length) || null : null;

/**
 * Records an action in the audit log (/admin/nhat-ky) and as a line of the server log. The action
 * has already happened: a failure to write the row is logged with the whole record, never passed
 * on, so the member is not told their change failed when it did not.
 */
export async function audit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  const origin = currentRequestOrigin();
  const row = {
    id: randomUUID(),
    at: (record.at ?? new Date()).toISOString(),
    action: record.action,
    actor_id: record.actor?.id ?? null,
    actor_email: fit(record.actor?.email, 254),
    subject: fit(record.subject, 300),
    detail: fit(record.detail, 500),
    address: fit(record.address ?? origin?.address, 100),
    user_agent: fit(record.userAgent ?? origin?.userAgent, 300),
  };
  const { action, actor_email: by, subject, detail, address } = row;
  log[warnings.has(record.action) ? 'warn' : 'info'](action, { by, subject, detail, address });
  try {
    await insertAuditEvent(db, row);
  } catch (error) {
    log.error('audit_write_failed', { row, error });
  }
}

/**
 * Records that `actor` downloaded `file`, with the filter it was made with (the query string). A
 * search's words are left out: they are often a lead's name or phone, which must not outlive the
 * lead's deletion here.
 */
export function auditExport(db: Kysely<Database>, actor: AuditActor | undefined, file: string, url: URL) {
  const filter = [...url.searchParams]
    .map(([key, value]) => (key === 'q' ? 'có tìm kiếm' : `${key}=${value}`))
    .join('&');
  return audit(db, { action: 'export_made', actor, subject: file, detail: filter ? `Bộ lọc: ${filter}` : 'Không lọc' });
}
