import type { FieldErrors, LeadForm } from '../../lib/leads/lead-forms.ts';
import type { QuoteCatalogue } from '../../lib/quote/quote-catalogue.ts';

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
  /** Demo leads: where demos at the hotel are offered; without it (a caller that loads nothing) no area is checked. */
  onsiteAreas?: string[] | undefined;
  /** The sending browser's agent: the lead keeps its device class (phone, tablet, desktop), for the dashboard. */
  userAgent?: string | undefined;
}

/** What a form's rule reads for its submissions before they are checked (the quote's prices). */
export type SubmissionContext = Pick<LeadSubmission, 'quoteCatalogue' | 'onsiteAreas'>;

/** What became of a submission. */
export type LeadResult =
  | { kind: 'stored'; leadId: string; repeated: boolean }
  | { kind: 'ignored' }
  | { kind: 'invalid'; errors: FieldErrors }
  /** The key was first sent with another body: nothing is stored. */
  | { kind: 'key_reused' }
  | { kind: 'rate_limited' }
  | { kind: 'unavailable' };
