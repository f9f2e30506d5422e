import { trialRequestTitle } from '../../../content/pricing-plans.ts';
import type { LeadFormRules } from '../lead-form-rule.ts';

/** 'Đăng ký dùng thử miễn phí': who to call, nothing more. */
export const trialRules: LeadFormRules = {
  columns: () => ({ message: 'Đăng ký dùng thử miễn phí' }),
  page: { title: () => trialRequestTitle, path: '/', thanksPath: '/cam-on' },
};
