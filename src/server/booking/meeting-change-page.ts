import type { APIContext } from 'astro';
import { movesLeft, movesPerBooking } from '../../lib/booking/booking-limits.ts';
import { movesUsedMessage } from '../../lib/booking/booking-messages.ts';
import type { FieldErrors } from '../../lib/leads/lead-forms.ts';
import { getDb } from '../db/instance.ts';
import { settledAddress } from '../http/client-address.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { formMessages } from '../leads/lead-request.ts';
import { allowRequest } from '../rate-limit/rate-limiter.ts';
import { requestPolicy } from '../request-policy.ts';
import { bookingOffer, type BookingOffer } from './booking-offer.ts';
import { cancelMeeting, rescheduleMeeting } from './meeting-changes.ts';
import { meetingLinkPaths, meetingOfPage, type MeetingPageView } from './meeting-link-page.ts';

/** What a change page answers: a redirect after the change, a refusal of the request, a dead link, or the page. */
export type ChangeOutcome<View> =
  | { kind: 'redirect'; location: string }
  | { kind: 'refused'; response: Response }
  | { kind: 'dead' }
  | ({ kind: 'page' } & View);

/** The reschedule page: the meeting, fresh slots of its salesperson, and why the last choice failed. */
export interface RescheduleView {
  status: number;
  view: MeetingPageView;
  offer: BookingOffer;
  errors: FieldErrors;
  action: string;
  earlierHref?: string | undefined;
  laterHref?: string | undefined;
}

/** The reschedule link of a booking whose changes of time are used up: why, and what is left (cancel). */
export interface MovesUsedView {
  kind: 'moves_used';
  status: number;
  view: MeetingPageView;
  message: string;
}

/**
 * Whether the client may post another change now, within the lead forms' limits per client address
 * (a person changes a demo a few times; each change takes the booking lock and mails both sides).
 */
function withinChangeLimit(context: APIContext, now: Date): Promise<boolean> {
  const client = settledAddress(context.request.headers, context.clientAddress);
  return allowRequest(getDb(), 'meeting_changes', client, requestPolicy.rateLimit, now);
}

const withQuery = (path: string, query: Record<string, string | undefined>) =>
  `${path}?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]))}`;

/**
 * GET /dat-lich-demo/doi-gio?ma= shows the slots, or why the time can no longer be changed; POST
 * moves the meeting (303 to its new page) or says why not.
 */
export async function reschedulePage(context: APIContext): Promise<ChangeOutcome<RescheduleView> | MovesUsedView> {
  const now = new Date();
  const token = context.url.searchParams.get('ma') ?? '';
  let errors: FieldErrors = {};
  let status = 200;
  let selected: string | undefined;
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return { kind: 'refused', response: bodyProblemResponse(form) };
    selected = form.get('slot') ?? undefined;
    if (await withinChangeLimit(context, now)) {
      const result = await rescheduleMeeting(getDb(), { token, slot: selected ?? '', now });
      if (result.kind === 'link_invalid') return { kind: 'dead' };
      if (result.kind === 'moved') return { kind: 'redirect', location: (await meetingLinkPaths(result.meeting)).view };
      errors = result.kind === 'invalid' ? result.errors : {};
      status = result.kind === 'invalid' ? 400 : 409;
    } else {
      errors = { slot: formMessages.rate_limited };
      status = 429;
    }
  }
  const view = await meetingOfPage(context, 'reschedule');
  if (!view?.changeable) return { kind: 'dead' };
  if (movesLeft(view.meeting) === 0) {
    // The confirmation's 'Đổi giờ' leads here too: a GET explains; a POST is refused (429 over the limit).
    const refusal = context.request.method === 'POST' ? (status === 429 ? 429 : 409) : 200;
    return { kind: 'moves_used', status: refusal, view, message: movesUsedMessage(movesPerBooking) };
  }
  const tu = context.url.searchParams.get('tu') ?? undefined;
  const offer = await bookingOffer(getDb(), now, { salesperson: view.meeting.staff_id, from: tu, selected });
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
 * GET /dat-lich-demo/huy?ma= asks to confirm (a GET never cancels: mail scanners open links); POST
 * cancels, or asks again with why not (over the client's limit).
 */
export async function cancelPage(
  context: APIContext,
): Promise<ChangeOutcome<{ view: MeetingPageView; status: number; error?: string | undefined }>> {
  let refusal: { status: number; error: string } | undefined;
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return { kind: 'refused', response: bodyProblemResponse(form) };
    const now = new Date();
    if (await withinChangeLimit(context, now)) {
      const result = await cancelMeeting(getDb(), { token: context.url.searchParams.get('ma') ?? '', now });
      if (result.kind === 'link_invalid') return { kind: 'dead' };
      return { kind: 'redirect', location: (await meetingLinkPaths(result.meeting)).view };
    }
    refusal = { status: 429, error: formMessages.rate_limited };
  }
  const view = await meetingOfPage(context, 'cancel');
  return view?.changeable ? { kind: 'page', view, status: 200, ...refusal } : { kind: 'dead' };
}
