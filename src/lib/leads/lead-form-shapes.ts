import { assistantShape } from './forms/assistant-shape.ts';
import { contactShape } from './forms/contact-shape.ts';
import { demoShape } from './forms/demo-shape.ts';
import { pricingShape } from './forms/pricing-shape.ts';
import { quoteShape } from './forms/quote-shape.ts';
import { trialShape } from './forms/trial-shape.ts';
import type { LeadFormShape } from './lead-form-shape.ts';

// The lead forms, each by the `source` stored with its leads: adding a form is a line here (its
// shape in forms/), then its rule on the server (src/server/leads/lead-form-rules.ts) and its inputs
// (src/components/forms/lead-form-views.ts), which the type checker asks for. Islands import this
// only with the schemas, when the visitor starts filling a form (lead-forms.ts has what they need at once).

/** What each form is, by the `source` stored with its leads, in the order the inbox and charts list them. */
export const leadFormShapes = {
  trial: trialShape,
  pricing: pricingShape,
  contact: contactShape,
  demo: demoShape,
  quote: quoteShape,
  assistant: assistantShape,
} satisfies Record<string, LeadFormShape>;

/** A lead form, by the `source` stored with its leads. */
export type LeadForm = keyof typeof leadFormShapes;

/** Every lead form. */
export const leadForms = Object.keys(leadFormShapes) as readonly LeadForm[];

/** Where each form's leads come from, as the inbox labels them. */
export const leadSources = Object.fromEntries(leadForms.map((form) => [form, leadFormShapes[form].source])) as Record<
  LeadForm,
  string
>;
