import { randomUUID } from 'node:crypto';
import { deviceClassOf } from '../../lib/visits/device-class.ts';
import type { Kysely } from 'kysely';
import { leadSearchText } from '../../lib/search/lead-search-text.ts';
import type { LeadFields } from '../../lib/leads/lead-form-shape.ts';
import { honeypotField } from '../../lib/leads/lead-forms.ts';
import { attributionSchema, fieldErrors, schemaFor } from '../../lib/leads/lead-schemas.ts';
import type { Database, NewContact, NotificationChannel } from '../db/database.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { submissionFingerprint } from '../idempotency/fingerprint.ts';
import { claimKey, findKeyUse, type KeyUse } from '../idempotency/idempotency.repository.ts';
import { log } from '../log.ts';
import { enqueueNotifications, channelsOf, meetingChannels, notifyConfig, announceOutbox } from '../notify/index.ts';
import { queueNewLeadPushes } from '../push/index.ts';
import { allowRequest, type RateLimits } from '../rate-limit/rate-limiter.ts';
import { sweepExpired } from '../jobs/retention-sweep.ts';
import { emailIdentity } from '../../lib/sales/email-identity.ts';
import { normalisePhone } from '../../lib/sales/phone.ts';
import { assignOwner } from '../sales/index.ts';
import { insertInTurn, type FormColumns, type RunnableLeadFormRule } from './lead-form-rule.ts';
import { leadFormRule } from './lead-form-rules.ts';
import type { LeadResult, LeadSubmission } from './lead-submission.ts';

// The pipeline every lead form goes through; what differs per form is its rule (lead-form-rules.ts).

export type { LeadResult, LeadSubmission } from './lead-submission.ts';

/** A checked submission, with its form's rule and what the rule found in it. */
interface CheckedLead {
  rules: RunnableLeadFormRule;
  data: LeadFields;
  facts: unknown;
}

/** A submission's key and the hash of what it was sent with. */
interface KeyClaim {
  key: string;
  fingerprint: string;
}

const idempotencyKeyPattern = /^[\w-]{16,64}$/;

const isMeetingChannel = (channel: NotificationChannel) => (meetingChannels as readonly string[]).includes(channel);

function toContact(submission: LeadSubmission, data: LeadFields, columns: FormColumns): NewContact {
  const attribution = attributionSchema.parse(submission.fields);
  const now = submission.now.toISOString();
  const person = {
    company_name: String(data.company_name),
    name: String(data.name),
    // The assistant's handover asks for a call back, not an address: those leads have none.
    email: typeof data.email === 'string' ? data.email : '',
    phone: String(data.phone),
  };
  const { message } = columns;
  return {
    id: randomUUID(),
    ...person,
    search_text: leadSearchText({ ...person, message }),
    phone_e164: normalisePhone(person.phone),
    // The inbox the address reaches (one key for every spelling of it); no address is no key:
    // leads without one are not the same person (limits, assignment, earlier leads).
    email_key: emailIdentity(person.email),
    message,
    room_count: columns.room_count ?? null,
    source: submission.form,
    plan: columns.plan ?? null,
    quote: columns.quote ?? null,
    preferred_time: columns.preferred_time ?? null,
    page: attribution.page,
    utm_source: attribution.utm_source ?? null,
    utm_medium: attribution.utm_medium ?? null,
    utm_campaign: attribution.utm_campaign ?? null,
    utm_term: attribution.utm_term ?? null,
    utm_content: attribution.utm_content ?? null,
    referrer: attribution.referrer ?? null,
    consent_version: submission.consentVersion,
    consent_at: now,
    device: submission.userAgent === undefined ? null : deviceClassOf(submission.userAgent),
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
  { rules, data, facts }: CheckedLead,
  claim: KeyClaim | undefined,
  submission: LeadSubmission,
  limits: RateLimits,
  channels: readonly NotificationChannel[],
): Promise<LeadResult> {
  const contact = toContact(submission, data, rules.columns(data, facts));
  const kept: unknown = await rules.keep?.(db, data, submission.now);
  return db.transaction().execute(async (trx): Promise<LeadResult> => {
    if (!(await allowRequest(trx, 'leads', submission.client, limits, submission.now))) return { kind: 'rate_limited' };
    if (claim && !(await claimKey(trx, { ...claim, contactId: contact.id, now: contact.created_at }))) {
      return repeatOf(await findKeyUse(trx, claim.key), claim);
    }
    const insert = rules.insert ?? insertInTurn;
    const ownership = await insert(trx, contact, { data, kept, now: submission.now, channels });
    // A confirmation e-mail needs an address to go to.
    // A meeting's e-mails are queued with the meeting, by purpose; a lead's announcement is not one.
    const announced = channels.filter(
      (channel) => !isMeetingChannel(channel) && (channel !== 'visitor_email' || contact.email),
    );
    await enqueueNotifications(trx, contact.id, announced, contact.created_at);
    // Last, so the round-robin's lock is held only until the commit. A lead goes in turn, or to the
    // person's salesperson, unless storing it decided who works it (a demo's held slot).
    if (ownership === 'in_turn') {
      const person = { phoneE164: contact.phone_e164 ?? null, emailKey: contact.email_key ?? '' };
      await assignOwner(trx, contact.id, person);
    }
    // Once its salesperson is known: their phones ring with the lead's commit, never before it.
    await queueNewLeadPushes(trx, contact.id, submission.now);
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

  const rules = leadFormRule(submission.form);
  const parsed = schemaFor(submission.form, submission.now).safeParse(submission.fields);
  const checked = rules.check ? rules.check(submission) : { facts: undefined };
  if (checked === 'unavailable') return { kind: 'unavailable' };
  if (!parsed.success || 'errors' in checked) {
    const allowed = await countRefused(db, submission, limits);
    const errors = {
      ...('errors' in checked ? checked.errors : {}),
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
      : await store(db, { rules, data: parsed.data, facts: checked.facts }, claim, submission, limits, channels);
  } catch (error) {
    const refusal = rules.refusal?.(error);
    if (refusal) {
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
    // Pushes to the team's phones need no channel setting: the notifier always runs.
    announceOutbox();
    await sweepExpired(db, submission.now);
  }
  return result;
}
