import { pricingPlans, pricingTerms } from '../../content/pricing-plans.ts';
import { buildQuoteCatalogue } from './quote-catalogue.ts';

/** A catalogue for unit tests: the real pricing list, hardware with round prices. */
export const testCatalogue = buildQuoteCatalogue(
  pricingPlans,
  [
    {
      name: 'Khóa thông minh',
      href: '/san-pham/khoa-thong-minh',
      quote: { param: 'khoa', unit: 'bộ', unitPriceVnd: 3_000_000, installationVndPerUnit: 200_000, defaultPerRoom: 1 },
    },
    {
      name: 'Thẻ từ RFID',
      href: '/san-pham/the-tu',
      quote: { param: 'the', unit: 'thẻ', unitPriceVnd: 15_000, installationVndPerUnit: 0, defaultPerRoom: 2 },
    },
  ],
  pricingTerms.monthsBilledPerYear,
);
