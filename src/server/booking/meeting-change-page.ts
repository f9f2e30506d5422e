import type { APIContext } from 'astro';
import type { FieldErrors } from '../../lib/leads/lead-forms.ts';
import { getDb } from '../db/instance.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
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

const withQuery = (path: string, query: Record<string, string | undefined>) =>
  `${path}?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]))}`;

/** GET /dat-lich-demo/doi-gio?ma= shows the slots; POST moves the meeting (303 to its new page) or says why not. */
export async function reschedulePage(context: APIContext): Promise<ChangeOutcome<RescheduleView>> {
  const now = new Date();
  const token = context.url.searchParams.get('ma') ?? '';
  let errors: FieldErrors = {};
  let status = 200;
  let selected: string | undefined;
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return { kind: 'refused', response: bodyProblemResponse(form) };
    selected = form.get('slot') ?? undefined;
    const result = await rescheduleMeeting(getDb(), { token, slot: selected ?? '', now });
    if (result.kind === 'link_invalid') return { kind: 'dead' };
    if (result.kind === 'moved') return { kind: 'redirect', location: (await meetingLinkPaths(result.meeting)).view };
    errors = result.errors;
    status = 400;
  }
  const view = await meetingOfPage(context, 'reschedule');
  if (!view?.changeable) return { kind: 'dead' };
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

/** GET /dat-lich-demo/huy?ma= asks to confirm (a GET never cancels: mail scanners open links); POST cancels. */
export async function cancelPage(context: APIContext): Promise<ChangeOutcome<{ view: MeetingPageView }>> {
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return { kind: 'refused', response: bodyProblemResponse(form) };
    const result = await cancelMeeting(getDb(), { token: context.url.searchParams.get('ma') ?? '', now: new Date() });
    if (result.kind === 'link_invalid') return { kind: 'dead' };
    return { kind: 'redirect', location: (await meetingLinkPaths(result.meeting)).view };
  }
  const view = await meetingOfPage(context, 'cancel');
  return view?.changeable ? { kind: 'page', view } : { kind: 'dead' };
}
