import * as z from 'zod/mini';
import { shortFields } from '../field-schemas.ts';
import type { LeadFormShape } from '../lead-form-shape.ts';

/** The plans a pricing lead may ask for. */
export const planIds = ['trial', 'basic', 'professional', 'enterprise'] as const;

const pricingSchema = z.object({ ...shortFields, plan: z.enum(planIds, 'Gói không hợp lệ') });

/** A plan's card in the pricing table: the short form and the plan asked for. */
export const pricingShape: LeadFormShape = {
  schema: () => pricingSchema,
};
