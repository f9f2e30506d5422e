import { leadFormShapes } from '../../lib/leads/lead-form-shapes.ts';
import { leadFormViews } from '../../lib/leads/lead-form-views.ts';
import type { LeadForm } from '../../lib/leads/lead-forms.ts';
import { assistantRules } from './forms/assistant-rules.ts';
import { contactRules } from './forms/contact-rules.ts';
import { demoRules } from './forms/demo-rules.ts';
import { pricingRules } from './forms/pricing-rules.ts';
import { quoteRules } from './forms/quote-rules.ts';
import type { AnyLeadFormRule, RunnableLeadFormRule } from './lead-form-rule.ts';

/**
 * The forms that do more than store their leads, each with its rule. A form not here ('trial') is
 * stored alone for the next salesperson in turn, saying what its shape's message or its title says.
 */
const leadFormRules: Partial<Record<LeadForm, AnyLeadFormRule>> = {
  pricing: pricingRules,
  contact: contactRules,
  demo: demoRules,
  quote: quoteRules,
  assistant: assistantRules,
};

/** The rule `form`'s leads go through, its defaults filled in. */
export function leadFormRule(form: LeadForm): RunnableLeadFormRule {
  const said = (data: Record<string, unknown>) => ({
    message: leadFormShapes[form].message?.(data) ?? leadFormViews[form].place.title(undefined),
  });
  return { columns: said, ...leadFormRules[form] };
}
