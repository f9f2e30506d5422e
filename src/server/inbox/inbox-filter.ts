import { leadForms, type LeadForm } from '../../lib/leads/lead-forms.ts';
import { leadStatuses, type LeadStatusId } from '../../lib/leads/lead-labels.ts';
import { foldText } from '../../lib/search-text.ts';
import { listSearch, parseDay, type ListCursor } from '../http/list-query.ts';

/** What the inbox shows: a search, filters, and where the page starts (keyset cursor). */
export interface InboxFilter {
  /** Folded search text (no diacritics, lower case). */
  search: string;
  source: LeadForm | null;
  status: LeadStatusId | null;
  /** Inclusive day range 'YYYY-MM-DD', in Vietnam time. */
  from: string | null;
  to: string | null;
}

/** Position after the last lead of the previous page: its created_at and id. */
export type InboxCursor = ListCursor;

/** Reads the inbox filter from the query string (?q=&nguon=&trang-thai=&tu=&den=); bad values are ignored. */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const source = params.get('nguon');
  const status = params.get('trang-thai');
  return {
    search: foldText((params.get('q') ?? '').trim()).slice(0, 100),
    source: leadForms.includes(source as LeadForm) ? (source as LeadForm) : null,
    status: status && Object.hasOwn(leadStatuses, status) ? (status as LeadStatusId) : null,
    from: parseDay(params.get('tu')),
    to: parseDay(params.get('den')),
  };
}

/** The query string of a filter (and cursor), for links and the CSV export. */
export function inboxSearch(params: URLSearchParams, cursor?: InboxCursor): string {
  return listSearch(params, ['q', 'nguon', 'trang-thai', 'tu', 'den'], cursor);
}
