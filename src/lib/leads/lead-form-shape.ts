import type * as z from 'zod/mini';

/** A form's fields as its schema gives them to the server: checked, trimmed, its own keys only. */
export type LeadFields = Record<string, unknown>;

/**
 * What the browser and the server both check a lead form's fields with: the browser for instant
 * messages, the server, which decides. How the form looks and how its leads are named is its view
 * (forms/*-view.ts); what the server does beyond storing a lead is its rule, if it has one
 * (src/server/leads/forms/).
 */
export interface LeadFormShape {
  /** The schema of the form's fields at `now` (a demo's slot must be ahead of it). */
  schema(now: Date): z.ZodMiniType<LeadFields>;
  /** What a lead says in the inbox, from its checked fields; without it, the form's title. */
  message?(data: LeadFields): string;
}
