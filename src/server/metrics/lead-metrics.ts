import type { LeadForm } from '../../lib/leads/lead-forms.ts';
import type { BodyProblem } from '../http/read-body.ts';
import type { LeadResult } from '../leads/lead-submission.ts';
import { siteMetrics } from './metrics-registry.ts';

/** Why a submission was not stored, as the metric's `reason` label says it. */
const refusalReasons = {
  ignored: 'honeypot',
  invalid: 'invalid',
  key_reused: 'key_reused',
  rate_limited: 'rate_limited',
  unavailable: 'unavailable',
} as const;

/** Counts a submission refused before any form could read it: a wrong method, size or encoding, an unknown form. */
export function countMalformedLead(): void {
  siteMetrics()?.leadsRefused.inc({ reason: 'invalid' });
}

/** Counts what became of one submission: a new lead by its form, or a refusal by its reason. */
export function countLeadOutcome(form: LeadForm, result: LeadResult | BodyProblem): void {
  const metrics = siteMetrics();
  if (!metrics) return;
  // A body too large or not parseable is as invalid as a wrong phone number, to the person watching.
  if (typeof result === 'string') return countMalformedLead();
  // A repeated submission (the same idempotency key) stored nothing new.
  if (result.kind === 'stored') return void (result.repeated || metrics.leadsStored.inc({ source: form }));
  metrics.leadsRefused.inc({ reason: refusalReasons[result.kind] });
}
