import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { HandedOverTurn } from '../../lib/assistant/conversation.ts';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { isMeetingOutcome, outcomeSaved } from '../../lib/booking/meeting-outcome.ts';
import { staffCancelSaved } from '../../lib/booking/meeting-staff-cancel.ts';
import { sheetLeads, type SheetLead } from '../../lib/sales/call-sheet.ts';
import { endingRight, type EndingRight } from '../../lib/sales/lead-rights.ts';
import {
  leadWorkNotice,
  stepSummary,
  workLeadOf,
  type LeadWorkErrors,
  type LeadWorkValues,
  type WorkLead,
} from '../../lib/sales/lead-work.ts';
import { findUserById } from '../auth/index.ts';
import { cancelMeetingByStaff, markMeetingOutcome, meetingOfLead } from '../booking/index.ts';
import type {
  ContactRow,
  Database,
  DemoMeetingRow,
  LeadEventRow,
  NotificationChannel,
  NotificationRow,
} from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { conversationOf } from '../leads/index.ts';
import { channelsOf, emailsMeetingVisitors, maxAttempts, notificationsOf, notifyConfig } from '../notify/index.ts';
import { activeSalespeople, earlierLeadsOf, handleLeadWork, todaysCount } from '../sales/index.ts';
import { findLead, leadEvents } from './inbox.repository.ts';
import { log } from '../log.ts';
import {
  actionNotice,
  afterAction,
  handleLeadAction,
  isRefusal,
  refusalNotices,
  refusalStatus,
} from './lead-actions.ts';

/** A lead's page as it is shown: the lead and its history, its demo, the work form and what the last post came to. */
export interface LeadView extends PageAnswer {
  lead: ContactRow;
  events: LeadEventRow[];
  notifications: NotificationRow[];
  maxAttempts: number;
  configuredChannels: NotificationChannel[];
  notice?: string | undefined;
  earlier: Awaited<ReturnType<typeof earlierLeadsOf>>;
  /** Salespeople the member may give the lead to. */
  people: Array<{ id: string; label: string }>;
  canReassign: boolean;
  ending: EndingRight;
  conversation: HandedOverTurn[];
  /** A demo booked with the lead: the meeting, its salesperson's name (null for the team), what was just done to it. */
  meeting?: { row: DemoMeetingRow; host: string | null; notice?: string | undefined } | undefined;
  sendsEmail: boolean;
  work: {
    lead: WorkLead;
    step: ReturnType<typeof stepSummary>;
    /** What was typed before a refused plain post, with the reasons. */
    refusal?: { values: LeadWorkValues; errors: LeadWorkErrors } | undefined;
    notice?: string | undefined;
  };
  sheet: Record<string, SheetLead>;
  now: Date;
}

/** What a post that was not answered on its own leaves for the page: its status and why it was refused. */
interface Posted {
  status: number;
  refusal?: string | undefined;
  workRefusal?: LeadView['work']['refusal'];
}

/**
 * Carries out a post on lead `id`'s page: the work form, a demo's outcome or cancellation, or one of
 * the inbox's actions (note, status, owner, deletion, resending). A refused action answers with the
 * lead's page and the reason, rather than a redirect: a script posting it sees the refusal, a person
 * reads why, and nothing was changed.
 */
