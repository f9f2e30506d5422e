import { assistantShape } from './forms/assistant-shape.ts';
import { contactShape } from './forms/contact-shape.ts';
import { demoShape } from './forms/demo-shape.ts';
import { pricingShape } from './forms/pricing-shape.ts';
import { quoteShape } from './forms/quote-shape.ts';
import { trialShape } from './forms/trial-shape.ts';
import type { LeadFormShape } from './lead-form-shape.ts';
import type { LeadForm } from './lead-form-views.ts';

// Apart from the forms' views (lead-form-views.ts, where a form is registered) because of zod: islands
// import this only with the schemas, when the visitor starts filling a form.

/** Each lead form's schema. */
export const leadFormShapes: Record<LeadForm, LeadFormShape> = {
  trial: trialShape,
  pricing: pricingShape,
  contact: contactShape,
  demo: demoShape,
  quote: quoteShape,
  assistant: assistantShape,
};
