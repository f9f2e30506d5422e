import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { pricingPlans } from '../../content/pricing-plans.ts';
import { demoLeadLine } from '../../lib/booking/booking-messages.ts';
import { leadSearchText } from '../../lib/search/lead-search-text.ts';
import { honeypotField, type FieldErrors, type LeadForm } from '../../lib/leads/lead-forms.ts';
import { attributionSchema, fieldErrors, schemaFor } from '../../lib/leads/lead-schemas.ts';
import { estimateQuote, type QuoteEstimate } from '../../lib/quote/estimate-quote.ts';
import type { QuoteCatalogue } from '../../lib/quote/quote-catalogue.ts';
import { parseQuoteValues, quoteValuesFrom, type QuoteInput } from '../../lib/quote/quote-input.ts';
import { storedQuoteJson } from '../../lib/quote/stored-quote.ts';
import { quoteHeadline } from '../../lib/quote/quote-text.ts';
import { formatVnd } from '../../lib/format.ts';
import type { ConversationTurn, HandedOverTurn } from '../../lib/assistant/conversation.ts';
import type { Database, NewContact, NotificationChannel } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { submissionFingerprint } from '../idempotency/fingerprint.ts';
import { claimKey, findKeyUse, type KeyUse } from '../idempotency/idempotency.repository.ts';
import { log } from '../log.ts';
import { enqueueNotifications } from '../notify/notification.repository.ts';
import { channelsOf, meetingChannels, notifyConfig } from '../notify/notify-config.ts';
import { announceOutbox } from '../notify/outbox-signal.ts';
import { allowRequest, type RateLimits } from '../rate-limit/rate-limiter.ts';
import { sweepExpired } from './housekeeping.ts';
import { emailIdentity } from '../../lib/sales/email-identity.ts';
import { normalisePhone } from '../../lib/sales/phone.ts';
import { assignOwner } from '../sales/assignment.ts';
import { insertConversation } from './conversation.repository.ts';
import { verifiedTurns } from '../assistant/turn-seal.ts';
import { insertContact } from './lead.repository.ts';
import { bookWithLead, demoRefusal, demoRequestOf } from '../booking/book-with-lead.ts';
import type { SlotRequest } from '../booking/meeting-reservation.ts';

/** One submission of a lead form, as received. */
export interface LeadSubmission {
  form: LeadForm;
  /** Everything the form sent, unchecked. */
  fields: Record<string, unknown>;
  /** Per-submission key from the browser, kept across its retries. */
  idempotencyKey?: string | undefined;
  /** The client's address, for rate limiting. */
  client: string;
  /** Version of the privacy notice the form showed. */
  consentVersion: string;
  now: Date;
  /** Quote leads: the prices the estimate is recomputed from (the browser's figures are never trusted). */
  quoteCatalogue?: QuoteCatalogue | undefined;
}

/** A quote lead's request and its estimate, as computed on the server. */
interface Quote {
  input: QuoteInput;
  estimate: QuoteEstimate;
}

/** What became of a submission. */
export type LeadResult =
  | { kind: 'stored'; leadId: string; repeated: boolean }
  | { kind: 'ignored' }
  | { kind: 'invalid'; errors: FieldErrors }
  /** The key was first sent with another body: nothing is stored. */
  | { kind: 'key_reused' }
  | { kind: 'rate_limited' }
  | { kind: 'unavailable' };

/** A submission's key and the hash of what it was sent with. */
interface KeyClaim {
  key: string;
  fingerprint: string;
}

const idempotencyKeyPattern = /^[\w-]{16,64}$/;

const isMeetingChannel = (channel: NotificationChannel) => (meetingChannels as readonly string[]).includes(channel);

/** The conversation an assistant lead hands over (checked by its schema); none for other forms. */
const turnsOf = (data: Record<string, unknown>): ConversationTurn[] =>
  Array.isArray(data.conversation) ? (data.conversation as ConversationTurn[]) : [];

function storedMessage(form: LeadForm, data: Record<string, unknown>, quote: Quote | undefined): string {
  switch (form) {
    case 'trial':
      return 'Đăng ký dùng thử miễn phí';
    case 'pricing':
      return `Quan tâm đến ${pricingPlans.find((plan) => plan.id === data.plan)?.name ?? String(data.plan)}`;
    case 'contact':
      return String(data.message);
    case 'demo': {
      const request = demoRequestOf(data);
      return demoLeadLine(request.start, request.mode, true);
    }
    case 'quote': {
      const firstYear = quote?.estimate.firstYearVnd;
      const total = typeof firstYear === 'number' ? `, năm đầu ${formatVnd(firstYear)}` : '';
      return `Nhận báo giá chi tiết: ${quote ? quoteHeadline(quote.estimate) : ''}${total}`;
    }
    case 'assistant': {
      // The last question is what the visitor wanted a person for; the whole conversation is on the lead's page.
      const last = turnsOf(data).at(-1)?.question;
      return last ? `Gặp nhân viên tư vấn sau khi hỏi trợ lý: ${last}` : 'Gặp nhân viên tư vấn từ trợ lý';
    }
  }
}

