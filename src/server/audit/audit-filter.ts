import { isAuditAction, type AuditAction } from '../../lib/audit/audit-actions.ts';
import { listSearch, parseDay, type ListCursor } from '../http/list-query.ts';

/** What /admin/nhat-ky shows: a person, an action, a period. */
export interface AuditFilter {
  /** A member's address: lines they did, or that concern their account. */
  person: string | null;
  action: AuditAction | null;
  /** Inclusive day range 'YYYY-MM-DD', in Vietnam time. */
  from: string | null;
  to: string | null;
}

/** Reads the filter from the query string (?nguoi=&hanh-dong=&tu=&den=); bad values are ignored. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const person = (params.get('nguoi') ?? '').trim().toLowerCase();
  const action = params.get('hanh-dong');
  return {
    person: person && person.length <= 254 ? person : null,
    action: isAuditAction(action) ? action : null,
    from: parseDay(params.get('tu')),
    to: parseDay(params.get('den')),
  };
}

/** The query string of a filter (and cursor), for the pager and the CSV export. */
export function auditSearch(params: URLSearchParams, cursor?: ListCursor): string {
  return listSearch(params, ['nguoi', 'hanh-dong', 'tu', 'den'], cursor);
}
