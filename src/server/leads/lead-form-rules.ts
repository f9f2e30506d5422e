import type { LeadForm } from '../../lib/leads/lead-forms.ts';
import { assistantRules } from './forms/assistant-rules.ts';
import { contactRules } from './forms/contact-rules.ts';
import { demoRules } from './forms/demo-rules.ts';
import { pricingRules } from './forms/pricing-rules.ts';
import { quoteRules } from './forms/quote-rules.ts';
import { trialRules } from './forms/trial-rules.ts';
import type { AnyLeadFormRule } from './lead-form-rule.ts';

/** The rule of every lead form, by form (each form's shape is in src/lib/leads/lead-form-shapes.ts). */
export const leadFormRules: Record<LeadForm, AnyLeadFormRule> = {
  trial: trialRules,
  pricing: pricingRules,
  contact: contactRules,
  demo: demoRules,
  quote: quoteRules,
  assistant: assistantRules,
};
