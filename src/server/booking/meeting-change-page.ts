import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { movesLeft, movesPerBooking } from '../../lib/booking/booking-limits.ts';
import { movesUsedMessage } from '../../lib/booking/booking-messages.ts';
import type { FieldErrors } from '../../lib/leads/lead-forms.ts';
import type { Database } from '../db/database.ts';
import { settledAddress } from '../http/client-address.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { formMessages } from '../leads/index.ts';
import { allowRequest } from '../rate-limit/rate-limiter.ts';
import { requestPolicy } from '../request-policy.ts';
import { bookingOffer, type BookingOffer } from './booking-offer.ts';
import { cancelMeeting, rescheduleMeeting } from './meeting-changes.ts';
import {
  deadLink,
  meetingLinkPaths,
  meetingOfPage,
  visitorPage,
  type MeetingPageView,
  type VisitorReach,
} from './meeting-link-page.ts';

type Dead = ReturnType<typeof deadLink>;

/** The reschedule page as it is shown: fresh slots of the meeting's salesperson, its changes used up, or a dead link. */
type RescheduleShown =
  | {
      kind: 'page';
      status: number;
      view: MeetingPageView;
      offer: BookingOffer;
      errors: FieldErrors;
      action: string;
      earlierHref?: string | undefined;
      laterHref?: string | undefined;
    }
  /** The reschedule link of a booking whose changes of time are used up: why, and what is left (cancel). */
  | { kind: 'moves_used'; status: number; view: MeetingPageView; message: string }
  | Dead;

/** The cancel page as it is shown: the meeting and why the last post did not cancel it, or a dead link. */
type CancelShown = { kind: 'page'; status: number; view: MeetingPageView; error?: string | undefined } | Dead;

export type RescheduleView = RescheduleShown & VisitorReach & PageAnswer;
export type CancelView = CancelShown & VisitorReach & PageAnswer;

/**
 * Whether the client may post another change now, within the lead forms' limits per client address
 * (a person changes a demo a few times; each change takes the booking lock and mails both sides).
 */
function withinChangeLimit(db: Kysely<Database>, context: APIContext, now: Date): Promise<boolean> {
  const client = settledAddress(context.request.headers, context.clientAddress);
  return allowRequest(db, 'meeting_changes', client, requestPolicy.rateLimit, now);
}

const withQuery = (path: string, query: Record<string, string | undefined>) =>
  `${path}?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]))}`;

async function reschedule(db: Kysely<Database>, context: APIContext): Promise<Response | RescheduleShown> {
  const now = new Date();
  const token = context.url.searchParams.get('ma') ?? '';
  let errors: FieldErrors = {};
  let status = 200;
  let selected: string | undefined;
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return bodyProblemResponse(form);
    selected = form.get('slot') ?? undefined;
    if (await withinChangeLimit(db, context, now)) {
      const result = await rescheduleMeeting(db, { token, slot: selected ?? '', now });
      if (result.kind === 'link_invalid') return deadLink(context);
      if (result.kind === 'moved') return context.redirect((await meetingLinkPaths(db, result.meeting)).view, 303);
      errors = result.kind === 'invalid' ? result.errors : {};
      status = result.kind === 'invalid' ? 400 : 409;
    } else {
      errors = { slot: formMessages.rate_limited };
      status = 429;
    }
  }
  const view = await meetingOfPage(db, context, 'reschedule');
  if (!view?.changeable) return deadLink(context);
  if (movesLeft(view.meeting) === 0) {
    // The confirmation's 'Đổi giờ' leads here too: a GET explains; a POST is refused (429 over the limit).
    const refusal = context.request.method === 'POST' ? (status === 429 ? 429 : 409) : 200;
    return { kind: 'moves_used', status: refusal, view, message: movesUsedMessage(movesPerBooking) };
  }
  const tu = context.url.searchParams.get('tu') ?? undefined;
  const offer = await bookingOffer(db, now, { salesperson: view.meeting.staff_id, from: tu, selected });
  const page = (from: string | undefined) => from && withQuery('/dat-lich-demo/doi-gio', { ma: token, tu: from });
  return {
    kind: 'page',
    status,
    view,
    offer,
    errors,
    action: withQuery('/dat-lich-demo/doi-gio', { ma: token, tu }),
    earlierHref: page(offer.page.earlier),
    laterHref: page(offer.page.later),
  };
}

/**
 * GET /dat-lich-demo/doi-gio?ma= shows the slots, or why the time can no longer be changed; POST
 * moves the meeting (303 to its new page) or says why not.
 */
export async function reschedulePage(db: Kysely<Database>, context: APIContext): Promise<Response | RescheduleView> {
  const shown = await reschedule(db, context);
  return shown instanceof Response ? shown : visitorPage(db, shown);
}

async function cancel(db: Kysely<Database>, context: APIContext): Promise<Response | CancelShown> {
  let refusal: { status: number; error: string } | undefined;
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return bodyProblemResponse(form);
    const now = new Date();
    if (await withinChangeLimit(db, context, now)) {
      const result = await cancelMeeting(db, { token: context.url.searchParams.get('ma') ?? '', now });
      if (result.kind === 'link_invalid') return deadLink(context);
      return context.redirect((await meetingLinkPaths(db, result.meeting)).view, 303);
    }
    refusal = { status: 429, error: formMessages.rate_limited };
  }
  const view = await meetingOfPage(db, context, 'cancel');
  return view?.changeable ? { kind: 'page', view, status: 200, ...refusal } : deadLink(context);
}

/**
 * GET /dat-lich-demo/huy?ma= asks to confirm (a GET never cancels: mail scanners open links); POST
 * cancels, or asks again with why not (over the client's limit).
 */
export async function cancelPage(db: Kysely<Database>, context: APIContext): Promise<Response | CancelView> {
  const shown = await cancel(db, context);
  return shown instanceof Response ? shown : visitorPage(db, shown);
}
