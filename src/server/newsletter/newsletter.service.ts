import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { honeypotField, type FieldErrors } from '../../lib/leads/lead-forms.ts';
import { attributionSchema, fieldErrors, newsletterSchema } from '../../lib/leads/lead-schemas.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { allowRequest, type RateLimits } from '../rate-limit/rate-limiter.ts';
import { addSubscriber } from './newsletter.repository.ts';

/** What became of a subscription; an address already subscribed is `subscribed` too, so nobody learns who is. */
export type SubscribeResult =
  | { kind: 'subscribed' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rate_limited' }
  | { kind: 'unavailable' };

/** Checks and stores a newsletter subscription (same honeypot and rate limit as the lead forms). */
export async function subscribe(
  db: Kysely<Database>,
  request: { fields: Record<string, unknown>; client: string; consentVersion: string; now: Date },
  limits: RateLimits,
): Promise<SubscribeResult> {
  const honeypot = request.fields[honeypotField];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'subscribed' };
  const parsed = newsletterSchema.safeParse(request.fields);
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error) };
  try {
    if (!(await allowRequest(db, 'newsletter', request.client, limits, request.now))) return { kind: 'rate_limited' };
    const now = request.now.toISOString();
    await addSubscriber(db, {
      id: randomUUID(),
      email: parsed.data.email.toLowerCase(),
      page: attributionSchema.parse(request.fields).page,
      consent_version: request.consentVersion,
      consent_at: now,
      created_at: now,
    });
    return { kind: 'subscribed' };
  } catch (error) {
    log.error('newsletter_store_failed', { error });
    return { kind: 'unavailable' };
  }
}
