import { planRequestTitle } from '../../../content/pricing-plans.ts';
import { email, hotel, person, phone } from '../lead-fields.ts';
import type { LeadFormView } from '../lead-form-view.ts';
import { requestToasts } from '../lead-toasts.ts';

/** A plan's card in the pricing table: the short form, for the plan on the card. */
export const pricingView: LeadFormView = {
  source: 'Bảng giá',
  sourceNamesPlan: true,
  fields: [hotel, person, email, phone],
  submitLabel: 'Gửi yêu cầu',
  toasts: requestToasts,
  place: {
    title: (plan) => planRequestTitle(plan?.id ?? '', plan?.name),
    path: '/',
    thanksPath: '/cam-on',
    needsPlan: true,
  },
};
