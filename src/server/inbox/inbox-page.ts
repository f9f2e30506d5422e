import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { sampleFields } from '../../lib/company/company-details.ts';
import type { FailedNotification } from '../../lib/leads/lead.ts';
import { sheetLeads, type SheetLead } from '../../lib/sales/call-sheet.ts';
import { closedStatuses } from '../../lib/sales/sales-labels.ts';
import type { ContactRow, Database } from '../db/database.ts';
import { parseCursor } from '../http/list-query.ts';
import { channelsOf, failedNotifications, notifyConfig } from '../notify/index.ts';
import { activeSalespeople, inboxExtras, upcomingDemos } from '../sales/index.ts';
import { companyDetails } from '../settings/index.ts';
import { inboxSearch, parseInboxFilter } from './inbox-filter.ts';
import { countNewBySource, listLeads } from './inbox.repository.ts';

const pageSize = 50;

/** One page of the inbox as /admin shows it, with what stands above the list and the pager's links. */
export interface InboxView {
  /** Whether it is a salesperson's own list ('Khách hàng của tôi'). */
  mine: boolean;
  /** What the last action elsewhere came to (a deletion, notifications queued again). */
  notice?: string | undefined;
  /** For the owner role: the company details the site still shows as samples. */
  samples?: string[] | undefined;
  failed: { total: number; latest: FailedNotification[] };
  /** Whether this server has a channel to send failed notifications on again. */
  canResend: boolean;
  /** New leads per source; none on a search, whose results come first. */
  counts: Record<string, number> | undefined;
  demos: Awaited<ReturnType<typeof upcomingDemos>>;
  people: Array<{ id: string; label: string }>;
  leads: ContactRow[];
  extras: Awaited<ReturnType<typeof inboxExtras>>;
  /** The call sheet's leads (this page's and the demos' still open), when there are any. */
  sheet?: Record<string, SheetLead> | undefined;
  exportHref: string;
  /** Back to the first page, from a later one. */
  firstHref?: string | undefined;
  nextHref?: string | undefined;
}

/** /admin, the inbox: a page of leads for the filters in the address, newest first. Read-only. */
export async function inboxPage(db: Kysely<Database>, staff: SignedInStaff, context: APIContext): Promise<InboxView> {
  const params = context.url.searchParams;
  const filter = parseInboxFilter(params, staff);
  const cursor = parseCursor(params.get('sau'));
  const now = new Date();
  const searching = filter.words.length > 0 || filter.phone !== null;
  const [rows, counts, failed, people, demos] = await Promise.all([
    listLeads(db, filter, cursor, pageSize + 1),
    searching ? undefined : countNewBySource(db),
    failedNotifications(db, 5),
    activeSalespeople(db),
    // On the first page only: the demos of whoever the list is for, before their leads; never above
    // a search's results, which come first on a phone.
    cursor || searching ? [] : upcomingDemos(db, filter.owner, now),
  ]);
  const leads = rows.slice(0, pageSize);
  const extras = await inboxExtras(db, leads, now);
  // The owner's first page after signing in lists what the site still shows as a sample.
  const company = staff.role === 'owner' ? await companyDetails(db) : undefined;
  const open = [...leads, ...demos.map((demo) => demo.lead)].filter((lead) => !closedStatuses.has(lead.status));
  const last = leads.at(-1);
  const resent = params.get('da-gui-lai');
  return {
    mine: staff.role === 'sales' && filter.owner === staff.id,
    notice: params.get('da-xoa')
      ? 'Đã xoá khách hàng theo yêu cầu.'
      : resent
        ? `Đã xếp ${Number(resent) || 0} thông báo vào hàng gửi lại.`
        : undefined,
    samples: company && sampleFields(company),
    failed,
    canResend: channelsOf(notifyConfig).length > 0,
    counts,
    demos,
    people,
    leads,
    extras,
    sheet: open.length > 0 ? sheetLeads(open, staff, now) : undefined,
    exportHref: `/admin/export.csv${inboxSearch(params)}`,
    firstHref: cursor ? `/admin${inboxSearch(params)}` : undefined,
    nextHref:
      rows.length > pageSize && last
        ? `/admin${inboxSearch(params, { createdAt: last.created_at, id: last.id })}`
        : undefined,
  };
}
