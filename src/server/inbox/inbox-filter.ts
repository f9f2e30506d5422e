import { leadForms, type LeadForm } from '../../lib/leads/lead-form-views.ts';
import { leadStatuses, type LeadStatusId } from '../../lib/leads/lead-labels.ts';
import type { StaffRole } from '../../lib/auth/staff-roles.ts';
import { normalisePhone } from '../../lib/sales/phone.ts';
import { searchWords } from '../../lib/search/lead-search-text.ts';
import { listSearch, parseDay, type ListCursor } from '../http/list-query.ts';

/** What the inbox shows: a search, filters, and where the page starts (keyset cursor). */
export interface InboxFilter {
  /** The search's words, folded (no diacritics, lower case): a lead must hold every one. */
  words: string[];
  /** The search read as a phone number (E.164), when it is one. */
  phone: string | null;
  /** Whose leads: a member's id, 'none' for leads nobody has, null for everyone's. */
  owner: string | null;
  source: LeadForm | null;
  status: LeadStatusId | null;
  /** Inclusive day range 'YYYY-MM-DD', in Vietnam time. */
  from: string | null;
  to: string | null;
}

/** Position after the last lead of the previous page: its created_at and id. */
export type InboxCursor = ListCursor;

/** Who is looking: salespeople see their own leads ('Của tôi') unless they ask for everyone's. */
export interface InboxViewer {
  id: string;
  role: StaffRole;
}

/**
 * Reads the inbox filter from the query string (?q=&phu-trach=&nguon=&trang-thai=&tu=&den=); bad
 * values are ignored. 'phu-trach' is 'toi' (mine), 'chua-giao' (nobody's), 'tat-ca' or a member's id;
 * without it a salesperson sees their own leads and the owner role everyone's.
 */
export function parseInboxFilter(params: URLSearchParams, viewer?: InboxViewer): InboxFilter {
  const source = params.get('nguon');
  const status = params.get('trang-thai');
  const search = (params.get('q') ?? '').trim();
  const owner = params.get('phu-trach') ?? (viewer?.role === 'sales' ? 'toi' : 'tat-ca');
  return {
    words: searchWords(search.slice(0, 100)),
    phone: normalisePhone(search.slice(0, 40)),
    owner:
      owner === 'toi'
        ? (viewer?.id ?? null)
        : owner === 'chua-giao'
          ? 'none'
          : /^[\w-]{36}$/.test(owner)
            ? owner
            : null,
    source: leadForms.includes(source as LeadForm) ? (source as LeadForm) : null,
    status: status && Object.hasOwn(leadStatuses, status) ? (status as LeadStatusId) : null,
    from: parseDay(params.get('tu')),
    to: parseDay(params.get('den')),
  };
}

/** The query string of a filter (and cursor), for links and the CSV export. */
export function inboxSearch(params: URLSearchParams, cursor?: InboxCursor): string {
  return listSearch(params, ['q', 'phu-trach', 'nguon', 'trang-thai', 'tu', 'den'], cursor);
}