function toContact(submission: LeadSubmission, data: Record<string, unknown>, quote?: Quote): NewContact {
  const attribution = attributionSchema.parse(submission.fields);
  const now = submission.now.toISOString();
  const person = {
    company_name: String(data.company_name),
    name: String(data.name),
    // The assistant's handover asks for a call back, not an address: those leads have none.
    email: typeof data.email === 'string' ? data.email : '',
    phone: String(data.phone),
  };
  const message = storedMessage(submission.form, data, quote);
  return {
    id: randomUUID(),
    ...person,
    search_text: leadSearchText({ ...person, message }),
    phone_e164: normalisePhone(person.phone),
    // The inbox the address reaches (one key for every spelling of it); no address is no key:
    // leads without one are not the same person (limits, assignment, earlier leads).
    email_key: emailIdentity(person.email),
    message,
    room_count: quote ? quote.input.rooms : typeof data.room_count === 'number' ? data.room_count : null,
    source: submission.form,
    plan: quote ? quote.estimate.software.planId : typeof data.plan === 'string' ? data.plan : null,
    quote: quote ? storedQuoteJson(quote.input, quote.estimate) : null,
    preferred_time: submission.form === 'demo' ? String(data.slot) : null,
    page: attribution.page,
    utm_source: attribution.utm_source ?? null,
    utm_medium: attribution.utm_medium ?? null,
    utm_campaign: attribution.utm_campaign ?? null,
    utm_term: attribution.utm_term ?? null,
    utm_content: attribution.utm_content ?? null,
    referrer: attribution.referrer ?? null,
    consent_version: submission.consentVersion,
    consent_at: now,
    created_at: now,
  };
}

/** The first result of a key seen before: that lead again, or a refusal if it came with another body. */
function repeatOf(use: KeyUse | undefined, claim: KeyClaim): LeadResult {
  // Keys stored before fingerprints were kept (null) keep their old meaning until they expire.
  if (use?.fingerprint && use.fingerprint !== claim.fingerprint) return { kind: 'key_reused' };
  return { kind: 'stored', leadId: use?.contactId ?? '', repeated: true };
}

/**
 * Counts the request against the rate limits and stores the lead unless it is a repeat, with its
 * notifications (the outbox), in one transaction: one disk flush on SQLite, and never a lead without
 * its announcement or the reverse. The key claim makes concurrent repeats wait for the first.
 */
async function store(
  db: Kysely<Database>,
  contact: NewContact,
  claim: KeyClaim | undefined,
  submission: LeadSubmission,
  limits: RateLimits,
  channels: readonly NotificationChannel[],
  conversation: readonly HandedOverTurn[],
  demo: SlotRequest | undefined,
): Promise<LeadResult> {
  return db.transaction().execute(async (trx): Promise<LeadResult> => {
    if (!(await allowRequest(trx, 'leads', submission.client, limits, submission.now))) return { kind: 'rate_limited' };
    if (claim && !(await claimKey(trx, { ...claim, contactId: contact.id, now: contact.created_at }))) {
      return repeatOf(await findKeyUse(trx, claim.key), claim);
    }
    // A demo's lead is stored by booking, with its meeting when the slot is held (the slot decides
    // who gets it); every other lead, and a demo not held, goes in turn or to the person's salesperson.
    const demoOutcome = demo && (await bookWithLead(trx, contact, demo, submission.now, channels));
    if (!demo) await insertContact(trx, contact);
    await insertConversation(trx, contact.id, conversation, contact.created_at);
    // A confirmation e-mail needs an address to go to.
    // A meeting's e-mails are queued with the meeting, by purpose; a lead's announcement is not one.
    const announced = channels.filter(
      (channel) => !isMeetingChannel(channel) && (channel !== 'visitor_email' || contact.email),
    );
    await enqueueNotifications(trx, contact.id, announced, contact.created_at);
    // Last, so the round-robin's lock is held only until the commit.
    if (demoOutcome !== 'held') {
      const person = { phoneE164: contact.phone_e164 ?? null, emailKey: contact.email_key ?? '' };
      await assignOwner(trx, contact.id, person);
    }
    return { kind: 'stored', leadId: contact.id, repeated: false };
  });
}

