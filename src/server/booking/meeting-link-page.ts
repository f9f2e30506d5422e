import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { visitorMeeting, type VisitorMeeting } from '../../lib/booking/visitor-meeting.ts';
import { contactLinksOf, type ContactLinks } from '../../lib/leads/contact-links.ts';
import type { Database, DemoMeetingRow } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { emailsMeetingVisitors, hasMeetingMailSince } from '../notify/index.ts';
import { rateLimitRetrySeconds } from '../request-policy.ts';
import { currentSite } from '../settings/index.ts';
import { meetingForLink, type LinkedMeeting } from './meeting-changes.ts';
import { googleCalendarHref } from './meeting-invite.ts';
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

/** What every page of a visitor's meeting shows besides the meeting: how to reach the team, and whether the visitor is e-mailed. */
export interface VisitorReach {
  contactLinks: ContactLinks;
  sendsEmail: boolean;
}

/** The visitor's ways to reach the team as the company's details now say, and whether this install e-mails them. */
export async function visitorReach(db: Kysely<Database>): Promise<VisitorReach> {
  return { contactLinks: contactLinksOf(await currentSite(db)), sendsEmail: emailsMeetingVisitors() };
}

/** The path and query of a full link, as the pages link to it (same host as the page). */
const pathOf = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

/** The paths of `meeting`'s three links, fresh for its current version. */
export async function meetingLinkPaths(
  db: Kysely<Database>,
  meeting: LinkedMeeting['meeting'],
): Promise<Record<MeetingLinkPurpose, string>> {
  const links = await meetingLinks(db, meeting);
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
  db: Kysely<Database>,
  context: APIContext,
  purpose: MeetingLinkPurpose,
): Promise<MeetingPageView | undefined> {
  const token = context.url.searchParams.get('ma');
  if (!token) return undefined;
  const now = new Date();
  const linked = await meetingForLink(db, token, purpose, now);
  if (!linked) return undefined;
  const [links, mailed] = await Promise.all([
    meetingLinkPaths(db, linked.meeting),
    mailedThisVersion(db, linked.meeting),
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

/** The status of a link page that cannot be shown: 404 without a token, 410 for one no longer good. */
export const deadLinkStatus = (context: APIContext) => (context.url.searchParams.get('ma') ? 410 : 404);

/** A link page that cannot be shown, as its answer. */
export const deadLink = (context: APIContext) => ({ kind: 'dead' as const, status: deadLinkStatus(context) });

/**
 * A visitor's meeting page as its model answers it: what `shown` says, with the team's contact links,
 * and when to try again after a post over the client's limit (429).
 */
export async function visitorPage<Shown extends { status: number }>(
  db: Kysely<Database>,
  shown: Shown,
): Promise<Shown & VisitorReach & PageAnswer> {
  const retryAfter = shown.status === 429 ? rateLimitRetrySeconds : undefined;
  return { ...shown, retryAfter, ...(await visitorReach(db)) };
}

/** The confirmation's view: the meeting, and its Google Calendar link beside the calendar file. */
export interface ConfirmationView extends MeetingPageView {
  googleCalendarHref: string;
}

/** /dat-lich-demo/da-dat?ma=: the visitor's own meeting, named by a signed link, or why the link is dead. */
export async function meetingPage(
  db: Kysely<Database>,
  context: APIContext,
): Promise<
  PageAnswer &
    VisitorReach &
    ({ kind: 'page'; status: number; view: ConfirmationView } | { kind: 'dead'; status: number })
> {
  const view = await meetingOfPage(db, context, 'view');
  if (!view) return visitorPage(db, deadLink(context));
  const site = await currentSite(db);
  const pageUrl = new URL(view.links.view, site.siteUrl).href;
  const href = googleCalendarHref(view.linked.meeting, view.hostName, site, pageUrl);
  return visitorPage(db, { kind: 'page' as const, status: 200, view: { ...view, googleCalendarHref: href } });
}
