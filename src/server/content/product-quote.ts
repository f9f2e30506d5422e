import type { Kysely } from 'kysely';
import { pricingPlans, pricingTerms } from '../../content/pricing-plans.ts';
import { buildQuoteCatalogue, type QuoteCatalogue } from '../../lib/quote/quote-catalogue.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { publishedProducts } from './product-reader.ts';

/**
 * The quote's catalogue: the pricing list's plans and the published products' prices, read from the
 * database on every call, so the quote page and the lead endpoint always price the same products.
 * Publishing refuses a quote parameter another product holds; should two publications race past that
 * check, the second product is left out of quotes (and logged) rather than mixing their quantities.
 */
export async function loadQuoteCatalogue(db: Kysely<Database>): Promise<QuoteCatalogue> {
  const seen = new Set<string>();
  const products = (await publishedProducts(db)).filter(({ quote, slug }) => {
    if (!seen.has(quote.param)) {
      seen.add(quote.param);
      return true;
    }
    log.error('quote_param_repeated', { param: quote.param, slug });
    return false;
  });
  return buildQuoteCatalogue(pricingPlans, products, pricingTerms.monthsBilledPerYear);
}
