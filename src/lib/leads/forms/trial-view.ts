import { trialRequestTitle } from '../../../content/pricing-plans.ts';
import { email, hotel, person, phone } from '../lead-fields.ts';
import type { LeadFormView } from '../lead-form-view.ts';
import { requestToasts } from '../lead-toasts.ts';

/** The landing page's 'Đăng ký dùng thử miễn phí'. */
export const trialView: LeadFormView = {
  source: 'Dùng thử',
  fields: [hotel, person, email, phone],
  submitLabel: 'Đăng ký dùng thử',
  toasts: requestToasts,
  place: { title: () => trialRequestTitle, path: '/', thanksPath: '/cam-on' },
};
