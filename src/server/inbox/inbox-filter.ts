import { leadForms, type LeadForm } from '../../lib/leads/lead-forms.ts';
import { leadStatuses, type LeadStatusId } from '../../lib/leads/lead-labels.ts';
import { foldText } from '../../lib/search-text.ts';

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

/** Position after the last row of the previous page: its created_at and id. */
export interface InboxCursor {
  createdAt: string;
  id: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the inbox filter from the query string (?q=&nguon=&trang-thai=&tu=&den=); bad values are ignored. */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const source = params.get('nguon');
  const status = params.get('trang-thai');
  const from = params.get('tu') ?? '';
  const to = params.get('den') ?? '';
  return {
    search: foldText((params.get('q') ?? '').trim()).slice(0, 100),
    source: leadForms.includes(source as LeadForm) ? (source as LeadForm) : null,
    status: status && Object.hasOwn(leadStatuses, status) ? (status as LeadStatusId) : null,
    from: day.test(from) ? from : null,
    to: day.test(to) ? to : null,
  };
}

/** Reads `?sau=<created_at>_<id>`. */
export function parseCursor(value: string | null): InboxCursor | null {
  const match = value?.match(/^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([\w-]{36})$/);
  return match ? { createdAt: match[1]!, id: match[2]! } : null;
}

/** The query string of a filter (and cursor), for links and the CSV export. */
export function inboxSearch(params: URLSearchParams, cursor?: InboxCursor): string {
  const next = new URLSearchParams();
  for (const key of ['q', 'nguon', 'trang-thai', 'tu', 'den']) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  if (cursor) next.set('sau', `${cursor.createdAt}_${cursor.id}`);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** Start of a Vietnam-time day as a UTC instant (UTC+7, no daylight saving). */
export function vietnamDayStart(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00+07:00`)).toISOString();
}