/**
 * Logs a failed write. A full data folder is reported once as an error of its own (storage_full,
 * from its free space): each lead it refuses is a warning, not another error.
 */
function logWriteFailure(event: string, fields: Record<string, unknown>, error: unknown): void {
  (storageProblem(error) === 'is full' ? log.warn : log.error)(event, { ...fields, error });
}

/**
 * Counts a submission that stores nothing (refused, or failed) against the rate limits, on its own:
 * inside the lead's transaction the count would roll back with it, and a request that fails on
 * purpose would never be limited. Says whether the client is still within the limits.
 */
async function countRefused(db: Kysely<Database>, submission: LeadSubmission, limits: RateLimits): Promise<boolean> {
  try {
    return await allowRequest(db, 'leads', submission.client, limits, submission.now);
  } catch (error) {
    logWriteFailure('rate_limit_count_failed', {}, error);
    return true;
  }
}

/** A quote lead's quote, recomputed from its fields; other forms have none. */
function readQuote(submission: LeadSubmission): { quote?: Quote } | { errors: FieldErrors } | 'unavailable' {
  if (submission.form !== 'quote') return {};
  const catalogue = submission.quoteCatalogue;
  if (!catalogue) {
    log.error('quote_catalogue_missing', { form: submission.form });
    return 'unavailable';
  }
  const parsed = parseQuoteValues(quoteValuesFrom(submission.fields, catalogue), catalogue);
  if (!parsed.ok) return { errors: parsed.errors };
  return { quote: { input: parsed.input, estimate: estimateQuote(parsed.input, catalogue) } };
}

/**
 * Checks and stores one lead. Bots that fill the hidden field are told it worked and nothing is
 * stored; a key seen before returns its first result (or is refused when sent with another body);
 * a database failure is logged and reported as unavailable, with nothing half-written (one
 * transaction). Every attempt counts against the rate limits, refused and failed ones included.
 * Notifications are only queued here: the visitor never waits for a mail server or a webhook.
 */
export async function submitLead(
  db: Kysely<Database>,
  submission: LeadSubmission,
  limits: RateLimits,
  channels: readonly NotificationChannel[] = channelsOf(notifyConfig),
): Promise<LeadResult> {
  const honeypot = submission.fields[honeypotField];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'ignored' };

  const parsed = schemaFor(submission.form, submission.now).safeParse(submission.fields);
  const quote = readQuote(submission);
  if (quote === 'unavailable') return { kind: 'unavailable' };
  if (!parsed.success || 'errors' in quote) {
    const allowed = await countRefused(db, submission, limits);
    const errors = {
      ...('errors' in quote ? quote.errors : {}),
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
    };
    return allowed ? { kind: 'invalid', errors } : { kind: 'rate_limited' };
  }

  const claim =
    submission.idempotencyKey && idempotencyKeyPattern.test(submission.idempotencyKey)
      ? { key: submission.idempotencyKey, fingerprint: submissionFingerprint(submission.form, submission.fields) }
      : undefined;
  let result: LeadResult;
  try {
    const earlier = claim && (await findKeyUse(db, claim.key));
    result = earlier
      ? repeatOf(earlier, claim)
      : await store(
          db,
          toContact(submission, parsed.data as Record<string, unknown>, quote.quote),
          claim,
          submission,
          limits,
          channels,
          // Only a turn the server sealed within a day is stored as the assistant's: the browser can post anything.
          await verifiedTurns(db, turnsOf(parsed.data as Record<string, unknown>), submission.now),
          submission.form === 'demo' ? demoRequestOf(parsed.data as Record<string, unknown>) : undefined,
        );
  } catch (error) {
    const refusal = submission.form === 'demo' ? demoRefusal(error) : undefined;
    if (refusal) {
      // Said on the slot field, with fresh slots and what was typed kept.
      const allowed = await countRefused(db, submission, limits);
      return allowed ? { kind: 'invalid', errors: refusal } : { kind: 'rate_limited' };
    }
    logWriteFailure('lead_store_failed', { form: submission.form }, error);
    await countRefused(db, submission, limits);
    return { kind: 'unavailable' };
  }
  if (result.kind === 'key_reused') {
    log.warn('idempotency_key_reused', { form: submission.form, client: submission.client });
    await countRefused(db, submission, limits);
  }
  if (result.kind === 'stored' && !result.repeated) {
    if (channels.length) announceOutbox();
    await sweepExpired(db, submission.now);
  }
  return result;
}
