import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { movesLeft } from '../../lib/booking/booking-limits.ts';
import type { Database } from '../db/database.ts';
import { currentSite } from '../settings/index.ts';
import { meetingInvite } from './meeting-invite.ts';
import { deadLinkStatus, meetingOfPage, type MeetingPageView } from './meeting-link-page.ts';
import { readMeetingContext } from './meeting-mail.ts';

/** The visitor's invitation of the page's meeting, as their e-mail attaches it (REQUEST, or CANCEL once cancelled). */
async function visitorInvite(db: Kysely<Database>, view: MeetingPageView): Promise<string> {
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

/** GET /dat-lich-demo/lich-hen.ics?ma=<view token>: the invitation as a file, for 'Thêm vào lịch'. */
export async function invitationFile(db: Kysely<Database>, context: APIContext): Promise<Response> {
  const view = await meetingOfPage(db, context, 'view');
  if (!view)
    return new Response('Liên kết này không còn dùng được.\n', {
      status: deadLinkStatus(context),
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  // A cancelled meeting's file takes it off the calendar it was added to.
  return new Response(await visitorInvite(db, view), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="lich-demo-hotelix.ics"',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
