// What the lead forms are called and share, without the schemas: islands import this eagerly and
// load the schemas (zod) only when the visitor starts filling a form.

/** The forms, by the `source` stored with their leads. */
export const leadForms = ['trial', 'pricing', 'contact', 'demo', 'quote', 'assistant'] as const;
export type LeadForm = (typeof leadForms)[number];

/** Name of the field people never see and bots fill in. */
export const honeypotField = 'website';

/** Name of the hidden field a plain post carries its idempotency key in (JSON sends a header). */
export const idempotencyField = 'idempotency_key';

/** Messages per field, as the server returns them and the forms show them. */
export type FieldErrors = Partial<Record<string, string>>;
