import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { movesLeft } from '../../lib/booking/booking-limits.ts';
import { visitorMeeting, type VisitorMeeting } from '../../lib/booking/visitor-meeting.ts';
import type { Database, DemoMeetingRow } from '../db/database.ts';
import { getDb } from '../db/instance.ts';
import { hasMeetingMailSince } from '../notify/notification.repository.ts';
import { meetingForLink, type LinkedMeeting } from './meeting-changes.ts';
import { meetingInvite } from './meeting-invite.ts';
import { readMeetingContext } from './meeting-mail.ts';
import { currentSite } from '../settings/company-details.ts';
import { meetingLinks, type MeetingLinkPurpose } from './meeting-links.ts';

/**
 * A meeting as the visitor's pages show it, with the paths of its three links. The pages are opened
 * from links e-mailed to whatever address was typed: `meeting` leaves out the address typed, and the
 * pages show nothing else typed either.
 */
export interface MeetingPageView {
  token: string;
  meeting: VisitorMeeting;
  /** The salesperson's name, or null for the team. */
  hostName: string | null;
  links: Record<MeetingLinkPurpose, string>;
  /** Whether its time can still be changed or the meeting cancelled (booked and not over). */
  changeable: boolean;
  /** Whether the visitor was e-mailed this version (a mail server, and within the visitor's share). */
  mailed: boolean;
  /** The meeting and its lead as stored, for the visitor's calendar file (which states nothing typed): never shown. */
  linked: LinkedMeeting;
}

/** The path and query of a full link, as the pages link to it (same host as the page). */
const pathOf = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

/** The paths of `meeting`'s three links, fresh for its current version. */
export async function meetingLinkPaths(meeting: LinkedMeeting['meeting']): Promise<Record<MeetingLinkPurpose, string>> {
  const links = await meetingLinks(getDb(), meeting);
  return { view: pathOf(links.view), reschedule: pathOf(links.reschedule), cancel: pathOf(links.cancel) };
}

/**
 * Whether the visitor's invitation or update for `meeting` as it is now (queued with its last change)
 * is sent or still going: none when the mail server is off or the address's share was used up, and
 * one given up after its last attempt reached nobody. The confirmation promises an e-mail only then.
 */
export async function mailedThisVersion(
  db: Kysely<Database>,
  meeting: Pick<DemoMeetingRow, 'contact_id' | 'updated_at'>,
): Promise<boolean> {
  return hasMeetingMailSince(db, meeting.contact_id, 'meeting_visitor', ['invite', 'update'], meeting.updated_at);
}

/**
 * The meeting named by the page's `?ma=` token for `purpose`, or undefined for a link that is
 * missing, altered, replayed (the meeting changed since) or expired.
 */
export async function meetingOfPage(
  context: APIContext,
  purpose: MeetingLinkPurpose,
): Promise<MeetingPageView | undefined> {
  const token = context.url.searchParams.get('ma');
  if (!token) return undefined;
  const now = new Date();
  const linked = await meetingForLink(getDb(), token, purpose, now);
  if (!linked) return undefined;
  const [links, mailed] = await Promise.all([
    meetingLinkPaths(linked.meeting),
    mailedThisVersion(getDb(), linked.meeting),
  ]);
  return {
    token,
    meeting: visitorMeeting(linked.meeting),
    hostName: linked.hostName,
    links,
    mailed,
    changeable: linked.meeting.status === 'booked' && Date.parse(linked.meeting.starts_at) > now.getTime(),
    linked,
  };
}

/** The visitor's invitation of the page's meeting, as their e-mail attaches it (REQUEST, or CANCEL once cancelled). */
export async function visitorInvite(view: MeetingPageView): Promise<string> {
  const db = getDb();
  const [context, site] = await Promise.all([readMeetingContext(db, view.meeting.contact_id), currentSite(db)]);
  const links =
    view.changeable && context
      ? {
          reschedule: movesLeft(view.meeting) > 0 ? context.links.reschedule : undefined,
          cancel: context.links.cancel,
        }
      : undefined;
  const parties = { for: 'visitor' as const, lead: view.linked.lead, host: context?.host ?? null, links };
  return meetingInvite(view.linked.meeting, parties, view.meeting.status === 'cancelled' ? 'CANCEL' : 'REQUEST', site);
}

/** The status of a link page that cannot be shown: 404 without a token, 410 for one no longer good. */
export const deadLinkStatus = (context: APIContext) => (context.url.searchParams.get('ma') ? 410 : 404);
