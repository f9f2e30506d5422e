import { planName } from '../../../lib/leads/lead-facts.ts';
import type { LeadFormRule } from '../lead-form-rule.ts';

/** A plan's card in the pricing table: the plan asked for is the lead's. */
export const pricingRules: LeadFormRule = {
  columns: (data) => ({
    message: `Quan tâm đến ${planName(String(data.plan)) ?? String(data.plan)}`,
    plan: String(data.plan),
  }),
};
