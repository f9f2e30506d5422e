import { describe, expect, it } from 'vitest';
import { formatVnd } from '@/lib/format';
import { planPriceLabel, planRequestTitle, pricingPlans } from './pricing-plans';

describe('pricingPlans', () => {
  it('shows each monthly price in full đồng, as the quote writes it, never as 500K', () => {
    const priced = pricingPlans.filter((plan) => plan.monthlyPriceVnd);
    expect(priced.map((plan) => [planPriceLabel(plan), plan.period])).toEqual([
      ['500.000\u00a0₫', '/tháng'],
      ['1.200.000\u00a0₫', '/tháng'],
    ]);
    for (const plan of priced) expect(planPriceLabel(plan)).toBe(formatVnd(plan.monthlyPriceVnd!));
  });
});

describe('planRequestTitle', () => {
  it('keeps a plan’s name as it is, and writes the trial mid-sentence in lower case', () => {
    const titles = pricingPlans.map((plan) => planRequestTitle(plan.id, plan.name));
    expect(titles).toEqual([
      'Đăng ký dùng thử miễn phí',
      'Đăng ký Gói Cơ bản',
      'Đăng ký Gói Chuyên nghiệp',
      'Đăng ký Gói Doanh nghiệp',
    ]);
  });
});
