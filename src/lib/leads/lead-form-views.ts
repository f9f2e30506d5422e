import { assistantView } from './forms/assistant-view.ts';
import { contactView } from './forms/contact-view.ts';
import { demoView } from './forms/demo-view.ts';
import { pricingView } from './forms/pricing-view.ts';
import { quoteView } from './forms/quote-view.ts';
import { trialView } from './forms/trial-view.ts';
import type { LeadFormView } from './lead-form-view.ts';

// The lead forms, each by the `source` stored with its leads. Adding a form is its files in forms/
// and a line here; the type checker then asks for its schema's line in lead-form-shapes.ts (loaded
// apart, when a visitor starts filling a form). A form whose leads need more than the schema and
// the stored line gives the server a rule (src/server/leads/forms/). docs/layout.md walks through one.

/** What each form is, by the `source` stored with its leads, in the order the inbox and charts list them. */
export const leadFormViews = {
  trial: trialView,
  pricing: pricingView,
  contact: contactView,
  demo: demoView,
  quote: quoteView,
  assistant: assistantView,
} satisfies Record<string, LeadFormView>;

/** A lead form, by the `source` stored with its leads. */
export type LeadForm = keyof typeof leadFormViews;

/** Every lead form. */
export const leadForms = Object.keys(leadFormViews) as readonly LeadForm[];

/** Where each form's leads come from, as the inbox labels them. */
export const leadSources = Object.fromEntries(leadForms.map((form) => [form, leadFormViews[form].source])) as Record<
  LeadForm,
  string
>;
