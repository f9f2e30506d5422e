import { trialRequestTitle } from '../../../content/pricing-plans.ts';
import type { LeadFormRule } from '../lead-form-rule.ts';

/** 'Đăng ký dùng thử miễn phí': who to call, nothing more. */
export const trialRules: LeadFormRule = {
  columns: () => ({ message: 'Đăng ký dùng thử miễn phí' }),
  page: { title: () => trialRequestTitle, path: '/', thanksPath: '/cam-on' },
};