async function answerPost(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
  id: string,
  now: Date,
): Promise<Response | Posted> {
  const form = await readForm(context.request);
  if (typeof form === 'string') return bodyProblemResponse(form);
  const action = form.get('action');
  if (action !== 'work' && action !== 'meeting_outcome' && action !== 'meeting_cancel') {
    const outcome = await handleLeadAction(db, id, form, staff);
    if (!isRefusal(outcome)) return context.redirect(afterAction(id, outcome), 303);
    return { status: refusalStatus(outcome), refusal: refusalNotices[outcome] };
  }
  const found = await findLead(db, id);
  if (!found) return new Response(null, { status: 404 });
  const path = `/admin/leads/${encodeURIComponent(id)}`;
  if (action === 'work') {
    const { answer, status, search } = await handleLeadWork(db, found, form, staff, now);
    // The call sheet and the enhanced form send it by script, and read the answer as JSON.
    if (context.request.headers.get('accept')?.includes('application/json')) {
      // Saved in place: the page's counts of 'Hôm nay' follow (the work is saved even if this fails).
      const dueToday = answer.ok
        ? await todaysCount(db, staff.id, now, staff.role === 'owner').catch((error: unknown) => {
            log.error('todays_count_failed', { error, leadId: id });
            return undefined;
          })
        : undefined;
      return Response.json(dueToday === undefined ? answer : { ...answer, dueToday }, {
        status,
        headers: { 'cache-control': 'no-store' },
      });
    }
    if (answer.ok) return context.redirect(`${path}${search}#lam-viec`, 303);
    // Refused without JavaScript: the page again, with what was typed and why, beside the fields.
    return { status, workRefusal: { values: Object.fromEntries(form) as LeadWorkValues, errors: answer.errors } };
  }
  if (action === 'meeting_outcome') {
    const result = await markMeetingOutcome(db, found, form, staff, now);
    // Marked: the page opens on the next step, the one thing left to do after a demo.
    if (result.kind === 'saved') return context.redirect(`${path}?demo=${result.outcome}#lam-viec`, 303);
    return { status: result.status, refusal: result.message };
  }
  const result = await cancelMeetingByStaff(db, found, form, staff, now);
  if (result.kind === 'cancelled') return context.redirect(`${path}?demo=cancelled#lich-demo`, 303);
  return { status: result.status, refusal: result.message };
}

/** /admin/leads/[id]: a lead's page for the signed-in member, and the posts made on it. */
export async function leadPage(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response | LeadView> {
  const id = context.params.id ?? '';
  const now = new Date();
  let posted: Posted = { status: 200 };
  if (context.request.method === 'POST') {
    const answer = await answerPost(db, staff, context, id, now);
    if (answer instanceof Response) return answer;
    posted = answer;
  }
  const lead = await findLead(db, id);
  if (!lead) return new Response(null, { status: 404 });
  const [events, notifications, earlier, people, conversation, meeting] = await Promise.all([
    leadEvents(db, id),
    notificationsOf(db, id),
    earlierLeadsOf(db, lead),
    activeSalespeople(db),
    lead.source === 'assistant' ? conversationOf(db, id) : [],
    meetingOfLead(db, id),
  ]);
  const host = meeting?.staff_id ? await findUserById(db, meeting.staff_id) : undefined;
  const params = context.url.searchParams;
  const marked = params.get('demo');
  const sendsEmail = emailsMeetingVisitors();
  return {
    status: posted.status,
    lead,
    events,
    notifications,
    maxAttempts,
    configuredChannels: channelsOf(notifyConfig),
    notice: posted.refusal ?? actionNotice(params),
    earlier,
    // A lead nobody has: a salesperson may only take it themselves.
    people:
      lead.owner_id === null && staff.role !== 'owner' ? people.filter((person) => person.id === staff.id) : people,
    // The same rule as the server's (lead-owner.ts): the owner role, or the salesperson who has the lead, or anyone for a lead nobody has.
    canReassign: staff.role === 'owner' || lead.owner_id === staff.id || lead.owner_id === null,
    ending: endingRight(staff, lead.owner_id),
    conversation,
    meeting: meeting && {
      row: meeting,
      host: host ? host.name || host.email : null,
      notice: marked === 'cancelled' && !posted.refusal ? staffCancelSaved(sendsEmail) : undefined,
    },
    sendsEmail,
    work: {
      lead: workLeadOf(lead, staff, now),
      step: stepSummary(lead, now),
      refusal: posted.workRefusal,
      notice: isMeetingOutcome(marked) ? outcomeSaved[marked] : leadWorkNotice(params, lead, now),
    },
    sheet: sheetLeads([lead], staff, now),
    now,
  };
}
