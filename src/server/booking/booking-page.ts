import { randomUUID } from 'node:crypto';
import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { SlotPage } from '../../lib/booking/slot-pages.ts';
import { instantOfLocal } from '../../lib/vietnam-time.ts';
import { idempotencyField, type FieldErrors } from '../../lib/leads/lead-forms.ts';
import { utmFields } from '../../lib/leads/utm-fields.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { formMessages, handleLeadRequest } from '../leads/index.ts';
import { companyDetails } from '../settings/index.ts';
import { bookingOffer, type BookingOffer } from './booking-offer.ts';
import { visitorReach, type VisitorReach } from './meeting-link-page.ts';
import { meetingLinks } from './meeting-links.ts';
import { meetingOfLead } from './meeting.repository.ts';

/** The booking page as it is shown: the offer, what the visitor typed, and what went wrong. */
export interface BookingView extends PageAnswer, VisitorReach {
  offer: BookingOffer;
  action: string;
  earlierHref?: string | undefined;
  laterHref?: string | undefined;
  values: Record<string, string>;
  errors: FieldErrors;
  /** Above the form, when fields were refused ('Vui lòng kiểm tra lại…'). */
  summary?: string | undefined;
  /** Below the button, when nothing the visitor can fix was the reason (limits, an outage). */
  failure?: string | undefined;
  /** The free slots could not be read (the database is away): only the one the visitor chose is shown. */
  slotsUnreadable?: boolean;
  hiddenFields: Record<string, string>;
  /** Where demos at the hotel are offered (the owner's 'Khu vực demo tại khách sạn'); empty: online only. */
  onsiteAreas: string[];
}

/** Where a booking stored as a lead without its slot lands (`slotNotHeldMessage`). */
const slotNotHeldPath = '/dat-lich-demo/chua-giu-gio';

const visibleFields = new Set(['slot', 'mode', 'area', 'address', 'name', 'company_name', 'email', 'phone']);

/** `path` with the page's query: the personal link and the day shown travel with every link and post. */
function pageHref(path: string, query: { nv?: string | undefined; tu?: string | undefined }): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  return search.size ? `${path}?${search}` : path;
}

/** Where the visit came from, sent with the booking: the link's UTM fields and an outside referrer. */
function attributionOf(context: APIContext): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of utmFields) {
    const value = context.url.searchParams.get(name);
    if (value) fields[name] = value;
  }
  const referrer = context.request.headers.get('referer');
  if (referrer && URL.canParse(referrer) && new URL(referrer).host !== context.url.host) fields.referrer = referrer;
  return fields;
}

/** The slot the visitor chose as the page's only one, for a form shown again while the free slots cannot be read. */
function chosenSlotOnly(slot: string | undefined): SlotPage {
  const start = slot ? instantOfLocal(slot) : undefined;
  return {
    days: slot && start ? [{ date: slot.slice(0, 10), slots: [{ key: slot, start: start.getTime(), free: [] }] }] : [],
  };
}

/**
 * GET /dat-lich-demo shows free slots and the form; POST books (303 to the confirmation, or to the
 * page saying no time is held when the lead was stored without its slot) or shows it
 * again with the messages, fresh slots and everything typed. A post that meets the database away gets
 * the form again with everything typed (503); a GET, the outage page.
 */
export async function bookingPage(db: Kysely<Database>, context: APIContext): Promise<Response | BookingView> {
  const query = context.url.searchParams;
  let status = 200;
  let values: Record<string, string> = {};
  let errors: FieldErrors = {};
  let summary: string | undefined;
  let failure: string | undefined;
  let posted: Record<string, string> = {};
  if (context.request.method === 'POST') {
    const outcome = await handleLeadRequest(context, 'demo');
    if (outcome.ok) {
      // A honeypot's bot is told it worked; a lead stored without its slot says so, whatever the reason.
      if (!outcome.leadId) return context.redirect('/cam-on', 303);
      const meeting = await meetingOfLead(db, outcome.leadId);
      if (!meeting) return context.redirect(slotNotHeldPath, 303);
      const view = new URL((await meetingLinks(db, meeting)).view);
      return context.redirect(`${view.pathname}${view.search}`, 303);
    }
    status = outcome.status;
    posted = Object.fromEntries(
      Object.entries(outcome.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    values = Object.fromEntries(Object.entries(posted).filter(([name]) => visibleFields.has(name)));
    errors = outcome.errors ?? {};
    const hidden = Object.entries(errors).find(([name]) => !visibleFields.has(name));
    if (Object.keys(errors).some((name) => visibleFields.has(name))) summary = outcome.message;
    else failure = hidden?.[1] ?? outcome.message;
  } else {
    const slot = query.get('gio');
    if (slot) values = { slot };
  }
  const nv = posted.salesperson ?? query.get('nv') ?? undefined;
  let offer: BookingOffer;
  let personal: string | undefined;
  let slotsUnreadable = false;
  try {
    offer = await bookingOffer(db, new Date(), { salesperson: nv, from: query.get('tu'), selected: values.slot });
    personal = offer.host?.id;
  } catch (error) {
    if (context.request.method !== 'POST' || !isDatabaseUnavailable(error)) throw error;
    // The salesperson as posted, unchecked: sending again checks them.
    offer = { page: chosenSlotOnly(values.slot), unknownHost: false };
    personal = posted.salesperson;
    slotsUnreadable = true;
    status = 503;
    failure = formMessages.unavailable;
  }
  const attribution = Object.fromEntries(
    Object.entries(posted).filter(([name]) => (utmFields as readonly string[]).includes(name) || name === 'referrer'),
  );
  return {
    status,
    offer,
    action: pageHref('/dat-lich-demo', { nv: personal, tu: query.get('tu') ?? undefined }),
    earlierHref: offer.page.earlier && pageHref('/dat-lich-demo', { nv: personal, tu: offer.page.earlier }),
    laterHref: offer.page.later && pageHref('/dat-lich-demo', { nv: personal, tu: offer.page.later }),
    values,
    errors,
    summary,
    failure,
    slotsUnreadable,
    hiddenFields: {
      page: '/dat-lich-demo',
      ...(context.request.method === 'POST' ? attribution : attributionOf(context)),
      ...(personal ? { salesperson: personal } : {}),
      // A new key for each form shown: a resend of this one books once, a new attempt is new.
      [idempotencyField]: randomUUID(),
    },
    onsiteAreas: (await companyDetails(db)).onsiteAreas,
    ...(await visitorReach(db)),
  };
}
