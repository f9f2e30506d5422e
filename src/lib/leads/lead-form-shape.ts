import type * as z from 'zod/mini';

/** A form's fields as its schema gives them to the server: checked, trimmed, its own keys only. */
export type LeadFields = Record<string, unknown>;

/**
 * What the browser and the server both know of a lead form: the schema its fields are checked with
 * (the browser for instant messages, the server, which decides) and how its leads are named. What
 * the server does with a lead is the form's rule (src/server/leads/forms/).
 */
export interface LeadFormShape {
  /** The schema of the form's fields at `now` (a demo's slot must be ahead of it). */
  schema(now: Date): z.ZodMiniType<LeadFields>;
  /** Where its leads come from, as the inbox, exports, charts and notifications name it. */
  source: string;
  /** Whether that name is followed by the lead's plan ('Bảng giá – Gói Chuyên nghiệp'). */
  sourceNamesPlan?: boolean;
}
