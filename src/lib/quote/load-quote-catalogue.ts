import { pricingPlans, pricingTerms } from '../../content/pricing-plans';
import { getProducts } from '../products';
import { buildQuoteCatalogue, type QuoteCatalogue } from './quote-catalogue';

/** The quote's catalogue from the pricing list and the product files (server and build only). */
export async function loadQuoteCatalogue(): Promise<QuoteCatalogue> {
  const products = (await getProducts()).map(({ product }) => product);
  return buildQuoteCatalogue(pricingPlans, products, pricingTerms.monthsBilledPerYear);
}
