import * as z from 'zod/mini';
import { stripUnsafe } from '../text/unsafe-characters.ts';
import { email } from './field-schemas.ts';
import type { LeadFields } from './lead-form-shape.ts';
import { leadFormShapes } from './lead-form-shapes.ts';
import type { FieldErrors, LeadForm } from './lead-forms.ts';

// What the browser loads when the visitor starts filling a form, and the server checks with: each
// form's schema (its shape in forms/), what every lead carries besides, and the newsletter's box.

/**
 * What the browser adds from the URL: never a reason to refuse a lead (a crafted link must not cost
 * a real one), so it is cleaned instead: unsafe characters dropped, length capped, empty → absent.
 */
const tracked = (max: number, pattern?: RegExp) =>
  z.catch(
    z.pipe(
      z.optional(z.string()),
      z.transform((value) => {
        // Cut by characters, not UTF-16 units: half an emoji would be stored as '�'.
        const cleaned = Array.from(stripUnsafe(value ?? '').trim())
          .slice(0, max)
          .join('')
          .trim();
        return cleaned && (!pattern || pattern.test(cleaned)) ? cleaned : undefined;
      }),
    ),
    undefined,
  );

export const attributionSchema = z.object({
  page: z.pipe(
    tracked(300, /^\/[^\s]*$/),
    z.transform((page) => page ?? '/'),
  ),
  utm_source: tracked(200),
  utm_medium: tracked(200),
  utm_campaign: tracked(200),
  utm_term: tracked(200),
  utm_content: tracked(200),
  referrer: tracked(2000, /^https?:\/\/\S+$/),
});

/** The first message of each field of a failed parse. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The schema that checks `form`'s fields at `now`. */
export function schemaFor(form: LeadForm, now: Date): z.ZodMiniType<LeadFields> {
  return leadFormShapes[form].schema(now);
}

/** The newsletter box: an address and the explicit marketing consent the law asks for. */
export const newsletterSchema = z.object({
  email: email('Email không hợp lệ'),
  consent: z.literal(['on', 'true', true], 'Vui lòng đồng ý nhận bản tin qua email.'),
});
