// What the lead forms share, without the schemas: islands import this eagerly and load the schemas
// (zod) only when the visitor starts filling a form. The forms themselves are in lead-form-views.ts.

export type { LeadForm } from './lead-form-views.ts';

/** Name of the field people never see and bots fill in. */
export const honeypotField = 'website';

/** Name of the hidden field a plain post carries its idempotency key in (JSON sends a header). */
export const idempotencyField = 'idempotency_key';

/** Messages per field, as the server returns them and the forms show them. */
export type FieldErrors = Partial<Record<string, string>>;
